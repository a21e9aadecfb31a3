import { apiConfig } from '../../src/api/config';

/*
 * The student site's one door to the server: fetch (never axios: it would cost every first
 * visit) with the session cookie, JSON in and out, and every failure an ApiError that carries
 * the server's message.
 */

export type FieldErrors = Readonly<Record<string, readonly string[]>>;

export class ApiError extends Error {
  /** 0 when no answer came back at all (network down, CORS). */
  readonly status: number;
  readonly errors: FieldErrors;

  constructor(message: string, status: number, errors: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

type Transport = (input: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (input, init) => fetch(input, init);

/** The server renderer's calls go to the API in process, as the visitor (student/ssr/renderPage.tsx). */
export function sendRequestsThrough(next: Transport): void {
  transport = next;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Query string parameters; undefined values are left out. */
  query?: Readonly<Record<string, string | number | undefined>>;
  /** `blog` for the calls docs/legacy-api.md puts on the separate blog host. */
  host?: 'api' | 'blog';
  signal?: AbortSignal;
}

function urlOf(path: string, { query, host }: RequestOptions): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(key, String(value));
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return `${host === 'blog' ? apiConfig.blogBase : apiConfig.apiBase}${path}${search}`;
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

function errorFrom(status: number, body: unknown): ApiError {
  const { message, errors } = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  const text = typeof message === 'string' && message !== '' ? message : `Request failed (${status})`;
  const fieldErrors = typeof errors === 'object' && errors !== null ? (errors as FieldErrors) : {};
  return new ApiError(text, status, fieldErrors);
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await transport(urlOf(path, options), {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(error instanceof Error ? error.message : 'Network error', 0);
  }

  const text = await response.text();
  let parsed: unknown = null;
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (!response.ok) throw errorFrom(response.status, parsed);
  return parsed as T;
}

/** Replaces `:name` segments of an endpoint path. */
export const pathWith = (path: string, params: Readonly<Record<string, string | number>>): string =>
  path.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
