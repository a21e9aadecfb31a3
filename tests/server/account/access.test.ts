import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountEndpoints } from '../../../src/contract/endpoints';
import { snapshot } from '../../security/support/snapshot';
import { type TestServer, startTestServer } from '../helpers/testServer';

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

const SIGNED_IN_CALLS = [
  ['GET', accountEndpoints.account.path, undefined],
  ['GET', accountEndpoints.exportData.path, undefined],
  ['POST', accountEndpoints.resendVerification.path, {}],
  ['POST', accountEndpoints.changeEmail.path, { email: 'new@example.com', password: 'whatever-it-is' }],
  ['POST', accountEndpoints.closeAccount.path, { password: 'whatever-it-is' }],
] as const;

describe('the account calls', () => {
  it.each(SIGNED_IN_CALLS)(
    '%s %s answers 401 to a stranger and changes nothing',
    async (method, url, body) => {
      const before = await snapshot(server.db);
      const answer = await server.client().request(method, url, { body });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ message: 'Unauthenticated.' });
      expect(await snapshot(server.db)).toEqual(before);
    },
  );

  it('refuses closing an account from another site, and keeps the account', async () => {
    const student = await server.signInAsStudent();
    const answer = await student.post(
      accountEndpoints.closeAccount.path,
      { password: 'Student-test-pass-1' },
      { origin: 'https://evil.example' },
    );
    expect(answer.statusCode).toBe(403);
    expect((await student.get('/api/user')).statusCode).toBe(200);
  });

  it('answers hostile bodies with a 4xx, never a server error', async () => {
    const student = await server.signInAsStudent();
    const bodies: unknown[] = [
      [],
      'text',
      { email: ['a@b.co'], token: { $ne: null }, password: 12 },
      { email: 'x'.repeat(100_000), token: 'y'.repeat(100_000), password: 'z'.repeat(100_000) },
      { token: "' or 1=1 --", email: "a'@b.co", password: null, password_confirmation: [] },
      { __proto__: { admin: true }, token: '\u{1F600}'.repeat(30) },
    ];
    const posts = Object.values(accountEndpoints).filter((endpoint) => endpoint.method === 'POST');
    for (const { path } of posts)
      for (const body of bodies) {
        await server.db.deleteFrom('login_attempts').execute();
        const answer = await student.request('POST', path, {
          body: typeof body === 'string' ? JSON.stringify(body) : body,
          headers: { 'content-type': 'application/json' },
        });
        expect(
          answer.statusCode,
          `${path} ${JSON.stringify(body).slice(0, 80)}: ${answer.body}`,
        ).toBeLessThan(500);
        expect(answer.statusCode === 200 || answer.statusCode === 202 || answer.statusCode >= 400).toBe(true);
      }
    expect((await student.get('/api/user')).statusCode).toBe(200);
  });
});
