/**
 * A browser tab over real HTTP: fetch against the listening server, keeping the session
 * cookie between calls as a browser would.
 */
export interface HttpAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export class HttpTab {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  get<T = Record<string, unknown>>(path: string): Promise<HttpAnswer<T>> {
    return this.send<T>('GET', path);
  }

  post<T = Record<string, unknown>>(path: string, body?: unknown): Promise<HttpAnswer<T>> {
    return this.send<T>('POST', path, body === undefined ? undefined : JSON.stringify(body), {
      'content-type': 'application/json',
    });
  }

  postForm<T = Record<string, unknown>>(path: string, form: FormData): Promise<HttpAnswer<T>> {
    return this.send<T>('POST', path, form);
  }

  /** Signs in through the site's own login call. */
  async signIn(email: string, password: string): Promise<this> {
    const answer = await this.post('/api/login', { email, password });
    if (answer.status !== 200)
      throw new Error(`Sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return this;
  }

  private async send<T>(
    method: string,
    path: string,
    body?: BodyInit,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer<T>> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      body,
      headers: { accept: 'application/json', ...headers, ...(cookie ? { cookie } : {}) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
  }
}
