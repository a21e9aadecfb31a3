import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ClientModule from '../../student/api/client';

type Client = typeof ClientModule;

/** The client as a build with these variables would have it. */
async function clientWith(env: Record<string, string>): Promise<Client> {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('../../student/api/client');
}

function answering(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? '' : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('the student API client', () => {
  it('sends JSON with the session cookie to the API host', async () => {
    const { request } = await clientWith({ VITE_API_BASE: 'https://api.example.org' });
    const fetch = answering(200, { ok: true });
    await expect(request('/api/add_note', { body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('https://api.example.org/api/add_note');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('asks the blog host for post comments, and the page’s own origin by default', async () => {
    const { request } = await clientWith({ VITE_BLOG_API_BASE: 'https://blog.example.org/' });
    const fetch = answering(200, { data: [] });
    await request('/post_comments/4', { host: 'blog' });
    await request('/api/home', { query: { page: 2, q: undefined } });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'https://blog.example.org/post_comments/4',
      '/api/home?page=2',
    ]);
  });

  it("carries the server's message and field errors in the error it throws", async () => {
    const { request, ApiError } = await clientWith({});
    answering(422, { message: 'The email has already been taken.', errors: { email: ['Taken.'] } });
    const failure = await request('/api/register', { body: {} }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 422,
      message: 'The email has already been taken.',
      errors: { email: ['Taken.'] },
    });
  });

  it('names the status when the server gives no message', async () => {
    const { request } = await clientWith({});
    answering(502, undefined);
    await expect(request('/api/home')).rejects.toMatchObject({
      status: 502,
      message: 'Request failed (502)',
    });
  });

  it('turns a network failure into an error with status 0 and the network’s text', async () => {
    const { request } = await clientWith({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(request('/api/home')).rejects.toMatchObject({ status: 0, message: 'Failed to fetch' });
  });
});
