/** A call as it left the HTTP client: its method, its path (no query), its query and its JSON body. */
export interface SentCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** `transport`, telling `watch` of every call before it goes. */
export function watchCalls(transport: typeof fetch, watch: (call: SentCall) => void): typeof fetch {
  return (input, init = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    let body: unknown;
    if (typeof init.body === 'string') body = JSON.parse(init.body);
    watch({
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body,
    });
    return transport(input, init);
  };
}
