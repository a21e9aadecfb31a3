import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailsTo, readOutbox, tokenIn, waitForMail } from '../../fixtures/outbox';
import { type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: 'https://academy.example.com' } });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.db.deleteFrom('login_attempts').execute();
});

const RESET_SUBJECT = 'Reset your MindWell Academy password';
const NEW_PASSWORD = 'lantern-by-the-river-42';

async function requestReset(email: string) {
  const before = await readOutbox(server.dataDir);
  const answer = await server.client().post('/api/password/forgot', { email });
  expect(answer.statusCode).toBe(200);
  return { answer, mail: await waitForMail(server.dataDir, email, RESET_SUBJECT, { after: before }) };
}

const resetWith = (token: string, password = NEW_PASSWORD) =>
  server.client().post('/api/password/reset', { token, password, password_confirmation: password });

const signIn = (email: string, password: string) => server.client().post('/api/login', { email, password });

describe('asking for a reset link', () => {
  it('mails a link to the reset page of the public address, and answers as for an unknown address', async () => {
    const student = await server.createStudent();
    const { answer, mail } = await requestReset(student.email);
    const link = new URL(/https:\S+/.exec(mail.text)?.[0] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('https://academy.example.com/reset-password');
    expect(tokenIn(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain('within 30 minutes');

    const unknown = await server.client().post('/api/password/forgot', { email: 'nobody-here@example.com' });
    expect(unknown.statusCode).toBe(answer.statusCode);
    expect(unknown.json()).toEqual(answer.json());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(server.dataDir, 'nobody-here@example.com')).toEqual([]);
  });

  it('stores only a hash of the token, never the token itself', async () => {
    const student = await server.createStudent();
    const { mail } = await requestReset(student.email);
    const rows = await server.db
      .selectFrom('account_tokens')
      .selectAll()
      .where('user_id', '=', student.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toContain(tokenIn(mail));
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a missing or malformed address with 422 on the email field', async () => {
    const answer = await server.client().post('/api/password/forgot', { email: 'not an address' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.email[0]).toMatch(/valid email/);
  });

  it('throttles requests for one address with 429, whether or not it has an account', async () => {
    for (const email of [(await server.createStudent()).email, 'ghost@example.com']) {
      for (let i = 0; i < 3; i += 1)
        expect((await server.client().post('/api/password/forgot', { email })).statusCode).toBe(200);
      const refused = await server.client().post('/api/password/forgot', { email });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many reset requests\. Try again in \d+ minutes?\.$/);
      expect(refused.headers['retry-after']).toBeDefined();
    }
  });

  it('throttles requests from one network address across many addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push(
        (await server.client().post('/api/password/forgot', { email: `spray${i}@example.com` })).statusCode,
      );
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('following the link', () => {
  it('sets the new password, which then signs in while the old one no longer does', async () => {
    const student = await server.createStudent();
    const { mail } = await requestReset(student.email);
    expect(
      (await server.client().post('/api/password/reset/check', { token: tokenIn(mail) })).statusCode,
    ).toBe(200);
    const answer = await resetWith(tokenIn(mail));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toMatch(/Log in with your new password/);
    expect((await signIn(student.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(student.email, student.password)).statusCode).toBe(401);
  });

  it('ends every session of the account, in every browser', async () => {
    const student = await server.createStudent();
    const phone = server.client();
    const laptop = server.client();
    for (const tab of [phone, laptop])
      expect(
        (await tab.post('/api/login', { email: student.email, password: student.password })).statusCode,
      ).toBe(200);
    const { mail } = await requestReset(student.email);
    expect((await resetWith(tokenIn(mail))).statusCode).toBe(200);
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    const left = await server.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', student.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('works once: a second use is told the link was used, and the password stays', async () => {
    const student = await server.createStudent();
    const { mail } = await requestReset(student.email);
    expect((await resetWith(tokenIn(mail))).statusCode).toBe(200);
    const again = await resetWith(tokenIn(mail), 'another-fine-password-7');
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('This link has already been used. Ask for a new one.');
    expect((await signIn(student.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('retires the other links of the account once one has been used', async () => {
    const student = await server.createStudent();
    const first = (await requestReset(student.email)).mail;
    const second = (await requestReset(student.email)).mail;
    expect((await resetWith(tokenIn(second))).statusCode).toBe(200);
    expect((await resetWith(tokenIn(first))).statusCode).toBe(410);
  });

  it('expires after 30 minutes', async () => {
    const student = await server.createStudent();
    const { mail } = await requestReset(student.email);
    const row = await server.db
      .selectFrom('account_tokens')
      .select(['created_at', 'expires_at'])
      .where('user_id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(30 * 60_000);
    // Thirty minutes and a second later, as the clock would have it.
    await server.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', student.id)
      .execute();
    const check = await server.client().post('/api/password/reset/check', { token: tokenIn(mail) });
    expect(check.statusCode).toBe(410);
    expect(check.json().message).toBe('This link has expired. Ask for a new one.');
    expect((await resetWith(tokenIn(mail))).statusCode).toBe(410);
    expect((await signIn(student.email, student.password)).statusCode).toBe(200);
  });

  it('refuses an unknown token with a clear message', async () => {
    const answer = await resetWith('x'.repeat(43));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^This link is not valid/);
  });

  it('holds the new password to the same rules as everywhere, and keeps the link usable after a refusal', async () => {
    const student = await server.createStudent();
    const { mail } = await requestReset(student.email);
    const short = await resetWith(tokenIn(mail), 'short');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['The password must be at least 8 characters.']);
    const common = await resetWith(tokenIn(mail), 'password123');
    expect(common.json().errors.password[0]).toMatch(/too common/);
    const mismatch = await server.client().post('/api/password/reset', {
      token: tokenIn(mail),
      password: NEW_PASSWORD,
      password_confirmation: 'other',
    });
    expect(mismatch.json().errors.password_confirmation).toEqual([
      'The password confirmation does not match.',
    ]);
    expect((await resetWith(tokenIn(mail))).statusCode).toBe(200);
  });

  it('marks the address verified: the link reached it', async () => {
    const student = await server.createStudent();
    const { mail } = await requestReset(student.email);
    await resetWith(tokenIn(mail));
    const row = await server.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(row.email_verified_at).not.toBeNull();
  });
});

describe('a password changed another way', () => {
  const CHANGE_SUBJECT = 'Confirm your new email address';

  async function signedIn() {
    const student = await server.createStudent();
    const tab = server.client();
    expect(
      (await tab.post('/api/login', { email: student.email, password: student.password })).statusCode,
    ).toBe(200);
    return { ...student, tab };
  }

  it('ends every reset link already mailed when the student changes it on their profile', async () => {
    const student = await signedIn();
    const first = (await requestReset(student.email)).mail;
    const second = (await requestReset(student.email)).mail;
    const changed = await student.tab.post('/api/profile/password', {
      current_password: student.password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    for (const mail of [first, second]) {
      const check = await server.client().post('/api/password/reset/check', { token: tokenIn(mail) });
      expect(check.statusCode).toBe(410);
      expect(check.json().message).toBe('This link has already been used. Ask for a new one.');
      expect((await resetWith(tokenIn(mail), 'someone-elses-choice-9')).statusCode).toBe(410);
    }
    expect((await signIn(student.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await student.tab.get('/api/user')).statusCode).toBe(200);
  });

  it('ends every reset link already mailed when an admin sets it in the console', async () => {
    const student = await server.createStudent();
    const { mail } = await requestReset(student.email);
    const admin = await server.signInAsAdmin();
    const saved = await admin.admin('POST', 'user/update-user', {
      updateData: { id: student.id, password: NEW_PASSWORD },
    });
    expect(saved.statusCode).toBe(200);
    expect((await resetWith(tokenIn(mail), 'someone-elses-choice-9')).statusCode).toBe(410);
    expect((await signIn(student.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends an email change asked for under the old password', async () => {
    const student = await signedIn();
    const next = `taken-over-${Date.now()}@example.com`;
    const asked = await student.tab.post('/api/account/email', { email: next, password: student.password });
    expect(asked.statusCode).toBe(202);
    const change = await waitForMail(server.dataDir, next, CHANGE_SUBJECT);
    await student.tab.post('/api/profile/password', {
      current_password: student.password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    const followed = await server.client().post('/api/account/verify-email', { token: tokenIn(change) });
    expect(followed.statusCode).toBe(410);
    expect((await student.tab.get('/api/account')).json().data).toMatchObject({
      email: student.email,
      pending_email: null,
    });
  });

  it('leaves a link mailed after the change working', async () => {
    const student = await signedIn();
    await student.tab.post('/api/profile/password', {
      current_password: student.password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    const { mail } = await requestReset(student.email);
    expect((await resetWith(tokenIn(mail), 'a-later-password-11')).statusCode).toBe(200);
  });
});
