import type { AxiosInstance } from 'axios';

/**
 * What a browser does for `withCredentials` and Node's axios does not: keep the cookies a
 * server sets and send them back. Enough for one origin in a test; expiry by Max-Age=0 or a
 * past Expires removes a cookie, as a logout does.
 */
export function keepCookies(instance: AxiosInstance): Map<string, string> {
  const jar = new Map<string, string>();
  instance.interceptors.request.use((config) => {
    if (jar.size)
      config.headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    return config;
  });
  const keep = (setCookie: unknown) => {
    const lines = Array.isArray(setCookie) ? setCookie : typeof setCookie === 'string' ? [setCookie] : [];
    for (const line of lines as string[]) {
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
  instance.interceptors.response.use(
    (response) => {
      keep(response.headers['set-cookie']);
      return response;
    },
    (error: { response?: { headers: Record<string, unknown> } }) => {
      keep(error.response?.headers['set-cookie']);
      return Promise.reject(error);
    },
  );
  return jar;
}
