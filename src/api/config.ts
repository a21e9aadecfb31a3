/**
 * Where the API lives. Both hosts default to the page's own origin (''), so a built site
 * served by the reference server needs no configuration.
 */
export interface ApiConfig {
  /** Origin (and optional path prefix) of the API; '' means relative to the page. */
  apiBase: string;
  /** Host of `GET /post_comments/:postId` (docs/legacy-api.md §7), which may differ from the API's. */
  blogBase: string;
}

/** The build-time variables this module reads. */
export interface ApiEnv {
  VITE_API_BASE?: string;
  VITE_BLOG_API_BASE?: string;
}

/** Vite replaces `import.meta.env` at build time; under plain Node (the server, tsx) it is undefined. */
export function readApiEnv(): ApiEnv {
  const env: Partial<Record<string, string>> | undefined = import.meta.env;
  return { VITE_API_BASE: env?.VITE_API_BASE, VITE_BLOG_API_BASE: env?.VITE_BLOG_API_BASE };
}

/** A trailing slash would double up with the absolute paths (`/api/...`) the clients append. */
const trimBase = (base: string | undefined): string => (base ?? '').trim().replace(/\/+$/, '');

/** The configuration from the environment, with any value given here taking precedence. */
export function createApiConfig(overrides: Partial<ApiConfig> = {}, env: ApiEnv = readApiEnv()): ApiConfig {
  return {
    apiBase: trimBase(overrides.apiBase ?? env.VITE_API_BASE),
    blogBase: trimBase(overrides.blogBase ?? env.VITE_BLOG_API_BASE),
  };
}

/** The configuration of this build. */
export const apiConfig: ApiConfig = createApiConfig();
