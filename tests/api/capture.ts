import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { ADDED_RESOURCES_FEATURE, LIST_OPTIONS_FEATURE } from '../../src/api/batchLists';
import { createHttpClient, type HttpClient, type HttpClientOptions } from '../../src/api/http';

/** A file part as captured: enough to tell which file went where. */
export interface CapturedFile {
  file: string;
  type: string;
  size: number;
}

/** One request as it left the HTTP client, after axios's own transforms. */
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

async function readBody(data: unknown): Promise<{ body: unknown; multipart: boolean }> {
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

function capture(config: InternalAxiosRequestConfig, body: unknown, multipart: boolean): CapturedRequest {
  const full = new URL(config.url ?? '', 'http://api.test');
  const query: Record<string, string> = {};
  full.searchParams.forEach((value, key) => (query[key] = value));
  for (const [key, value] of Object.entries((config.params as Record<string, unknown> | undefined) ?? {}))
    query[key] = String(value);
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON()))
    if (typeof value === 'string') headers[key.toLowerCase()] = value;
  return {
    method: (config.method ?? 'get').toUpperCase(),
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
  options: Omit<HttpClientOptions, 'adapter'> = { getToken: async () => 'test-token' },
): {
  http: HttpClient;
  requests: CapturedRequest[];
} {
  const requests: CapturedRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const { body, multipart } = await readBody(config.data);
    const request = capture(config, body, multipart);
    requests.push(request);
    const reply = await respond(request);
    if (reply.unreachable) throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    const status = reply.status ?? 200;
    const response = {
      data: reply.data,
      status,
      statusText: String(status),
      headers: reply.headers ?? {},
      config,
      request: {},
    };
    if (status >= 400)
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_RESPONSE',
        config,
        {},
        response,
      );
    return response;
  };
  // Our server, unless a test says otherwise: it takes docs/API.md's list options and answers the
  // resources it adds.
  const http = createHttpClient({
    baseURL: 'http://api.test',
    features: [LIST_OPTIONS_FEATURE, ADDED_RESOURCES_FEATURE],
    ...options,
    adapter,
  });
  return { http, requests };
}

/** Requests to the admin API only, without the token fetches. */
export const adminCalls = (requests: readonly CapturedRequest[]) =>
  requests.filter((r) => r.url.startsWith('/api/admin/'));
