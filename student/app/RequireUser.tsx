import { Navigate, Outlet, useLocation } from 'react-router';
import { Loading } from '../components/Loading';
import { useSession } from '../session/useSession';

/** The state the login page reads to send a student back where they were going. */
export interface FromState {
  from?: string;
  /** Why they must sign in, said on the login and register pages (say, to fill a basket). */
  why?: string;
}

/** Guards /dashboard/*: a visitor goes to /login, and comes back here after signing in. */
export function RequireUser() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <Loading label="Checking your session…" />;
  if (!user) {
    const state: FromState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
