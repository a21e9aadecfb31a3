import type { AuthProvider, UserIdentity } from 'ra-core';
import { SCRIPT_HEADER, authEndpoints } from '../contract/endpoints';
import type { HttpClient } from './http';
import { ADMIN_ROOT } from '../resources/paths';
import { ROLE_ADMIN } from '../resources/fields';

/** The signed-in user as `GET /api/user` answers it (docs/API.md). */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role_id: number;
  profile_picture?: string | null;
}

export interface AuthProviderOptions {
  http: HttpClient;
  /** How long the answer of `GET /api/user` is reused: one page load asks once. */
  userTtlMs?: number;
  /** Where a logout lands (docs/legacy-api.md §7: "GET /api/logout, then go to /"). */
  afterLogout?: string | false;
  /** Where a refused call (401/403) sends the admin: the console's login page. */
  loginPath?: string;
  /** The clock, for tests. */
  now?: () => number;
}

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : undefined;

/**
 * react-admin's AuthProvider over the legacy calls (docs/legacy-api.md §6-7): the console opens only for a
 * session whose admin token exists and whose user has role_id 2.
 */
export function createAuthProvider({
  http,
  userTtlMs = 5_000,
  afterLogout = '/',
  loginPath = `${ADMIN_ROOT}/login`,
  now = Date.now,
}: AuthProviderOptions): AuthProvider {
  let cached: { at: number; user: Promise<SessionUser | null> } | null = null;

  /** The session's user, or null when there is none; concurrent callers share one call. */
  const currentUser = (): Promise<SessionUser | null> => {
    if (cached && now() - cached.at < userTtlMs) return cached.user;
    const entry = {
      at: now(),
      user: http.get<{ user?: SessionUser | null }>(authEndpoints.user.path).then(
        (answer) => answer?.user ?? null,
        (error: unknown) => {
          if (statusOf(error) === 401) return null;
          throw error;
        },
      ),
    };
    cached = entry;
    // A failed call (the network, a 500) is not an answer worth keeping.
    entry.user.catch(() => {
      if (cached === entry) cached = null;
    });
    return entry.user;
  };

  const forget = () => {
    cached = null;
    http.clearToken();
  };

  return {
    async login({ email, password }: { email: string; password: string }) {
      forget();
      const answer = await http.post<{ ok?: boolean; message?: string }>(authEndpoints.adminLogin.path, {
        email,
        password,
      });
      if (answer?.ok !== true) throw new Error(answer?.message || 'The email or password is not right');
      // A check that ran while signing in saw no session; the next one must ask again.
      forget();
    },

    async checkAuth() {
      const [token, user] = await Promise.all([http.getToken(), currentUser()]);
      // Nobody signed in: straight to the login page, without an "authentication required" toast.
      if (!user) throw { message: false };
      if (!token || user.role_id !== ROLE_ADMIN) throw new Error('This area is for administrators only');
    },

    async checkError(error: unknown) {
      const status = statusOf(error);
      if (status === 401 || status === 403) {
        forget();
        throw { message: 'Your session has ended: please sign in again', redirectTo: loginPath };
      }
    },

    async logout() {
      forget();
      try {
        // The server acts on this GET only for a script of the site, which this header marks.
        await http.request({ method: 'GET', url: authEndpoints.logout.path, headers: SCRIPT_HEADER });
      } catch {
        // Leaving must work even when the server cannot be reached.
      }
      return afterLogout;
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = await currentUser();
      if (!user) throw new Error('Nobody is signed in');
      return { id: user.id, fullName: user.name, avatar: user.profile_picture ?? undefined };
    },

    async getPermissions() {
      const user = await currentUser();
      return user?.role_id;
    },
  };
}
