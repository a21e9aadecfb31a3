/** Who may call what: the 401/403 matrix, the admin token, and cross-site refusals. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { ALLOWED_ORIGINS: 'https://console.example.org' } });
  admin = await server.signInAsAdmin();
});
afterAll(async () => {
  await server?.close();
});

const SAMPLE_CALLS = [
  ['GET', 'awarding-bodies'],
  ['POST', 'user/get_users'],
  ['POST', 'coupon/create'],
  ['PUT', 'update_course'],
  ['POST', 'user/update-user-role'],
  ['POST', 'order/delete_order'],
  ['POST', 'uploads'],
] as const;

describe('the admin API', () => {
  it.each(SAMPLE_CALLS)('answers 401 to %s %s without a session', async (method, path) => {
    const response = await server.client().admin(method, path, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it.each(SAMPLE_CALLS)('answers 403 to %s %s from a student', async (method, path) => {
    const student = await server.signInAsStudent();
    student.token = 'a guess';
    const response = await student.admin(method, path, {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This area is for administrators only.' });
  });

  it.each(SAMPLE_CALLS)(
    'answers 403 to %s %s from an admin without the right token',
    async (method, path) => {
      const missing = await admin.request(method, `/api/admin/${path}`, { headers: { authorization: '' } });
      expect(missing.statusCode).toBe(403);
      expect(missing.json()).toEqual({ message: 'The admin token is missing or wrong.' });
      const wrong = await admin.request(method, `/api/admin/${path}`, {
        headers: { authorization: 'Bearer wrong' },
      });
      expect(wrong.statusCode).toBe(403);
    },
  );

  it('answers an admin with the token', async () => {
    const response = await admin.admin('GET', 'awarding-bodies');
    expect(response.statusCode).toBe(200);
  });

  it('does not take another session’s token', async () => {
    const other = await server.signInAsAdmin();
    const response = await admin.request('GET', '/api/admin/awarding-bodies', {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(response.statusCode).toBe(403);
  });

  it('logs each refusal, without the token', async () => {
    await server.client().admin('POST', 'coupon/list', { page: 1 });
    const entries = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'auth.refused')
      .execute();
    expect(entries.some((entry) => entry.detail?.includes('/api/admin/coupon/list'))).toBe(true);
    expect(entries.every((entry) => !entry.detail?.includes(admin.token ?? '-'))).toBe(true);
  });
});

describe('getTokenForAdmin', () => {
  it('gives an admin session its token', async () => {
    const body = (await admin.get('/api/getTokenForAdmin')).json<{ token: string }>();
    expect(body.token).toBe(admin.token);
    expect(body.token.length).toBeGreaterThanOrEqual(32);
  });

  it('gives a student and a stranger no token', async () => {
    const student = await server.signInAsStudent();
    expect((await student.get('/api/getTokenForAdmin')).json()).toEqual({ token: null });
    expect((await server.client().get('/api/getTokenForAdmin')).json()).toEqual({ token: null });
  });
});

describe('cross-site requests', () => {
  it('refuses a state change from a foreign origin', async () => {
    const response = await admin.request('POST', '/api/admin/coupon/list', {
      body: { page: 1 },
      headers: { origin: 'https://evil.example.com' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
  });

  it('refuses a state change the browser marks cross-site', async () => {
    const response = await server.client().request('POST', '/api/login', {
      body: { email: 'a@example.com', password: 'x' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets the same origin, an allowed origin and a client without Origin through', async () => {
    const same = await admin.request('POST', '/api/admin/coupon/list', {
      body: { page: 1 },
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
    });
    expect(same.statusCode).toBe(200);
    const allowed = await admin.request('POST', '/api/admin/coupon/list', {
      body: { page: 1 },
      headers: { origin: 'https://console.example.org', 'sec-fetch-site': 'cross-site' },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://console.example.org');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const curl = await admin.admin('POST', 'coupon/list', { page: 1 });
    expect(curl.statusCode).toBe(200);
  });

  it('answers a CORS preflight only for an allowed origin', async () => {
    const allowed = await server.client().request('OPTIONS', '/api/admin/coupon/list', {
      headers: { origin: 'https://console.example.org', 'access-control-request-method': 'POST' },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://console.example.org');
    const foreign = await server.client().request('OPTIONS', '/api/admin/coupon/list', {
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
