import { useLocation } from 'react-router';
import type { FromState } from '../../app/RequireUser';

/** Why the visitor was sent to sign in, when the page that sent them said (history state). */
export function SignInReason() {
  const { state } = useLocation() as { state: FromState | null };
  const why = typeof state?.why === 'string' ? state.why : null;
  if (!why) return null;
  return <p className="notice notice--info">{why}</p>;
}
