/** Signing in and out, sessions and their expiry, registration, and the throttle. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type TestClient,
  type TestServer,
  startTestServer,
} from '../helpers/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const sessionCookie = (tab: TestClient) => tab.cookies.get('mw_session');

describe('admin sign-in', () => {
  it('answers ok with an httpOnly, SameSite=Lax session cookie', async () => {
    const tab = server.client();
    const response = await tab.post('/api/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(response.json()).toEqual({ ok: true });
    const cookie = response.cookies.find((c) => c.name === 'mw_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(32);
  });

  it('stores only a hash of the session id', async () => {
    const tab = await server.signInAsAdmin();
    const rows = await server.db.selectFrom('sessions').select('id').execute();
    expect(rows.map((r) => r.id)).not.toContain(sessionCookie(tab));
  });

  it('refuses a wrong password with 401 and no session', async () => {
    const tab = server.client();
    const response = await tab.post('/api/admin/login', { email: ADMIN_EMAIL, password: 'not-the-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ ok: false, message: 'These credentials do not match our records.' });
    expect(tab.cookies.size).toBe(0);
  });

  it('refuses a student with 403', async () => {
    const student = await server.createStudent();
    const response = await server
      .client()
      .post('/api/admin/login', { email: student.email, password: student.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ ok: false, message: 'This account is not an administrator.' });
  });

  it('asks for both fields', async () => {
    const response = await server.client().post('/api/admin/login', { email: '', password: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    });
  });

  it('logs successes and failures without the password', async () => {
    await server.client().post('/api/admin/login', { email: ADMIN_EMAIL, password: 'Wrong-password-9' });
    const rows = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'in', ['login.success', 'login.failure'])
      .execute();
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['login.success', 'login.failure']));
    for (const row of rows) expect(`${row.detail}`).not.toMatch(/Wrong-password-9|Admin-test-pass-1/);
  });
});

describe('sessions', () => {
  it('answers /api/user for a signed-in user and 401 otherwise', async () => {
    const student = await server.signInAsStudent();
    const body = (await student.get('/api/user')).json<{ user: Record<string, unknown> }>();
    expect(Object.keys(body.user).sort()).toEqual(['email', 'id', 'name', 'profile_picture', 'role_id']);
    expect(body.user).toMatchObject({ id: student.userId, role_id: 1 });
    expect((await server.client().get('/api/user')).statusCode).toBe(401);
  });

  it('ends the session on the server at logout', async () => {
    const tab = await server.signInAsAdmin();
    const stolen = server.client();
    stolen.cookies.set('mw_session', sessionCookie(tab) ?? '');
    expect((await tab.post('/api/logout')).json()).toEqual({ ok: true });
    expect(tab.cookies.size).toBe(0);
    expect((await stolen.get('/api/user')).statusCode).toBe(401);
  });

  it('issues a new session id at every sign-in and retires the old one', async () => {
    const tab = await server.signInAsAdmin();
    const before = server.client();
    before.cookies.set('mw_session', sessionCookie(tab) ?? '');
    await tab.post('/api/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(sessionCookie(tab)).not.toBe(before.cookies.get('mw_session'));
    expect((await tab.get('/api/user')).statusCode).toBe(200);
    expect((await before.get('/api/user')).statusCode).toBe(401);
  });

  it('ends a session left idle too long', async () => {
    const student = await server.signInAsStudent();
    const idle = new Date(Date.now() - (server.config.sessionIdleMinutes + 1) * 60_000).toISOString();
    await server.db
      .updateTable('sessions')
      .set({ last_seen_at: idle })
      .where('user_id', '=', student.userId)
      .execute();
    expect((await student.get('/api/user')).statusCode).toBe(401);
  });

  it('ends a session older than its absolute limit, however busy', async () => {
    const student = await server.signInAsStudent();
    const old = new Date(Date.now() - (server.config.sessionMaxDays + 1) * 86_400_000).toISOString();
    await server.db
      .updateTable('sessions')
      .set({ created_at: old })
      .where('user_id', '=', student.userId)
      .execute();
    expect((await student.get('/api/user')).statusCode).toBe(401);
  });

  it('signs any role in on the site with /api/login', async () => {
    const student = await server.createStudent('Sam');
    const tab = server.client();
    const response = await tab.post('/api/login', {
      email: student.email.toUpperCase(),
      password: student.password,
    });
    expect(response.json()).toMatchObject({ user: { id: student.id, name: 'Sam', role_id: 1 } });
    const wrong = await server
      .client()
      .post('/api/login', { email: student.email, password: 'nope-nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'These credentials do not match our records.' });
  });
});

describe('registration', () => {
  const register = (body: Record<string, unknown>) => server.client().post('/api/register', body);
  const valid = (email: string) => ({
    name: 'New Learner',
    email,
    password: 'A-sound-passphrase',
    password_confirmation: 'A-sound-passphrase',
  });

  it('creates a student and signs them in', async () => {
    const tab = server.client();
    const response = await tab.post('/api/register', valid('learner@example.com'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      user: { name: 'New Learner', email: 'learner@example.com', role_id: 1 },
    });
    expect((await tab.get('/api/user')).statusCode).toBe(200);
  });

  it('will not make an admin, whatever the body says', async () => {
    const response = await register({ ...valid('sneaky@example.com'), role_id: 2 });
    expect(response.json()).toMatchObject({ user: { role_id: 1 } });
  });

  it.each([
    ['short', 'Short-1', 'The password must be at least 8 characters.'],
    ['too long', 'x'.repeat(129), 'The password may not be greater than 128 characters.'],
    ['common', 'password123', 'This password is too common; choose a less guessable one.'],
    ['the email', 'same@example.com', 'The password must not be your email address.'],
  ])('refuses a %s password', async (_, password, message) => {
    const response = await register({
      ...valid('same@example.com'),
      password,
      password_confirmation: password,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { password: [message] } });
  });

  it('refuses a taken email, a bad email and a mismatched confirmation', async () => {
    const taken = await register(valid(ADMIN_EMAIL.toUpperCase()));
    expect(taken.json()).toMatchObject({ errors: { email: ['The email has already been taken.'] } });
    const bad = await register(valid('not-an-email'));
    expect(bad.json()).toMatchObject({ errors: { email: ['The email must be a valid email address.'] } });
    const mismatch = await register({
      ...valid('mismatch@example.com'),
      password_confirmation: 'Another-passphrase',
    });
    expect(mismatch.json()).toMatchObject({
      errors: { password_confirmation: ['The password confirmation does not match.'] },
    });
  });
});

describe('throttling', () => {
  it('locks an account out from one address after five wrong passwords, even for the right one', async () => {
    const student = await server.createStudent();
    for (let i = 0; i < 5; i += 1) {
      const miss = await server
        .client()
        .post('/api/login', { email: student.email, password: `Wrong-guess-${i}` });
      expect(miss.statusCode).toBe(401);
    }
    const locked = await server
      .client()
      .post('/api/login', { email: student.email, password: student.password });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json<{ message: string }>().message).toMatch(
      /^Too many attempts\. Try again in \d+ minutes?\.$/,
    );
  });

  it('locks longer after each further failure', async () => {
    const student = await server.createStudent();
    const key = `login-account-address:${student.email} 127.0.0.1`;
    for (let i = 0; i < 5; i += 1)
      await server.client().post('/api/login', { email: student.email, password: `Wrong-guess-${i}` });
    const first = await server.db
      .selectFrom('login_attempts')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    // The lock lapses; one more wrong guess locks the account again, for longer.
    await server.db
      .updateTable('login_attempts')
      .set({ locked_until: null })
      .where('key', '=', key)
      .execute();
    await server.client().post('/api/login', { email: student.email, password: 'Wrong-guess-again' });
    const second = await server.db
      .selectFrom('login_attempts')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    const length = (row: typeof first) =>
      Date.parse(row.locked_until ?? '') - Date.parse(row.last_failure_at);
    expect(length(second)).toBeGreaterThan(length(first));
  });

  it('throttles registrations from one address', async () => {
    const other = await startTestServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 35; i += 1)
        statuses.push(
          (await other.client().post('/api/register', { name: 'x', email: `r${i}@example.com` })).statusCode,
        );
      expect(statuses.slice(0, 30).every((status) => status === 422)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('secure cookies', () => {
  it('uses a Secure __Host- cookie when COOKIE_SECURE is on', async () => {
    const secure = await startTestServer({ env: { COOKIE_SECURE: '1' } });
    try {
      const response = await secure
        .client()
        .post('/api/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      const cookie = response.cookies.find((c) => c.name === '__Host-mw_session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/' });
      expect(response.cookies.find((c) => c.name === 'mw_session')).toBeUndefined();
    } finally {
      await secure.close();
    }
  });

  it('uses one behind a trusted proxy that says the visitor came over https', async () => {
    const proxied = await startTestServer({ env: { TRUST_PROXY: '1' } });
    try {
      const response = await proxied.client().request('POST', '/api/admin/login', {
        body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.cookies.find((c) => c.name === '__Host-mw_session')).toMatchObject({ secure: true });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await proxied.close();
    }
  });
});
