/**
 * ASVS V6 (authentication) and V16 (security logging): sign-in and registration throttled per
 * address and per account with a growing lockout, the password rules (8 to 128 characters, no
 * composition rules, not the email, not a breached favourite) wherever a password is set, every
 * sign-in and refusal in the audit log with no secret in it, and production refusing to start
 * an empty database without ADMIN_PASSWORD.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { isCommonPassword } from '../../server/auth/passwords';
import { parseConfig } from '../../server/config';
import { connectDatabase } from '../../server/db/connect';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type TestClient,
  type TestServer,
  startTestServer,
} from '../server/helpers/testServer';

let server: TestServer;
let admin: TestClient;
/** Every password and secret this file sends: none may reach the audit log. */
const secrets = new Set<string>([ADMIN_PASSWORD]);

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
  secrets.add(admin.token ?? '');
});
afterAll(async () => {
  await server?.close();
});

/** A request from a given loopback address (the throttle keys on the caller's address). */
function from(ip: string, url: string, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  for (const value of Object.values(body))
    if (typeof value === 'string' && /pass/i.test(value)) secrets.add(value);
  return server.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

/** Lets every lockout of a key run out, as time passing would. */
const expireLocks = (key: string) =>
  server.db
    .updateTable('login_attempts')
    .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
    .where('key', '=', key)
    .execute();

const retryAfter = (response: LightMyRequestResponse) => Number(response.headers['retry-after']);

describe('sign-in throttling', () => {
  it('locks one address out of an account after five failures, for the right password too', async () => {
    const student = await server.createStudent();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await from('127.0.1.1', '/api/login', {
        email: student.email,
        password: `Wrong-pass-${i}`,
      });
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await from('127.0.1.1', '/api/login', {
      email: student.email,
      password: student.password,
    });
    expect(locked.statusCode).toBe(429);
    expect(retryAfter(locked)).toBeGreaterThan(0);
    expect(retryAfter(locked)).toBeLessThanOrEqual(60);
    expect(locked.json<{ message: string }>().message).toMatch(/^Too many attempts/);
    expect(locked.cookies).toEqual([]);
  });

  it('lets the owner in from another address while a stranger keeps guessing', async () => {
    const student = await server.createStudent();
    // A stranger guesses from several addresses, more than enough to lock each of them out.
    for (const stranger of ['127.0.9.1', '127.0.9.2', '127.0.9.3'])
      for (let i = 0; i < 7; i += 1)
        await from(stranger, '/api/login', { email: student.email, password: `Stranger-guess-${i}` });
    const strangerAgain = await from('127.0.9.1', '/api/login', {
      email: student.email,
      password: 'Stranger-guess-x',
    });
    expect(strangerAgain.statusCode).toBe(429);
    // The owner, from home, with the right password: in at once, again and again.
    for (let i = 0; i < 3; i += 1) {
      const owner = await from('127.0.9.50', '/api/login', {
        email: student.email,
        password: student.password,
      });
      expect(owner.statusCode).toBe(200);
      expect(owner.cookies.length).toBeGreaterThan(0);
    }
    const row = await server.db
      .selectFrom('login_attempts')
      .select('key')
      .where('key', 'like', `%${student.email}%`)
      .execute();
    // Nothing is kept against the account alone.
    expect(row.map((r) => r.key).every((key) => / 127\.0\.9\.\d+$/.test(key))).toBe(true);
  });

  it('lets an administrator in while strangers are locked out of the admin account', async () => {
    for (let i = 0; i < 6; i += 1)
      await from('127.0.9.60', '/api/admin/login', { email: ADMIN_EMAIL, password: `Guess-pass-${i}` });
    expect(
      (await from('127.0.9.60', '/api/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }))
        .statusCode,
    ).toBe(429);
    const owner = await from('127.0.9.61', '/api/admin/login', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ ok: true });
  });

  it('counts the addresses of one IPv6 network as one caller', async () => {
    const student = await server.createStudent();
    for (let i = 0; i < 5; i += 1)
      await from(`2001:db8:1:2::${i + 1}`, '/api/login', {
        email: student.email,
        password: `Wrong-pass-${i}`,
      });
    const sameNetwork = await from('2001:db8:1:2:ffff::9', '/api/login', {
      email: student.email,
      password: student.password,
    });
    expect(sameNetwork.statusCode).toBe(429);
    const otherNetwork = await from('2001:db8:1:3::1', '/api/login', {
      email: student.email,
      password: student.password,
    });
    expect(otherNetwork.statusCode).toBe(200);
  });

  it('makes each further lockout twice as long', async () => {
    const student = await server.createStudent();
    const key = `login-account-address:${student.email} 127.0.2.1`;
    for (let i = 0; i < 4; i += 1)
      await from('127.0.2.1', '/api/login', { email: student.email, password: 'Wrong-pass-0' });
    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      await expireLocks(key);
      // One more wrong guess once the lock has run out: the lock comes back, longer.
      expect(
        (await from('127.0.2.1', '/api/login', { email: student.email, password: 'Wrong-pass-1' }))
          .statusCode,
      ).toBe(401);
      const refused = await from('127.0.2.1', '/api/login', {
        email: student.email,
        password: student.password,
      });
      expect(refused.statusCode).toBe(429);
      waits.push(retryAfter(refused));
    }
    expect(waits[0]).toBeGreaterThan(30);
    expect(waits[0]).toBeLessThanOrEqual(60);
    expect(waits[1]).toBeGreaterThan(90);
    expect(waits[1]).toBeLessThanOrEqual(120);
    expect(waits[2]).toBeGreaterThan(210);
    expect(waits[2]).toBeLessThanOrEqual(240);
  });

  it('locks an address that guesses across many accounts, but not other addresses', async () => {
    const target = await server.createStudent();
    for (let i = 0; i < 20; i += 1)
      await from('127.0.3.1', '/api/login', { email: `nobody${i}@example.com`, password: 'Spray-pass-2024' });
    const sprayer = await from('127.0.3.1', '/api/login', { email: target.email, password: target.password });
    expect(sprayer.statusCode).toBe(429);
    expect(retryAfter(sprayer)).toBeGreaterThan(0);
    const neighbour = await from('127.0.3.2', '/api/login', {
      email: target.email,
      password: target.password,
    });
    expect(neighbour.statusCode).toBe(200);
  });

  it('throttles the admin sign-in the same way', async () => {
    for (let i = 0; i < 20; i += 1)
      await from('127.0.4.1', '/api/admin/login', { email: ADMIN_EMAIL, password: 'Guess-pass-1' });
    const locked = await from('127.0.4.1', '/api/admin/login', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ ok: false });
    await server.db.deleteFrom('login_attempts').execute();
  });

  it('throttles a password change, which is a guess at the current password', async () => {
    const student = await server.signInAsStudent();
    for (let i = 0; i < 5; i += 1)
      await student.post('/api/profile/password', {
        current_password: `Wrong-current-${i}`,
        password: 'Brand-new-pass-9',
        password_confirmation: 'Brand-new-pass-9',
      });
    const locked = await student.post('/api/profile/password', {
      current_password: 'Student-test-pass-1',
      password: 'Brand-new-pass-9',
      password_confirmation: 'Brand-new-pass-9',
    });
    expect(locked.statusCode).toBe(429);
    expect(retryAfter(locked)).toBeGreaterThan(0);
  });
});

describe('registration throttling', () => {
  const register = (ip: string, email: string) =>
    from(ip, '/api/register', {
      name: 'New',
      email,
      password: 'Register-pass-77',
      password_confirmation: 'Register-pass-77',
    });

  it('throttles one address', async () => {
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 31; i += 1) last = await register('127.0.5.1', `many${i}@example.com`);
    expect(last?.statusCode).toBe(429);
    expect(retryAfter(last as LightMyRequestResponse)).toBeGreaterThan(0);
    expect((await register('127.0.5.2', 'other-address@example.com')).statusCode).toBe(201);
  });

  it('throttles one email address tried from many addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await register(`127.0.6.${i + 1}`, 'same@example.com')).statusCode);
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1, 5)).toEqual([422, 422, 422, 422]);
    expect(statuses[5]).toBe(429);
  });
});

describe('registering with an address that has an account', () => {
  const outbox = () => path.join(server.dataDir, 'outbox');
  /** The mails in the outbox to one address, as text (quoted-printable decoded). */
  async function mailsTo(email: string): Promise<string[]> {
    const names = await readdir(outbox()).catch(() => [] as string[]);
    const mails = await Promise.all(names.map((name) => readFile(path.join(outbox(), name), 'utf8')));
    return mails
      .filter((mail) => mail.includes(`To: ${email}`))
      .map((mail) =>
        mail
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      );
  }

  it('mails the owner with a link to sign in and one to reset the password', async () => {
    const owner = await server.createStudent('Rosa Owner');
    const attempt = await from('127.0.10.1', '/api/register', {
      name: 'Someone',
      email: owner.email.toUpperCase(),
      password: 'Register-pass-77',
      password_confirmation: 'Register-pass-77',
    });
    expect(attempt.statusCode).toBe(422);
    const [mail, ...more] = await mailsTo(owner.email);
    expect(more).toEqual([]);
    expect(mail).toContain('Subject: Someone tried to register with your email address');
    expect(mail).toContain('Hello Rosa Owner,');
    expect(mail).toContain(`${server.config.publicUrl}/login`);
    expect(mail).toContain(`${server.config.publicUrl}/forgot-password`);
    expect(mail).not.toContain('Register-pass-77');
  });

  it('mails a new address only its verification link, and signs it in at once', async () => {
    const email = 'brand-new-reader@example.com';
    const created = await from('127.0.10.2', '/api/register', {
      name: 'New Reader',
      email,
      password: 'Register-pass-77',
      password_confirmation: 'Register-pass-77',
    });
    expect(created.statusCode).toBe(201);
    expect(created.cookies.length).toBeGreaterThan(0);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Confirm your email address');
  });

  it('stops trying, and mailing, once the address has been tried too often', async () => {
    const owner = await server.createStudent();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1)
      statuses.push(
        (
          await from(`127.0.11.${i + 1}`, '/api/register', {
            name: 'Harvester',
            email: owner.email,
            password: 'Register-pass-77',
            password_confirmation: 'Register-pass-77',
          })
        ).statusCode,
      );
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429, 429]);
    expect(await mailsTo(owner.email)).toHaveLength(5);
  });
});

describe('password rules', () => {
  it('uses a list of at least 3,000 breached passwords that meet the length rule', () => {
    // From the top, the middle and the tail of the ranked list, and our own additions.
    for (const word of [
      'password',
      '12345678',
      'sunshine',
      'corvette',
      'steelers',
      'q1w2e3r4t5',
      'mindwell123',
    ])
      expect(isCommonPassword(word), word).toBe(true);
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('Quiet-lantern-harbour')).toBe(false);
  });

  const attempts: [string, number, string][] = [
    ['seven characters', 422, 'a'.repeat(7)],
    ['eight characters', 201, 'tulip-42'],
    ['128 characters', 201, 'x'.repeat(120) + 'tulip-42'],
    ['129 characters', 422, 'x'.repeat(121) + 'tulip-42'],
    ['no digits, capitals or symbols', 201, 'quiet lantern harbour'],
    ['unicode', 201, 'ĉu vi parolas 日本語?'],
    ['a breached favourite', 422, 'sunshine'],
    ['a breached favourite in capitals', 422, 'Password123'],
  ];

  it.each(attempts)('registration answers a password of %s with %i', async (_what, status, password) => {
    const email = `rules-${Math.random().toString(36).slice(2)}@example.com`;
    const response = await from('127.0.7.1', '/api/register', {
      name: 'Rules',
      email,
      password,
      password_confirmation: password,
    });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 422) expect(response.json()).toMatchObject({ errors: { password: [expect.any(String)] } });
    await server.db.deleteFrom('login_attempts').execute();
  });

  it('refuses the email address, or its name part, as the password', async () => {
    for (const password of ['quiet.owl@example.com', 'QUIET.OWL']) {
      const response = await from('127.0.7.2', '/api/register', {
        name: 'Owl',
        email: 'quiet.owl@example.com',
        password,
        password_confirmation: password,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        errors: { password: ['The password must not be your email address.'] },
      });
    }
  });

  it('holds passwords an admin sets for a user or an instructor to the same rules', async () => {
    const user = await admin.admin('POST', 'user/create-user', {
      user_data: { name: 'U', email: 'weak-user@example.com', password: 'iloveyou', role_id: 1 },
    });
    expect(user.statusCode).toBe(422);
    expect(user.json()).toMatchObject({ errors: { password: [expect.stringMatching(/too common/)] } });
    const sameAsEmail = await admin.admin('POST', 'user/create-user', {
      user_data: { name: 'U', email: 'weak-user@example.com', password: 'weak-user@example.com', role_id: 1 },
    });
    expect(sameAsEmail.statusCode).toBe(422);
    const instructor = await admin.admin('POST', 'instructor/create', {
      name: 'I',
      email: 'weak-instructor@example.com',
      password: 'football',
      password_confirmation: 'football',
    });
    expect(instructor.statusCode).toBe(422);
    const fine = await admin.admin('POST', 'user/create-user', {
      user_data: { name: 'U', email: 'fine-user@example.com', password: 'Harbour lantern 7', role_id: 1 },
    });
    expect(fine.statusCode).toBe(201);
    secrets.add('Harbour lantern 7');
  });

  it('holds a changed password to the same rules', async () => {
    const student = await server.signInAsStudent();
    const response = await student.post('/api/profile/password', {
      current_password: 'Student-test-pass-1',
      password: 'baseball',
      password_confirmation: 'baseball',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { password: [expect.stringMatching(/too common/)] } });
  });
});

describe('the audit log', () => {
  it('records each successful and failed sign-in and each refusal, with who, where and why', async () => {
    const student = await server.createStudent();
    await from('127.0.8.1', '/api/login', { email: student.email, password: 'Audit-wrong-pass' });
    await from('127.0.8.1', '/api/login', { email: student.email, password: student.password });
    await from('127.0.8.1', '/api/admin/login', { email: student.email, password: student.password });
    await server.app.inject({ method: 'GET', url: '/api/admin/awarding-bodies', remoteAddress: '127.0.8.1' });
    const rows = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('ip', '=', '127.0.8.1')
      .orderBy('id')
      .execute();
    // The admin sign-in of a student is a refusal, not a sign-in.
    expect(rows.map((row) => [row.action, row.user_id])).toEqual([
      ['login.failure', student.id],
      ['login.success', student.id],
      ['auth.refused', student.id],
      ['auth.refused', null],
    ]);
    for (const row of rows) expect(Date.parse(row.at)).not.toBeNaN();
  });

  it('holds no password, token or session id', async () => {
    const rows = await server.db.selectFrom('audit_log').selectAll().execute();
    expect(rows.length).toBeGreaterThan(50);
    const sessionIds = (await server.db.selectFrom('sessions').select('id').execute()).map((s) => s.id);
    const forbidden = [...secrets, ...sessionIds, ...admin.cookies.values()].filter((s) => s.length >= 8);
    expect(forbidden.length).toBeGreaterThan(10);
    for (const row of rows) {
      const text = JSON.stringify(row);
      for (const secret of forbidden) expect(text, `${row.action} holds a secret`).not.toContain(secret);
      expect(text).not.toMatch(/password_hash|\$argon2/);
    }
  });
});

describe('starting in production', () => {
  async function start(env: Record<string, string>) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'mindwell-prod-'));
    const config = parseConfig({
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      ...env,
    });
    const handle = await connectDatabase(config.database);
    try {
      const app = await buildApp({
        config,
        db: handle,
        distDir: path.join(dataDir, 'none'),
        onAdminCreated: () => {},
      });
      await app.close();
      return 'started';
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    } finally {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }

  // On a SQLite file of its own in either test project: start-up is the same for both databases.
  it('refuses an empty database without ADMIN_PASSWORD, or with a common one', async () => {
    expect(await start({})).toMatch(/ADMIN_PASSWORD must be set/);
    expect(await start({ ADMIN_PASSWORD: 'password123' })).toMatch(/too common/);
    expect(await start({ ADMIN_PASSWORD: 'A-long-and-unusual-one' })).toBe('started');
  });
});
