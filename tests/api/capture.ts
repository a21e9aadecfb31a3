import { ADDED_RESOURCES_FEATURE, LIST_OPTIONS_FEATURE } from '../../src/contract/features';
import { createHttpClient, type HttpClient, type HttpClientOptions } from '../../src/api/http';

/** A file part as captured: enough to tell which file went where. */
export interface CapturedFile {
  file: string;
  type: string;
  size: number;
}

/** One request as it left the HTTP client. */
export interface CapturedRequest {
  method: string;
  /** The path, without the query string. */
  url: string;
  query: Record<string, string>;
  /** The JSON body parsed, a multipart body as its parts, or undefined for no body. */
  body: unknown;
  multipart: boolean;
  headers: Record<string, string>;
}

export interface Reply {
  status?: number;
  data?: unknown;
  /** No answer at all, as when the server cannot be reached. */
  unreachable?: boolean;
  /** Response headers, names in lower case as browsers and Node give them. */
  headers?: Record<string, string>;
}

export type Responder = (request: CapturedRequest) => Reply | Promise<Reply>;

async function readBody(data: BodyInit | null | undefined): Promise<{ body: unknown; multipart: boolean }> {
  if (data === undefined || data === null) return { body: undefined, multipart: false };
  if (data instanceof FormData) {
    const parts: Record<string, string | CapturedFile> = {};
    for (const [key, value] of data.entries())
      parts[key] =
        typeof value === 'string'
          ? value
          : { file: value.name, type: value.type, size: (await value.arrayBuffer()).byteLength };
    return { body: parts, multipart: true };
  }
  return { body: typeof data === 'string' ? JSON.parse(data) : data, multipart: false };
}

function capture(url: string, init: RequestInit, body: unknown, multipart: boolean): CapturedRequest {
  const full = new URL(url, 'http://api.test');
  const query: Record<string, string> = {};
  full.searchParams.forEach((value, key) => (query[key] = value));
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, key) => (headers[key.toLowerCase()] = value));
  return {
    method: (init.method ?? 'GET').toUpperCase(),
    url: full.pathname,
    query,
    body,
    multipart,
    headers,
  };
}

/**
 * An HTTP client whose transport records every request and answers with `respond`
 * (by default `{data: {id: 1}}`): the whole client-side code path runs, only the network is not.
 */
export function captureHttp(
  respond: Responder = () => ({ data: { data: { id: 1 } } }),
  options: Omit<HttpClientOptions, 'fetch'> = { getToken: async () => 'test-token' },
): {
  http: HttpClient;
  requests: CapturedRequest[];
} {
  const requests: CapturedRequest[] = [];
  const transport: typeof fetch = async (input, init = {}) => {
    const { body, multipart } = await readBody(init.body);
    const request = capture(String(input), init, body, multipart);
    requests.push(request);
    const reply = await respond(request);
    // What fetch throws when no answer comes.
    if (reply.unreachable) throw new TypeError('Failed to fetch');
    const status = reply.status ?? 200;
    const text =
      reply.data === undefined
        ? null
        : typeof reply.data === 'string'
          ? reply.data
          : JSON.stringify(reply.data);
    return new Response(text, {
      status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  };
  // Our server, unless a test says otherwise: it takes docs/API.md's list options and answers the
  // resources it adds.
  const http = createHttpClient({
    baseURL: 'http://api.test',
    features: [LIST_OPTIONS_FEATURE, ADDED_RESOURCES_FEATURE],
    ...options,
    fetch: transport,
  });
  return { http, requests };
}

/** Requests to the admin API only, without the token fetches. */
export const adminCalls = (requests: readonly CapturedRequest[]) =>
  requests.filter((r) => r.url.startsWith('/api/admin/'));
