import { Suspense, lazy, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../layout/Footer';
import { isAdminPath } from '../layout/navLinks';
import { NavBar } from '../layout/NavBar';
import { armProgress } from '../lib/progress';
import { PageErrorBoundary } from './PageErrorBoundary';
import { RouteFallback } from './RouteFallback';
import { ROLE_STUDENT } from '../../src/resources/roles';
import { useSession } from '../session/useSession';

// Fetched only once a student is signed in: a visitor's first page stays as light as before.
const VerifyEmailNotice = lazy(() => import('../features/account/VerifyEmailNotice'));

/**
 * Skip link, bar, main landmark and footer around every student page (none on an admin path,
 * docs/legacy-api.md §2). After a client-side navigation the page scrolls to the top and focus moves to
 * the main landmark, as on a full page load; the first such navigation loads the progress bar.
 *
 * The boundaries are keyed by path (a remount per page): navigations run in a transition, which would keep the
 * old page on screen while the new one's code loads; a fresh boundary shows the fallback, and
 * with it the progress bar, at once.
 */
/**
 * The page a path shows, for the boundary's key: the course player's lessons are one page, so
 * moving between lessons keeps the syllabus on screen rather than loading the course afresh.
 */
const pageOf = (pathname: string): string =>
  /^\/learn\/[^/]+(?=\/\d+\/?$|\/?$)/.exec(pathname)?.[0] ?? pathname;

/**
 * Marks the document once the page's content is interactive: hydrated, for a page the server
 * rendered, whose buttons and forms do nothing until then. Scripts and the browser tests wait
 * for it (tests/e2e/support/fixtures.ts). It commits with the page, inside its boundary.
 */
function PageInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}

export function SiteLayout() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef<string | null>(pathname);

  // Reduced motion from the student's accommodations, on every page of the site.
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    import('../features/profile/reducedMotion')
      .then(
        ({ applySavedReducedMotion }) => applySavedReducedMotion(),
        () => undefined,
      )
      .catch(() => undefined);
  }, [userId]);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = null;
    void armProgress();
    window.scrollTo(0, 0);
    mainRef.current?.focus();
  }, [pathname]);

  const page = (
    <PageErrorBoundary key={pageOf(pathname)}>
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
        <PageInteractive />
      </Suspense>
    </PageErrorBoundary>
  );
  if (isAdminPath(pathname)) return page;

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <NavBar />
      {user?.role_id === ROLE_STUDENT && (
        <Suspense fallback={null}>
          <VerifyEmailNotice userId={user.id} />
        </Suspense>
      )}
      <main id="main" ref={mainRef} tabIndex={-1} className="site-main">
        {page}
      </main>
      <Footer />
    </>
  );
}
