import type { AuthProvider } from 'react-admin';

const reasonOf = (error: unknown): string | undefined => {
  const message =
    typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : error;
  return typeof message === 'string' && message ? message : undefined;
};

/**
 * The auth provider as the console hands it to react-admin. When a check says the session is
 * over (a refused call, a failed `checkAuth`), the console's own door takes over: `onDenied`
 * swaps the whole console for the login page, in place, and react-admin is told to log out
 * without navigating or toasting. Left to itself, react-admin would navigate to a login route
 * while the list that was refused is still mounted and fetching, and could keep failing and
 * logging out before that navigation ever showed.
 */
export function guardAuthProvider(
  authProvider: AuthProvider,
  onDenied: (reason: string | undefined) => void,
): AuthProvider {
  const deny = (error: unknown): never => {
    onDenied(reasonOf(error));
    throw { message: false, redirectTo: false };
  };
  return {
    ...authProvider,
    checkAuth: (params) => authProvider.checkAuth(params).catch(deny),
    checkError: (error) => authProvider.checkError(error).catch(deny),
  };
}
