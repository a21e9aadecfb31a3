import { useLocation, useNavigate } from 'react-router';
import type { FromState } from '../../app/RequireUser';
import type { ArrivalState } from '../../session/arrival';

/**
 * Where to go once signed in: back to the page that sent the visitor here, else the dashboard.
 * `arrival` goes with them (a new account is greeted as new, not "back").
 */
export function useAfterSignIn(arrival?: ArrivalState): () => void {
  const navigate = useNavigate();
  const { state } = useLocation() as { state: FromState | null };
  // Only a path on this site: never an absolute URL smuggled in through history state.
  const target =
    state?.from && state.from.startsWith('/') && !state.from.startsWith('//') ? state.from : '/dashboard';
  return () => navigate(target, { replace: true, state: arrival });
}
