/**
 * LOG_LEVEL sets what the server writes, and at any level, the most talkative included, no line
 * holds a password, a session cookie or a token, whether the caller sent it or the server made it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serverLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  server = await startTestServer({
    env: { LOG_LEVEL: level },
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  return { server, lines };
}

describe('the server log', () => {
  it('at trace, writes each request but never a password, session cookie or token, sent or made', async () => {
    const { server, lines } = await serverLoggingAt('trace');
    const admin = await server.signInAsAdmin();
    const session = [...admin.cookies.values()][0]!;
    const token = admin.token!;
    const created = await admin.admin('POST', 'user/create-user', {
      user_data: {
        name: 'Logged Person',
        email: 'logged.person@example.com',
        password: 'Fresh-user-pass-4417',
        role_id: 1,
      },
    });
    expect(created.statusCode).toBe(201);
    const wrong = await server.client().post('/api/login', {
      email: 'logged.person@example.com',
      password: 'Wrong-pass-9925-guess',
    });
    expect(wrong.statusCode).toBe(401);
    await server.client().request('GET', '/api/admin/get_course', {
      query: { token: 'query-token-5531' },
      headers: { authorization: 'Bearer stale-token-8812', cookie: 'mw_session=stale-cookie-7713' },
    });

    const text = JSON.stringify(lines);
    expect(lines.filter((line) => line.msg === 'request').length).toBeGreaterThanOrEqual(5);
    for (const secret of [
      ADMIN_PASSWORD,
      session,
      token,
      'Fresh-user-pass-4417',
      'Wrong-pass-9925-guess',
      'query-token-5531',
      'stale-token-8812',
      'stale-cookie-7713',
    ])
      expect(text).not.toContain(secret);
  });

  it('at warn, writes no line for requests answered well', async () => {
    const { server, lines } = await serverLoggingAt('warn');
    const admin = await server.signInAsAdmin();
    expect((await admin.admin('GET', 'get_course')).statusCode).toBe(200);
    expect(lines.filter((line) => line.msg === 'request')).toEqual([]);
  });
});
