/**
 * Signing out with the legacy GET acts only for a script of the site: an image, a frame, a link
 * or another site's script leaves the session as it was. POST /api/logout works as well, from
 * the site itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestClient, type TestServer, startTestServer } from '../server/helpers/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const signedIn = async (tab: TestClient) => (await tab.get('/api/user')).statusCode === 200;

describe('GET /api/logout', () => {
  it.each([
    [
      'an image on a page of the site',
      { 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'same-origin' },
    ],
    [
      'an image on another site',
      { 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'cross-site' },
    ],
    ['a frame', { 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' }],
    [
      'a link followed from another site',
      { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' },
    ],
    [
      'the address typed into the browser',
      { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'none' },
    ],
    [
      'a script of another site',
      {
        'sec-fetch-dest': 'empty',
        'sec-fetch-mode': 'cors',
        'sec-fetch-site': 'cross-site',
        origin: 'https://evil.example',
      },
    ],
    ['a browser that says nothing of where it comes from', {}],
  ])('leaves the session as it was when made by %s', async (_what, headers) => {
    const admin = await server.signInAsAdmin();
    const refused = await admin.request('GET', '/api/logout', { headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.cookies).toEqual([]);
    expect(await signedIn(admin)).toBe(true);
    expect((await admin.admin('GET', 'awarding-bodies')).statusCode).toBe(200);
  });

  it('signs out when the site’s own script asks (fetch, Fetch Metadata)', async () => {
    const tab = await server.signInAsAdmin();
    const out = await tab.request('GET', '/api/logout', {
      headers: { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect(await signedIn(tab)).toBe(false);
  });

  it('signs out when the product’s client marks the call with X-Requested-With', async () => {
    const tab = await server.signInAsStudent();
    const out = await tab.request('GET', '/api/logout', {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(out.statusCode).toBe(200);
    expect(await signedIn(tab)).toBe(false);
  });

  it('records the refusal in the audit log', async () => {
    const tab = await server.signInAsStudent();
    await tab.request('GET', '/api/logout', { headers: { 'sec-fetch-dest': 'image' } });
    const row = await server.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('action', '=', 'auth.refused')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.detail ?? '{}')).toMatchObject({ path: '/api/logout', status: 403 });
  });
});

describe('POST /api/logout', () => {
  it('signs out from the site itself', async () => {
    const tab = await server.signInAsStudent();
    const out = await tab.post('/api/logout', undefined, { origin: 'http://localhost:80' });
    expect(out.statusCode).toBe(200);
    expect(await signedIn(tab)).toBe(false);
  });

  it('refuses a form of another site', async () => {
    const tab = await server.signInAsStudent();
    const out = await tab.post('/api/logout', undefined, { origin: 'https://evil.example' });
    expect(out.statusCode).toBe(403);
    expect(await signedIn(tab)).toBe(true);
  });
});

describe('a profile picture pointing at the sign-out', () => {
  it('is refused, so the admins who list users stay signed in', async () => {
    const student = await server.signInAsStudent();
    const saved = await student.post('/api/profile', { name: 'Mallory', profile_picture: '/api/logout' });
    expect(saved.statusCode).toBe(422);
    expect(saved.json()).toMatchObject({
      errors: { profile_picture: ['The picture must be an image you uploaded.'] },
    });
    const row = await server.db
      .selectFrom('users')
      .select(['name', 'profile_picture'])
      .where('id', '=', student.userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Test Student', profile_picture: null });
  });
});
