import axios, {
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosRequestConfig,
  type Method,
  type RawAxiosRequestHeaders,
} from 'axios';
import { FEATURES_HEADER } from './batchLists';
import { authEndpoints } from './endpoints';
import { apiConfig } from './config';
import { toHttpError } from './errors';
import { ADMIN_API } from '../resources/paths';

export interface HttpClientOptions {
  /** Origin of the API; defaults to `VITE_API_BASE` (the page's own origin). */
  baseURL?: string;
  /**
   * Where the admin bearer token comes from. Defaults to `GET /api/getTokenForAdmin`
   * (docs/API.md: `{token}` for an admin session, `{token: null}` otherwise).
   */
  getToken?: () => Promise<string | null>;
  /** Replaces axios's transport (tests capture requests with it). */
  adapter?: AxiosAdapter;
  /** Milliseconds before a call is abandoned; 0 waits for ever. */
  timeout?: number;
  /** Headers sent on every call. */
  headers?: Record<string, string>;
  /** Extensions known to be there before the server names any (a test standing in for our server). */
  features?: readonly string[];
}

export interface RequestOptions {
  method: Method;
  /** Absolute path from the API host: `/api/admin/coupon/list`. */
  url: string;
  /** A JSON body, or FormData for multipart. */
  data?: unknown;
  /** Query string values. */
  params?: Record<string, string | number>;
  signal?: AbortSignal;
  /** Headers of this call only. */
  headers?: Record<string, string>;
}

export interface HttpClient {
  /** Sends a call and resolves with the answer's body; rejects with react-admin's HttpError. */
  request<T = unknown>(options: RequestOptions): Promise<T>;
  get<T = unknown>(url: string, params?: RequestOptions['params']): Promise<T>;
  post<T = unknown>(url: string, data?: unknown): Promise<T>;
  /** The admin token, fetched once and kept until `clearToken` or a refused call. */
  getToken(): Promise<string | null>;
  /** Forget the admin token (after a login or a logout). */
  clearToken(): void;
  /**
   * Whether the server said it offers this extension of the documented API (a name of
   * src/api/batchLists.ts), in a header of any answer so far: our server names its extensions
   * with the admin token. The legacy server names none.
   */
  supports(feature: string): boolean;
  /** The underlying instance, for interceptors (a cookie jar in Node tests). */
  readonly axios: AxiosInstance;
}

/** Admin calls carry the token; the admin login itself is how a session gets one. */
const needsToken = (url: string): boolean =>
  url.startsWith(`${ADMIN_API}/`) && url !== authEndpoints.adminLogin.path;

/**
 * The one way the apps talk to the API: the session cookie on every call, the admin bearer
 * token on every `/api/admin` call, JSON by default, and every failure as an HttpError.
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const instance = axios.create({
    baseURL: options.baseURL ?? apiConfig.apiBase,
    withCredentials: true,
    timeout: options.timeout ?? 30_000,
    headers: { Accept: 'application/json', ...options.headers },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  const features = new Set<string>(options.features);
  instance.interceptors.response.use((response) => {
    const said: unknown = response.headers?.[FEATURES_HEADER.toLowerCase()];
    if (typeof said === 'string')
      for (const name of said.split(',')) if (name.trim()) features.add(name.trim());
    return response;
  });

  const fetchToken =
    options.getToken ??
    (async () => {
      const answer = await instance.get<{ token?: string | null }>(authEndpoints.adminToken.path);
      return answer.data?.token ?? null;
    });

  // One fetch shared by every call in flight (the console opens with 28 list calls at once).
  let token: Promise<string | null> | null = null;
  const getToken = (): Promise<string | null> => {
    if (!token) {
      const pending = fetchToken().catch((error: unknown) => {
        throw toHttpError(error);
      });
      token = pending;
      // Only a real token is worth keeping: without one the next call should ask again.
      pending.then(
        (value) => {
          if (value === null && token === pending) token = null;
        },
        () => {
          if (token === pending) token = null;
        },
      );
    }
    return token;
  };
  const clearToken = () => {
    token = null;
  };

  const send = async <T>(request: RequestOptions): Promise<T> => {
    const headers: RawAxiosRequestHeaders = { ...request.headers };
    // A call without a body says so: Node's axios would otherwise label it a urlencoded form.
    if (request.data === undefined) headers['Content-Type'] = false;
    if (needsToken(request.url)) {
      const value = await getToken();
      if (value) headers.Authorization = `Bearer ${value}`;
    }
    const config: AxiosRequestConfig = {
      method: request.method,
      url: request.url,
      data: request.data,
      params: request.params,
      signal: request.signal,
      headers,
    };
    const answer = await instance.request<T>(config);
    return answer.data;
  };

  const request = async <T>(options: RequestOptions): Promise<T> => {
    try {
      return await send<T>(options);
    } catch (error) {
      const refused = axios.isAxiosError(error) && error.response?.status === 403;
      if (!refused || !needsToken(options.url)) throw toHttpError(error);
    }
    // A 403 may only mean the token went stale (a new session): refresh it once and retry.
    clearToken();
    try {
      return await send<T>(options);
    } catch (error) {
      throw toHttpError(error);
    }
  };

  return {
    request,
    get: (url, params) => request({ method: 'GET', url, params }),
    post: (url, data) => request({ method: 'POST', url, data }),
    getToken,
    clearToken,
    supports: (feature) => features.has(feature),
    axios: instance,
  };
}
