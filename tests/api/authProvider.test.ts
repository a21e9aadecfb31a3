import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { createAuthProvider, type SessionUser } from '../../src/api/authProvider';
import { captureHttp, type Reply } from './capture';

const admin: SessionUser = {
  id: 1,
  name: 'Ada Admin',
  email: 'ada@example.com',
  role_id: 2,
  profile_picture: '/uploads/ada.png',
};
const student: SessionUser = { ...admin, id: 2, name: 'Sam', role_id: 1, profile_picture: null };

interface Session {
  token?: string | null;
  user?: SessionUser | null;
  login?: Reply;
}

function setup(session: Session, clock = { now: 0 }) {
  const { http, requests } = captureHttp(({ url }) => {
    if (url === '/api/getTokenForAdmin') return { data: { token: session.token ?? null } };
    if (url === '/api/user')
      return session.user
        ? { data: { user: session.user } }
        : { status: 401, data: { message: 'Unauthenticated.' } };
    if (url === '/api/admin/login') return session.login ?? { data: { ok: true } };
    if (url === '/api/logout') return { data: { ok: true } };
    return { status: 404, data: {} };
  }, {});
  const auth = createAuthProvider({ http, now: () => clock.now });
  const count = (url: string) => requests.filter((r) => r.url === url).length;
  return { auth, requests, count };
}

describe('the auth provider', () => {
  it('signs in with POST /api/admin/login {email, password}', async () => {
    const { auth, requests } = setup({});
    await expect(auth.login({ email: 'ada@example.com', password: 'pw' })).resolves.toBeUndefined();
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/admin/login',
      body: { email: 'ada@example.com', password: 'pw' },
    });
  });

  it("rejects a refused login with the server's message", async () => {
    const { auth } = setup({
      login: { status: 401, data: { ok: false, message: 'These credentials do not match.' } },
    });
    await expect(auth.login({ email: 'x@example.com', password: 'bad' })).rejects.toThrow(
      'These credentials do not match.',
    );
  });

  it('rejects a login answered without ok: true', async () => {
    const { auth } = setup({ login: { data: { ok: false, message: 'Admins only' } } });
    await expect(auth.login({ email: 'x@example.com', password: 'pw' })).rejects.toThrow('Admins only');
  });

  it('lets an admin with a token in', async () => {
    const { auth } = setup({ token: 'tok', user: admin });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('keeps out a visitor with no session, quietly (the login page says enough)', async () => {
    const { auth } = setup({ token: null, user: null });
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('keeps out a signed-in student', async () => {
    const { auth } = setup({ token: 'tok', user: student });
    await expect(auth.checkAuth({})).rejects.toThrow('administrators');
  });

  it('keeps out an admin user whose session yields no token', async () => {
    const { auth } = setup({ token: null, user: admin });
    await expect(auth.checkAuth({})).rejects.toThrow();
  });

  it('asks for the user once per page load, and again once the cache has aged', async () => {
    const clock = { now: 0 };
    const { auth, count } = setup({ token: 'tok', user: admin }, clock);
    await Promise.all([auth.checkAuth({}), auth.getIdentity?.(), auth.getPermissions?.({})]);
    await auth.checkAuth({});
    expect(count('/api/user')).toBe(1);
    expect(count('/api/getTokenForAdmin')).toBe(1);
    clock.now = 60_000;
    await auth.checkAuth({});
    expect(count('/api/user')).toBe(2);
  });

  it('asks again after signing in, since the session changed', async () => {
    const session: Session = { token: null, user: null };
    const { auth } = setup(session);
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
    session.token = 'tok';
    session.user = admin;
    await auth.login({ email: 'ada@example.com', password: 'pw' });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('logs out on a 401 or a 403, and on nothing else', async () => {
    const { auth } = setup({});
    await expect(auth.checkError(new HttpError('Unauthenticated.', 401, {}))).rejects.toMatchObject({
      redirectTo: '/dashboard/admin/login',
    });
    await expect(auth.checkError(new HttpError('Forbidden', 403, {}))).rejects.toBeDefined();
    await expect(auth.checkError(new HttpError('Invalid', 422, {}))).resolves.toBeUndefined();
    await expect(auth.checkError(new HttpError('Network Error', 0, null))).resolves.toBeUndefined();
  });

  it('logs out with GET /api/logout, marked as the site’s own script, and lands on /', async () => {
    const { auth, requests } = setup({ token: 'tok', user: admin });
    await auth.checkAuth({});
    await expect(auth.logout({})).resolves.toBe('/');
    expect(requests.at(-1)).toMatchObject({
      method: 'GET',
      url: '/api/logout',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
  });

  it('forgets the user and the token on logout', async () => {
    const session: Session = { token: 'tok', user: admin };
    const { auth } = setup(session);
    await auth.checkAuth({});
    await auth.logout({});
    session.token = null;
    session.user = null;
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('gives the identity as {id, fullName, avatar}', async () => {
    const { auth } = setup({ token: 'tok', user: admin });
    await expect(auth.getIdentity?.()).resolves.toEqual({
      id: 1,
      fullName: 'Ada Admin',
      avatar: '/uploads/ada.png',
    });
  });

  it('gives the role id as the permissions', async () => {
    const { auth } = setup({ token: 'tok', user: admin });
    await expect(auth.getPermissions?.({})).resolves.toBe(2);
    const anonymous = setup({});
    await expect(anonymous.auth.getPermissions?.({})).resolves.toBeUndefined();
  });
});
