import { lazy } from 'react';
import { Route } from 'react-router';

// Each page its own chunk, as in AppRoutes.tsx.
const CataloguePage = lazy(() => import('../features/catalogue/CataloguePage'));
const CoursePage = lazy(() => import('../features/catalogue/CoursePage'));
const PreviewLessonPage = lazy(() => import('../features/catalogue/PreviewLessonPage'));
const BundlesPage = lazy(() => import('../features/shop/BundlesPage'));
const BundlePage = lazy(() => import('../features/shop/BundlePage'));
const ShopPage = lazy(() => import('../features/shop/ShopPage'));
const ProductPage = lazy(() => import('../features/shop/ProductPage'));
const InstructorPage = lazy(() => import('../features/instructors/InstructorPage'));

/** The public catalogue's pages: courses, a course and its preview lessons, bundles, the shop, instructors. */
export const catalogueRoutes = (
  <>
    <Route path="courses" element={<CataloguePage />} />
    <Route path="courses/:slug" element={<CoursePage />} />
    <Route path="courses/:slug/preview/:lessonId" element={<PreviewLessonPage />} />
    <Route path="bundles" element={<BundlesPage />} />
    <Route path="bundles/:slug" element={<BundlePage />} />
    <Route path="shop" element={<ShopPage />} />
    <Route path="shop/:slug" element={<ProductPage />} />
    <Route path="instructors/:slug" element={<InstructorPage />} />
  </>
);
