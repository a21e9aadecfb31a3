import { HttpError } from 'ra-core';
import { FEATURES_HEADER } from '../contract/features';
import { authEndpoints } from '../contract/endpoints';
import { apiConfig } from './config';
import { answerError, toHttpError } from './errors';
import { ADMIN_API } from '../resources/paths';

export interface HttpClientOptions {
  /** Origin of the API; defaults to `VITE_API_BASE` (the page's own origin). */
  baseURL?: string;
  /**
   * Where the admin bearer token comes from. Defaults to `GET /api/getTokenForAdmin`
   * (docs/API.md: `{token}` for an admin session, `{token: null}` otherwise).
   */
  getToken?: () => Promise<string | null>;
  /** The transport: the browser's fetch, unless a test puts a recorder or a cookie jar in its place. */
  fetch?: typeof fetch;
  /** Milliseconds before a call is abandoned; 0 waits for ever. */
  timeout?: number;
  /** Headers sent on every call. */
  headers?: Record<string, string>;
  /** Extensions known to be there before the server names any (a test standing in for our server). */
  features?: readonly string[];
}

export interface RequestOptions {
  method: string;
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
  /**
   * The answer to one call as it came, whatever its status (for ra-data-simple-rest, which reads
   * answers itself): the API's base, the session cookie, the common headers and the time limit
   * apply; no token. Rejects with an HttpError of status 0 when no answer came.
   */
  fetch(url: string, init?: RequestInit): Promise<Response>;
  /** The admin token, fetched once and kept until `clearToken` or a refused call. */
  getToken(): Promise<string | null>;
  /** Forget the admin token (after a login or a logout). */
  clearToken(): void;
  /**
   * Whether the server said it offers this extension of the documented API (a name of
   * src/contract/batchLists.ts), in a header of any answer so far: our server names its extensions
   * with the admin token. The legacy server names none.
   */
  supports(feature: string): boolean;
}

/** Admin calls carry the token; the admin login itself is how a session gets one. */
const needsToken = (url: string): boolean =>
  url.startsWith(`${ADMIN_API}/`) && url !== authEndpoints.adminLogin.path;

/** `url` with `params` added to its query string. */
function withParams(url: string, params: RequestOptions['params']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {}))
    if (value !== undefined && value !== null) query.append(key, String(value));
  const text = query.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

/** An answer's body: JSON when it reads as JSON, else its text ('' for none). */
async function readAnswer(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The one way the console talks to the API: the session cookie on every call, the admin bearer
 * token on every `/api/admin` call, JSON by default, and every failure as an HttpError.
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const transport = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = (options.baseURL ?? apiConfig.apiBase).replace(/\/+$/, '');
  const timeout = options.timeout ?? 30_000;
  const features = new Set<string>(options.features);

  const fetchAnswer = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers({ Accept: 'application/json', ...options.headers });
    new Headers(init.headers).forEach((value, name) => headers.set(name, value));
    const limit = timeout > 0 ? AbortSignal.timeout(timeout) : undefined;
    const signals = [init.signal, limit].filter((signal): signal is AbortSignal => Boolean(signal));
    let response: Response;
    try {
      response = await transport(/^https?:\/\//.test(url) ? url : `${base}${url}`, {
        ...init,
        headers,
        credentials: 'include',
        signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
      });
    } catch (error) {
      if (init.signal?.aborted) throw new HttpError('canceled', 0, null);
      if (limit?.aborted) throw new HttpError(`timeout of ${timeout}ms exceeded`, 0, null);
      throw new HttpError(
        error instanceof TypeError || !(error instanceof Error) ? 'Network Error' : error.message,
        0,
        null,
      );
    }
    const said = response.headers.get(FEATURES_HEADER);
    if (said) for (const name of said.split(',')) if (name.trim()) features.add(name.trim());
    return response;
  };

  const fetchToken =
    options.getToken ??
    (async () => {
      const answer = await send<{ token?: string | null }>({
        method: 'GET',
        url: authEndpoints.adminToken.path,
      });
      return answer?.token ?? null;
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

  async function send<T>(request: RequestOptions): Promise<T> {
    const headers: Record<string, string> = { ...request.headers };
    let body: BodyInit | undefined;
    if (request.data instanceof FormData) body = request.data;
    else if (request.data !== undefined && request.data !== null) {
      body = JSON.stringify(request.data);
      headers['Content-Type'] = 'application/json';
    }
    if (needsToken(request.url)) {
      const value = await getToken();
      if (value) headers.Authorization = `Bearer ${value}`;
    }
    const response = await fetchAnswer(withParams(request.url, request.params), {
      method: request.method.toUpperCase(),
      headers,
      body,
      signal: request.signal,
    });
    const data = await readAnswer(response);
    if (!response.ok) throw answerError(response.status, data);
    return data as T;
  }

  const request = async <T>(options: RequestOptions): Promise<T> => {
    try {
      return await send<T>(options);
    } catch (error) {
      const refused = error instanceof HttpError && error.status === 403;
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
    fetch: fetchAnswer,
    getToken,
    clearToken,
    supports: (feature) => features.has(feature),
  };
}
