/**
 * What a browser does for `credentials: 'include'` and Node's fetch does not: keep the cookies a
 * server sets and send them back. Enough for one origin in a test; expiry by Max-Age=0 or a
 * past Expires removes a cookie, as a logout does. Answers the fetch to hand the HTTP client and
 * the jar it fills.
 */
export function keepCookies(transport: typeof fetch = fetch): {
  fetch: typeof fetch;
  jar: Map<string, string>;
} {
  const jar = new Map<string, string>();
  const keep = (lines: string[]) => {
    for (const line of lines) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      const expired = attributes.some((attribute) => {
        const [key, ...rest] = attribute.split('=');
        const setting = rest.join('=');
        if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(setting) <= Date.now();
        return false;
      });
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  };
  const withCookies: typeof fetch = async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await transport(input, { ...init, headers });
    keep(response.headers.getSetCookie());
    return response;
  };
  return { fetch: withCookies, jar };
}
