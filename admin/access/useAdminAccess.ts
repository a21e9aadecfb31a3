import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuthProvider } from 'react-admin';

export type AdminAccess = 'checking' | 'allowed' | 'denied';

/** react-admin's own key for `checkAuth()` (ra-core `useAuthState`), so its pages reuse this answer. */
export const CHECK_AUTH_KEY = ['auth', 'checkAuth', {}] as const;

/** react-admin's key for `getPermissions()` (ra-core `usePermissions`). */
export const PERMISSIONS_KEY = ['auth', 'getPermissions', {}] as const;

/**
 * react-admin's `checkAuth()`, asked through its query so react-admin's pages reuse the answer:
 * resolves for an admin, rejects for anyone else. The admin's permissions go into the cache
 * with it: react-admin reads its resources again once they arrive, and draws the whole console
 * again twice if that happens after its first draw.
 */
export function checkAdminAccess(authProvider: AuthProvider, queryClient: QueryClient): Promise<void> {
  return queryClient
    .fetchQuery({
      queryKey: CHECK_AUTH_KEY,
      queryFn: async () => {
        await authProvider.checkAuth({});
        return true;
      },
      retry: false,
      staleTime: 0,
    })
    .then(() =>
      queryClient.prefetchQuery({
        queryKey: PERMISSIONS_KEY,
        // As react-admin's own query answers it: null when the provider has none to give.
        queryFn: async () => (await authProvider.getPermissions?.({})) ?? null,
        // Asked afresh at every check, as the check itself is: a login may be someone else's.
        staleTime: 0,
      }),
    );
}

/**
 * docs/legacy-api.md §4 and §6: the console's access state. It starts 'checking', then becomes
 * 'allowed' when the admin token exists and the user has role_id 2 (the auth provider's
 * `checkAuth`), else 'denied'. `recheck` runs it again after a login;
 * `deny` closes the console when the session ends while it is open. `firstCheck`, a check
 * already under way when the console mounts (consoleStart.ts), stands for the first round;
 * `onAllowed` is told whether the round it grants was that one.
 */
export function useAdminAccess(
  authProvider: AuthProvider,
  queryClient: QueryClient,
  onAllowed?: (handedOver: boolean) => void,
  firstCheck?: Promise<void>,
) {
  const [access, setAccess] = useState<AdminAccess>('checking');
  const [round, setRound] = useState(0);
  // Called as access is granted, before the console renders (its lists' prefetch).
  const allowed = useRef(onAllowed);
  useEffect(() => {
    allowed.current = onAllowed;
  });

  useEffect(() => {
    let current = true;
    const handedOver = round === 0 && firstCheck !== undefined;
    const check = handedOver ? firstCheck : checkAdminAccess(authProvider, queryClient);
    check.then(
      () => {
        if (!current) return;
        allowed.current?.(handedOver);
        setAccess('allowed');
      },
      () => current && setAccess('denied'),
    );
    return () => {
      current = false;
    };
  }, [authProvider, queryClient, round, firstCheck]);

  const recheck = useCallback(() => {
    setAccess('checking');
    setRound((value) => value + 1);
  }, []);

  /** The session ended while the console was open. */
  const deny = useCallback(() => setAccess('denied'), []);

  return { access, recheck, deny };
}
