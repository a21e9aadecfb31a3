/** Where the console lives in the site. */
export const ADMIN_ROOT = '/dashboard/admin';
/** Whether an address (path, maybe with a query or hash) is the console's: its own page, built apart. */
export const isConsoleAddress = (url: string): boolean =>
  url.startsWith(ADMIN_ROOT) && ['', '/', '?', '#'].includes(url.charAt(ADMIN_ROOT.length));
/** Prefix of every admin call of the legacy API (docs/legacy-api.md §7). */
export const ADMIN_API = '/api/admin';
/** Prefix of the conventional REST API over the same resources: `/api/rest/{resource key}`. */
export const REST_API = '/api/rest';

/** Full path of a resource's admin list route: `blogs/categories` → `/dashboard/admin/blogs/categories`. */
export const adminRoute = (route: string): string => `${ADMIN_ROOT}/${route}`;
/** Full path of an admin call: `coupon/list` → `/api/admin/coupon/list`. */
export const adminApiPath = (path: string): string => `${ADMIN_API}/${path}`;
