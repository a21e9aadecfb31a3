import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoad } from '../../src/routing/PageLoad';
import { LEGAL_PAGES } from '../../src/contract/legalPages';
import HomePage from '../features/home/HomePage';
import { catalogueRoutes } from './catalogueRoutes';
import { RequireUser } from './RequireUser';
import { SiteLayout } from './SiteLayout';

// Every page but the home page is its own chunk, fetched on its first visit: a first visit to
// `/` downloads React, the router, the shell and the home page only.
const AboutPage = lazy(() => import('../features/about/AboutPage'));
const LegalPage = lazy(() => import('../features/legal/LegalPage'));
const BlogListPage = lazy(() => import('../features/blog/BlogListPage'));
const BlogPostPage = lazy(() => import('../features/blog/BlogPostPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const CoursesPage = lazy(() => import('../features/dashboard/CoursesPage'));
const CpdRecordPage = lazy(() => import('../features/cpd/CpdRecordPage'));
const OrdersPage = lazy(() => import('../features/orders/OrdersPage'));
const ReceiptPage = lazy(() => import('../features/orders/ReceiptPage'));
const BasketPage = lazy(() => import('../features/basket/BasketPage'));
const PaymentPage = lazy(() => import('../features/checkout/PaymentPage'));
const FaqPage = lazy(() => import('../features/faq/FaqPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const NotesPage = lazy(() => import('../features/notes/NotesPage'));
const QuizPage = lazy(() => import('../features/quiz/QuizPage'));
const ForgotPasswordPage = lazy(() => import('../features/account/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/account/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('../features/account/VerifyEmailPage'));
const AccountClosedPage = lazy(() => import('../features/account/AccountClosedPage'));
const LearnPage = lazy(() => import('../features/learn/LearnPage'));
const ExamPage = lazy(() => import('../features/learning/ExamPage'));
const ReviewPage = lazy(() => import('../features/learning/ReviewPage'));
const CertificatePage = lazy(() => import('../features/learning/CertificatePage'));
const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage'));

/** The site map (docs/legacy-api.md §2). */
export function AppRoutes() {
  return (
    <Routes>
      {/* The admin console is a page of its own (admin/index.html), loaded from the server. */}
      <Route path="/dashboard/admin/*" element={<PageLoad />} />
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        {LEGAL_PAGES.map(({ slug }) => (
          <Route key={slug} path={slug} element={<LegalPage slug={slug} />} />
        ))}
        <Route path="blog" element={<BlogListPage />} />
        <Route path="blog/:id" element={<BlogPostPage />} />
        {catalogueRoutes}
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="verify-email" element={<VerifyEmailPage />} />
        <Route path="account-closed" element={<AccountClosedPage />} />
        <Route path="basket" element={<BasketPage />} />
        <Route path="checkout" element={<RequireUser />}>
          <Route path="pay/:orderId" element={<PaymentPage />} />
        </Route>
        <Route path="dashboard" element={<RequireUser />}>
          <Route index element={<DashboardPage />} />
          <Route path="courses" element={<CoursesPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:id" element={<ReceiptPage />} />
          <Route path="faq" element={<FaqPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="notes" element={<NotesPage />} />
          <Route path="quiz" element={<QuizPage />} />
          <Route path="cpd" element={<CpdRecordPage />} />
        </Route>
        <Route path="learn/:slug" element={<LearnPage />} />
        <Route path="learn/:slug/:lessonId" element={<LearnPage />} />
        <Route element={<RequireUser />}>
          <Route path="learn/:slug/exam" element={<ExamPage />} />
          <Route path="learn/:slug/review" element={<ReviewPage />} />
        </Route>
        <Route path="certificates/:code" element={<CertificatePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
