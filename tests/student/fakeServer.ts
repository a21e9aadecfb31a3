import { vi } from 'vitest';

/** What a fake route sees of a request. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Parsed JSON, a FormData, or undefined. */
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
}

type Handler = (request: FakeRequest) => unknown;

/**
 * A fake server at the network edge: `fetch` answers from a table of "METHOD /path" routes, so
 * the pages, their API client and the toasts all run for real. A handler answers a body (200)
 * or `{status, body}` via `reply`. Every request is kept in `calls`.
 */
export class FakeServer {
  readonly calls: FakeRequest[] = [];
  private readonly routes = new Map<string, Handler>();

  /** A route that answers by function, or always the same answer. */
  on(route: string, handler: Handler): this;
  on(route: string, answer: object): this;
  on(route: string, handlerOrAnswer: Handler | object): this {
    this.routes.set(
      route,
      typeof handlerOrAnswer === 'function' ? (handlerOrAnswer as Handler) : () => handlerOrAnswer,
    );
    return this;
  }

  /** Requests made to one route, in order. */
  callsTo(route: string): FakeRequest[] {
    return this.calls.filter((c) => `${c.method} ${c.path}` === route);
  }

  install(): this {
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => this.handle(input, init));
    return this;
  }

  private async handle(input: RequestInfo | URL, init: RequestInit): Promise<Response> {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body =
      init.body instanceof FormData
        ? init.body
        : typeof init.body === 'string'
          ? JSON.parse(init.body)
          : undefined;
    const request: FakeRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      credentials: init.credentials,
    };
    this.calls.push(request);
    const handler = this.routes.get(`${method} ${url.pathname}`);
    const answer = handler
      ? handler(request)
      : reply(404, { message: `No fake route for ${method} ${url.pathname}` });
    const { status, body: payload } = isReply(answer) ? answer : { status: 200, body: answer };
    return new Response(payload === undefined ? '' : JSON.stringify(payload), {
      status: status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }
}

const REPLY = Symbol('reply');

/** An answer with a status other than 200. */
export function reply(status: number, body?: unknown): FakeReply {
  return { [REPLY]: true, status, body } as FakeReply;
}

const isReply = (value: unknown): value is FakeReply =>
  typeof value === 'object' && value !== null && REPLY in value;

export function paged<T>(data: T[], page = 1, lastPage = 1) {
  return {
    data,
    current_page: page,
    last_page: lastPage,
    total: data.length,
    per_page: 10,
    from: 1,
    to: data.length,
  };
}
