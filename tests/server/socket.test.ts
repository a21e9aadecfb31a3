/** The server over a real listening socket, as a browser or curl reaches it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './helpers/testServer';

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  base = await server.listen();
});
afterAll(async () => {
  await server?.close();
});

describe('over HTTP', () => {
  it('signs an admin in and answers an admin list', async () => {
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    expect(await login.json()).toEqual({ ok: true });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const { token } = (await (
      await fetch(`${base}/api/getTokenForAdmin`, { headers: { cookie } })
    ).json()) as {
      token: string;
    };
    const list = await fetch(`${base}/api/admin/social-profiles`, {
      headers: { cookie, authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    expect(list.status).toBe(200);
    const body = (await list.json()) as { data: unknown[]; total: number };
    expect(body.total).toBeGreaterThan(0);
    expect(body.data.length).toBe(Math.min(body.total, 10));
  });

  it('refuses a cross-site sign-in before reading it', async () => {
    const response = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example.com' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    expect(response.status).toBe(403);
  });
});
