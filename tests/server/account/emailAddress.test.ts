import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailsTo, readOutbox, tokenIn, waitForMail } from '../../fixtures/outbox';
import { STUDENT_PASSWORD, type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.db.deleteFrom('login_attempts').execute();
});

const VERIFY_SUBJECT = 'Confirm your email address';
const CHANGE_SUBJECT = 'Confirm your new email address';

let registered = 0;
async function register(): Promise<{ tab: TestClient; email: string }> {
  registered += 1;
  const email = `new-student-${registered}-${Date.now()}@example.com`;
  const tab = server.client();
  const answer = await tab.post('/api/register', {
    name: 'New Student',
    email,
    password: STUDENT_PASSWORD,
    password_confirmation: STUDENT_PASSWORD,
  });
  expect(answer.statusCode).toBe(201);
  return { tab, email };
}

const accountOf = async (tab: TestClient) => (await tab.get('/api/account')).json().data;
const verify = (token: string) => server.client().post('/api/account/verify-email', { token });

describe('email verification for a new student', () => {
  it('mails a link on registration, while the student uses the product at once, unverified', async () => {
    const { tab, email } = await register();
    expect((await tab.get('/api/my/courses')).statusCode).toBe(200);
    expect(await accountOf(tab)).toMatchObject({ email, email_verified: false, email_verified_at: null });
    const mail = await waitForMail(server.dataDir, email, VERIFY_SUBJECT);
    expect(mail.text).toMatch(/http:\/\/\S+\/verify-email\?token=/);
  });

  it('verifies the address when the link is opened, in any browser, once', async () => {
    const { tab, email } = await register();
    const mail = await waitForMail(server.dataDir, email, VERIFY_SUBJECT);
    const answer = await verify(tokenIn(mail));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe('Thank you: your email address is verified.');
    expect(await accountOf(tab)).toMatchObject({ email_verified: true });
    expect((await verify(tokenIn(mail))).statusCode).toBe(410);
  });

  it('refuses an expired link and lets the student ask for another, throttled', async () => {
    const { tab, email } = await register();
    const first = await waitForMail(server.dataDir, email, VERIFY_SUBJECT);
    await server.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', email)
      .execute();
    const expired = await verify(tokenIn(first));
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('This link has expired. Ask for a new one.');

    const before = await readOutbox(server.dataDir);
    const resend = await tab.post('/api/account/verify-email/resend');
    expect(resend.statusCode).toBe(200);
    expect(resend.json().message).toBe(`We have sent a new link to ${email}.`);
    const second = await waitForMail(server.dataDir, email, VERIFY_SUBJECT, { after: before });
    expect((await verify(tokenIn(second))).statusCode).toBe(200);

    const { tab: other } = await register();
    for (let i = 0; i < 3; i += 1)
      expect((await other.post('/api/account/verify-email/resend')).statusCode).toBe(200);
    const refused = await other.post('/api/account/verify-email/resend');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many verification mails\. Try again in \d+ minutes?\.$/);
  });

  it('answers a visitor asking for a new link with 401', async () => {
    expect((await server.client().post('/api/account/verify-email/resend')).statusCode).toBe(401);
    expect((await server.client().get('/api/account')).statusCode).toBe(401);
  });
});

describe('change email', () => {
  async function signedIn() {
    const student = await server.createStudent('Casey Change');
    const tab = server.client();
    await tab.post('/api/login', { email: student.email, password: student.password });
    return { ...student, tab };
  }

  it('takes effect only when the link mailed to the new address is opened; the old address is told', async () => {
    const casey = await signedIn();
    const next = `casey-new-${Date.now()}@example.com`;
    const asked = await casey.tab.post('/api/account/email', { email: next, password: casey.password });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toBe(
      `We have sent a link to ${next}. Your address changes when you open it.`,
    );
    expect(await accountOf(casey.tab)).toMatchObject({ email: casey.email, pending_email: next });
    expect((await casey.tab.get('/api/user')).json().user.email).toBe(casey.email);
    const notice = await waitForMail(
      server.dataDir,
      casey.email,
      'A change of your email address was requested',
    );
    expect(notice.text).not.toContain('token=');

    const mail = await waitForMail(server.dataDir, next, CHANGE_SUBJECT);
    const confirmed = await verify(tokenIn(mail));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(`Your email address is now ${next}.`);
    expect(await accountOf(casey.tab)).toMatchObject({
      email: next,
      email_verified: true,
      pending_email: null,
    });
    await waitForMail(server.dataDir, casey.email, 'Your email address has been changed');
    expect(
      (await server.client().post('/api/login', { email: next, password: casey.password })).statusCode,
    ).toBe(200);
    expect(
      (await server.client().post('/api/login', { email: casey.email, password: casey.password })).statusCode,
    ).toBe(401);
  });

  it('asks for the password, and refuses a wrong one on the password field', async () => {
    const casey = await signedIn();
    const missing = await casey.tab.post('/api/account/email', { email: 'casey-x@example.com' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.password).toEqual(['Enter your password to confirm.']);
    const wrong = await casey.tab.post('/api/account/email', {
      email: 'casey-x@example.com',
      password: 'nope-nope-nope',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual(['The password is incorrect.']);
    expect(await mailsTo(server.dataDir, 'casey-x@example.com')).toEqual([]);
  });

  it('answers the same for an address another account has, and mails that address no link', async () => {
    const casey = await signedIn();
    const other = await server.createStudent('Other Owner');
    const asked = await casey.tab.post('/api/account/email', {
      email: other.email,
      password: casey.password,
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toBe(
      `We have sent a link to ${other.email}. Your address changes when you open it.`,
    );
    const mail = await waitForMail(server.dataDir, other.email, 'Someone tried to use your email address');
    expect(mail.text).not.toContain('token=');
    expect(await accountOf(casey.tab)).toMatchObject({ email: casey.email, pending_email: null });
  });

  it('refuses the link when the address has been taken since, and only the newest change counts', async () => {
    const casey = await signedIn();
    const first = `casey-first-${Date.now()}@example.com`;
    const second = `casey-second-${Date.now()}@example.com`;
    await casey.tab.post('/api/account/email', { email: first, password: casey.password });
    await casey.tab.post('/api/account/email', { email: second, password: casey.password });
    const firstMail = await waitForMail(server.dataDir, first, CHANGE_SUBJECT);
    expect((await verify(tokenIn(firstMail))).statusCode).toBe(410);

    await server.createStudent('Quick Taker');
    await server.db.updateTable('users').set({ email: second }).where('name', '=', 'Quick Taker').execute();
    const secondMail = await waitForMail(server.dataDir, second, CHANGE_SUBJECT);
    const taken = await verify(tokenIn(secondMail));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another account uses this address now, so it cannot be moved to it.');
    expect(await accountOf(casey.tab)).toMatchObject({ email: casey.email });
  });

  it('refuses a malformed address or the current one with 422', async () => {
    const casey = await signedIn();
    const bad = await casey.tab.post('/api/account/email', {
      email: 'not-an-address',
      password: casey.password,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toBeDefined();
    const same = await casey.tab.post('/api/account/email', { email: casey.email, password: casey.password });
    expect(same.json().errors.email).toEqual(['This is already your email address.']);
  });
});
