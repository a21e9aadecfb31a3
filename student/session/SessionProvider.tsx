import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fetchCurrentUser, signOut as signOutOnServer } from '../api/auth';
import type { User } from '../api/types';
import { SessionContext, type Session } from './context';

/**
 * Who is signed in. A page the server answered says so itself (`known`: the user, or null for a
 * visitor), so the site asks GET /api/user only where the page did not say.
 */
export function SessionProvider({ children, known }: { children: ReactNode; known?: User | null }) {
  const [status, setStatus] = useState<Session['status']>(known === undefined ? 'loading' : 'ready');
  const [user, setUserState] = useState<User | null>(known ?? null);
  const askServer = known === undefined;

  useEffect(() => {
    if (!askServer) return;
    const controller = new AbortController();
    fetchCurrentUser(controller.signal)
      .then((found) => {
        setUserState(found);
        setStatus('ready');
      })
      .catch(() => {
        // Unreachable server: the public pages still work, so carry on as a visitor.
        if (!controller.signal.aborted) setStatus('ready');
      });
    return () => controller.abort();
  }, [askServer]);

  const setUser = useCallback((next: User | null) => {
    setUserState(next);
    setStatus('ready');
  }, []);

  const signOut = useCallback(async (then?: () => void) => {
    try {
      await signOutOnServer();
    } catch {
      // Forget the user even when the server could not be told: the visitor asked to leave.
    }
    // One transition with the caller's navigation, so a guarded page never renders without a user
    // (and sends the visitor to /login) before they have left it.
    startTransition(() => {
      setUserState(null);
      then?.();
    });
  }, []);

  const session = useMemo<Session>(
    () => ({ status, user, setUser, signOut }),
    [status, user, setUser, signOut],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
