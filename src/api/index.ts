/**
 * The client side of the API: one HTTP client, and react-admin's data and auth providers over
 * it, generated from the resource table. Build both providers on the same client, so they share
 * the session's admin token:
 *
 *   const http = createHttpClient();
 *   const dataProvider = createDataProvider({ http });
 *   const authProvider = createAuthProvider({ http });
 */
export * from './config';
export * from './errors';
export * from './http';
export * from './dataProvider';
export * from './authProvider';
export { defaultListParams, defaultPerPage, defaultSort, LEGACY_PAGE_SIZE } from './lists';
export { listQueryKey, oneQueryKey } from './prefetch';
