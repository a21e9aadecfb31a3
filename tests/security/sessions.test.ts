/**
 * ASVS V7 (sessions) and the cross-site half of V3: the cookie's flags, a new id at every
 * sign-in, logout ending the session on the server, idle and absolute expiry (by ageing rows,
 * never by waiting), sessions ending when a user is disabled or changes role, requests from
 * other sites refused, and GET never changing anything (except logout).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicEndpoints, studentEndpoints } from '../../src/contract/endpoints';
import { makeRecord } from '../server/helpers/records';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type TestClient,
  type TestServer,
  startTestServer,
} from '../server/helpers/testServer';
import { adminCalls, send } from './support/adminCalls';
import { snapshot } from './support/snapshot';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
});
afterAll(async () => {
  await server?.close();
});

const COOKIE = 'mw_session';
const cookieOf = (tab: TestClient) => tab.cookies.get(COOKIE) ?? tab.cookies.get(`__Host-${COOKIE}`) ?? '';

/** A second tab holding a copy of `tab`'s cookie: what a thief of the cookie would have. */
function copyOf(tab: TestClient): TestClient {
  const copy = server.client();
  for (const [name, value] of tab.cookies) copy.cookies.set(name, value);
  copy.token = tab.token;
  return copy;
}

const sessionsOf = async (userId: number) =>
  (await server.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;

describe('the session cookie', () => {
  it('is httpOnly, SameSite=Lax, host-only for path / and not Secure over plain http', async () => {
    const response = await server
      .client()
      .post('/api/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({ name: COOKIE, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.domain).toBeUndefined();
    // 256 random bits, base64url.
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ['COOKIE_SECURE is on', { COOKIE_SECURE: '1' }, {}],
    ['a trusted proxy says https', { TRUST_PROXY: 'true' }, { 'x-forwarded-proto': 'https' }],
  ])('is Secure with the __Host- prefix when %s', async (_when, env, headers) => {
    const secure = await startTestServer({ env });
    try {
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      });
      expect(response.statusCode).toBe(200);
      const [cookie] = response.cookies;
      expect(cookie).toMatchObject({
        name: `__Host-${COOKIE}`,
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
      });
      expect(cookie.domain).toBeUndefined();
    } finally {
      await secure.close();
    }
  });

  it('is not Secure behind a trusted proxy that says plain http', async () => {
    const proxied = await startTestServer({ env: { TRUST_PROXY: 'true' } });
    try {
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'http' },
        payload: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      });
      expect(response.cookies[0]).toMatchObject({ name: COOKIE });
      expect(response.cookies[0].secure).toBeFalsy();
    } finally {
      await proxied.close();
    }
  });
});

describe('signing in and out', () => {
  it.each([
    ['/api/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }],
    ['/api/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }],
  ])('%s issues a new session id and retires the one the browser held', async (url, body) => {
    const tab = await server.signInAsAdmin();
    const before = copyOf(tab);
    expect((await tab.post(url, body)).statusCode).toBe(200);
    expect(cookieOf(tab)).not.toBe(cookieOf(before));
    expect((await tab.get('/api/user')).statusCode).toBe(200);
    expect((await before.get('/api/user')).statusCode).toBe(401);
  });

  it('ignores a session id the visitor made up (no fixation)', async () => {
    const tab = server.client();
    tab.cookies.set(COOKIE, 'attacker-chosen-session-id-0000000000000000');
    expect((await tab.get('/api/user')).statusCode).toBe(401);
    await tab.post('/api/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(cookieOf(tab)).not.toBe('attacker-chosen-session-id-0000000000000000');
  });

  it('logout ends the session on the server: the old cookie and token stop working', async () => {
    const tab = await server.signInAsAdmin();
    const stolen = copyOf(tab);
    expect((await stolen.admin('GET', 'awarding-bodies')).statusCode).toBe(200);
    const out = await tab.post('/api/logout');
    expect(out.json()).toEqual({ ok: true });
    expect(out.cookies.find((c) => c.name === COOKIE)?.value).toBe('');
    expect((await stolen.get('/api/user')).statusCode).toBe(401);
    expect((await stolen.admin('GET', 'awarding-bodies')).statusCode).toBe(401);
  });
});

describe('session expiry', () => {
  it('defaults to two hours idle and seven days in all', () => {
    expect(server.config.sessionIdleMinutes).toBe(120);
    expect(server.config.sessionMaxDays).toBe(7);
  });

  const age = async (userId: number, column: 'last_seen_at' | 'created_at', ms: number) =>
    server.db
      .updateTable('sessions')
      .set({ [column]: new Date(Date.now() - ms).toISOString() })
      .where('user_id', '=', userId)
      .execute();

  // Each session is aged before its first use: a session verified a moment ago may be answered
  // from memory for up to a second (server/auth/sessions.ts), and no test waits.
  it('keeps a session used within two hours and ends one left idle longer', async () => {
    const recent = await server.signInAsStudent();
    await age(recent.userId, 'last_seen_at', 119 * 60_000);
    expect((await recent.get('/api/user')).statusCode).toBe(200);
    const idle = await server.signInAsStudent();
    await age(idle.userId, 'last_seen_at', 121 * 60_000);
    expect((await idle.get('/api/user')).statusCode).toBe(401);
    expect(await sessionsOf(idle.userId)).toBe(0);
  });

  it('ends a session older than seven days however busy it is', async () => {
    const young = await server.signInAsStudent();
    await age(young.userId, 'created_at', 6.9 * 86_400_000);
    expect((await young.get('/api/user')).statusCode).toBe(200);
    const old = await server.signInAsStudent();
    await age(old.userId, 'created_at', 7 * 86_400_000 + 60_000);
    expect((await old.get('/api/user')).statusCode).toBe(401);
    expect(await sessionsOf(old.userId)).toBe(0);
  });

  it('applies both limits to admin calls as well', async () => {
    for (const column of ['last_seen_at', 'created_at'] as const) {
      const tab = server.client();
      await tab.post('/api/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      const row = await server.db
        .selectFrom('sessions')
        .select(['id', 'admin_token'])
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      tab.token = row.admin_token;
      const ago = column === 'last_seen_at' ? 121 * 60_000 : 7 * 86_400_000 + 60_000;
      await server.db
        .updateTable('sessions')
        .set({ [column]: new Date(Date.now() - ago).toISOString() })
        .where('id', '=', row.id)
        .execute();
      expect((await tab.admin('GET', 'awarding-bodies')).statusCode).toBe(401);
    }
  });
});

describe('sessions and changes to the account', () => {
  it('ends every session of a user an admin disables, and refuses their sign-in', async () => {
    const student = await server.createStudent();
    const tabs = [server.client(), server.client()];
    for (const tab of tabs)
      await tab.post('/api/login', { email: student.email, password: student.password });
    expect(await sessionsOf(student.id)).toBe(2);

    const disable = await admin.admin('POST', 'user/update-user', {
      updateData: { id: student.id, disabled: 1 },
    });
    expect(disable.statusCode, disable.body).toBe(200);
    expect(disable.json()).toMatchObject({ data: { id: student.id, disabled: 1 } });
    expect(await sessionsOf(student.id)).toBe(0);
    for (const tab of tabs) expect((await tab.get('/api/user')).statusCode).toBe(401);

    const again = await server
      .client()
      .post('/api/login', { email: student.email, password: student.password });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ message: 'This account has been disabled.' });
    const wrong = await server
      .client()
      .post('/api/login', { email: student.email, password: 'Not-the-password-1' });
    expect(wrong.statusCode).toBe(401);

    await admin.admin('POST', 'user/update-user', { updateData: { id: student.id, disabled: 0 } });
    const back = await server
      .client()
      .post('/api/login', { email: student.email, password: student.password });
    expect(back.statusCode).toBe(200);
  });

  it('does not let an admin disable their own account', async () => {
    const me = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    const response = await admin.admin('POST', 'user/update-user', {
      updateData: { id: me.id, disabled: 1 },
    });
    expect(response.statusCode).toBe(409);
    expect((await admin.get('/api/user')).statusCode).toBe(200);
  });

  it('ends every session of a user whose role changes, by the action or by an edit', async () => {
    for (const change of ['action', 'edit'] as const) {
      const student = await server.signInAsStudent();
      const response =
        change === 'action'
          ? await admin.admin('POST', 'user/update-user-role', { user_id: student.userId, role_id: 2 })
          : await admin.admin('POST', 'user/update-user', { updateData: { id: student.userId, role_id: 2 } });
      expect(response.statusCode, response.body).toBe(200);
      expect(await sessionsOf(student.userId)).toBe(0);
      expect((await student.get('/api/user')).statusCode).toBe(401);
    }
  });
});

describe('requests from another site', () => {
  const foreign: Record<string, string>[] = [
    { origin: 'https://evil.example.com' },
    { origin: 'null' },
    { 'sec-fetch-site': 'cross-site' },
  ];

  it.each(foreign)('refuses state changes sent with %o, changing nothing', async (headers) => {
    const student = await server.signInAsStudent();
    const before = await snapshot(server.db);
    const calls = [
      admin.request('POST', '/api/admin/tips/create-tip', {
        body: { title: 'Forged', description: 'Forged tip' },
        headers,
      }),
      student.request('POST', publicEndpoints.addNote.path, {
        body: { topic_data: { description: 'Forged' } },
        headers,
      }),
      student.request('POST', studentEndpoints.updateProfile.path, { body: { name: 'Forged' }, headers }),
      server
        .client()
        .request('POST', '/api/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, headers }),
      server.client().request('POST', '/api/register', {
        body: {
          name: 'F',
          email: 'forged@example.com',
          password: 'Forged-pass-123',
          password_confirmation: 'Forged-pass-123',
        },
        headers,
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
      expect(response.cookies).toEqual([]);
    }
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('lets the same origin through', async () => {
    const response = await admin.request('POST', '/api/admin/tips/create-tip', {
      body: { title: 'Same site', description: 'From the console' },
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('GET requests', () => {
  const studentGets = [
    '/api/user',
    '/api/getTokenForAdmin',
    '/api/home',
    '/api/blogs',
    '/api/courses',
    '/api/faqs',
    studentEndpoints.topics.path,
    studentEndpoints.myCourses.path,
    studentEndpoints.myOrders.path,
    publicEndpoints.getNotes.path,
  ];

  it('change no data, whoever sends them', async () => {
    await makeRecord(server.db, 'blogs');
    const student = await server.signInAsStudent();
    const before = await snapshot(server.db);
    const gets = adminCalls.filter((call) => call.method === 'GET');
    expect(gets.length).toBeGreaterThan(5);
    for (const call of gets)
      expect((await send(admin, call, await call.prepare(server.db))).statusCode).toBe(200);
    for (const url of studentGets) {
      expect((await student.get(url)).statusCode, url).toBe(200);
      expect((await server.client().get(url)).statusCode, url).toBeLessThan(500);
    }
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('never reach a write: a GET to a create, update or delete path is a 404', async () => {
    const before = await snapshot(server.db);
    for (const call of adminCalls.filter((c) => c.method !== 'GET' && c.kind !== 'list')) {
      const response = await admin.request('GET', `/api/admin/${call.path}`, {
        query: { id: '1', title: 'x' },
      });
      expect(response.statusCode, call.path).toBe(404);
    }
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('end a session only at /api/logout', async () => {
    const student = await server.signInAsStudent();
    expect(await sessionsOf(student.userId)).toBe(1);
    await student.request('GET', '/api/logout', { headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(await sessionsOf(student.userId)).toBe(0);
  });
});
