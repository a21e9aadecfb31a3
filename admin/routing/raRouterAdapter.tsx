/**
 * ra-core's default react-router adapter (ra-core/dist/routing/adapters/reactRouterProvider.js,
 * 5.15), less the one thing the console never uses: creating a router of its own.
 *
 * The console is always mounted under the student site's <BrowserRouter>, so ra-core's
 * RouterWrapper never makes one. But its default adapter imports `createHashRouter` and
 * `RouterProvider`, and react-router ships as one module shared with the student entry: the
 * bundler keeps those exports in that module, so every visitor of the home page downloaded the
 * whole data router (about 16 KB gzip). The production build (vite.config.ts,
 * `raRouterAdapter()`) puts this file in the adapter's place; the build fails if ra-core's
 * adapter ever offers members this one does not.
 *
 * Differences: outside any router, RouterWrapper makes a <BrowserRouter> (path URLs, as the
 * console's routes are) instead of a hash data router; and navigation blocking (a form's
 * `warnWhenUnsavedChanges`) works under that plain router too (historyBlocker.ts).
 * ConsoleAdmin names this adapter, so development and tests block as the build does.
 */
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import type { RouterProvider } from 'ra-core';
import { useHistoryBlocker } from './historyBlocker';
import {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useReactRouterNavigate,
  useParams,
} from 'react-router-dom';

/**
 * Blocking (a form's unsaved changes): the console's router is never a data router (the student
 * site's <BrowserRouter>, or the one RouterWrapper makes), so react-router's own blocker cannot
 * serve; historyBlocker.ts does the same for a plain router.
 */
const useCanBlock = () => true;
const useBlocker = useHistoryBlocker;

/** react-router's navigate, as one stable function (it would re-render its users on every navigation). */
const useNavigate = () => {
  const navigate = useReactRouterNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  return useCallback((...args: Parameters<typeof navigate>) => navigateRef.current(...args), []);
};

const RouterWrapper = ({ basename, children }: { basename?: string; children: ReactNode }) =>
  useInRouterContext() ? <>{children}</> : <BrowserRouter basename={basename}>{children}</BrowserRouter>;

export const reactRouterProvider = {
  useNavigate,
  useLocation,
  useParams,
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  Route,
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
} as unknown as RouterProvider;
