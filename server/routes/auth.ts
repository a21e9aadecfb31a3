import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getResource } from '../../src/resources';
import { ROLE_ADMIN, ROLE_STUDENT } from '../../src/resources/fields';
import { writeAudit } from '../audit';
import { passwordProblems, verifyPassword } from '../auth/passwords';
import { fromOwnScript } from '../auth/scriptRequest';
import { type SessionUser, currentSession, endSession, startSession } from '../auth/sessions';
import {
  POLICIES,
  callerOf,
  clearFailures,
  lockedFor,
  recordFailure,
  tooManyAttempts,
} from '../auth/throttle';
import type { AppContext } from '../context';
import { type FieldErrors, HttpError, addError, unprocessable } from '../errors';
import { tellOwnerOfRegistration } from '../mail/registrationAttempt';
import { integrityErrors } from '../records/integrity';
import { checkInput, createRecord } from '../records/store';
import { isObject } from '../records/validation';
import { FEATURES_HEADER, SERVER_FEATURES } from '../../src/contract/features';
import { sendEmailVerification } from './account/emailVerification';

const BAD_CREDENTIALS = 'These credentials do not match our records.';
const ACCOUNT_DISABLED = 'This account has been disabled.';

const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
  isObject(request.body) ? request.body : {};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const publicUser = (user: SessionUser) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role_id: user.role_id,
  profile_picture: user.profile_picture,
});

interface SignIn {
  user?: SessionUser;
  /** Set when the answer is a refusal: status and message. */
  refused?: { status: 401 | 403 | 429; message: string; retryAfter?: number };
}

/** Checks credentials under the throttle; records failures; opens no session by itself. */
async function checkCredentials(ctx: AppContext, request: FastifyRequest, via: string): Promise<SignIn> {
  const body = bodyOf(request);
  const email = text(body.email).trim().toLowerCase();
  const password = text(body.password);
  const errors: FieldErrors = {};
  if (!email) addError(errors, 'email', 'The email field is required.');
  if (!password) addError(errors, 'password', 'The password field is required.');
  if (Object.keys(errors).length > 0) throw unprocessable(errors);

  // Guesses are throttled per address and per account from that address, never per account
  // alone: a stranger's guesses must not keep the owner, signing in from elsewhere, out.
  const caller = callerOf(request.ip);
  const pairKey = `login-account-address:${email.slice(0, 254)} ${caller}`;
  const ipKey = `login-ip:${caller}`;
  const wait = await lockedFor(ctx.db, [pairKey, ipKey]);
  if (wait > 0) {
    await writeAudit(ctx.db, { action: 'login.throttled', ip: request.ip, detail: { email, via } });
    throw tooManyAttempts(wait);
  }

  const row = await ctx.db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role_id', 'profile_picture', 'password_hash', 'disabled'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!(await verifyPassword(row?.password_hash, password)) || !row) {
    await recordFailure(ctx.db, pairKey, POLICIES.loginAccountAddress);
    await recordFailure(ctx.db, ipKey, POLICIES.loginIp);
    await writeAudit(ctx.db, {
      action: 'login.failure',
      userId: row?.id ?? null,
      ip: request.ip,
      detail: { email, via },
    });
    return { refused: { status: 401, message: BAD_CREDENTIALS } };
  }
  if (Number(row.disabled) === 1) {
    // Only someone who knows the password learns that the account is disabled.
    await writeAudit(ctx.db, {
      action: 'login.failure',
      userId: row.id,
      ip: request.ip,
      detail: { email, via, reason: 'disabled' },
    });
    return { refused: { status: 403, message: ACCOUNT_DISABLED } };
  }
  await clearFailures(ctx.db, pairKey);
  const { password_hash: _hash, disabled: _disabled, ...user } = row;
  return { user: { ...user, id: Number(user.id), role_id: Number(user.role_id) } };
}

async function signIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser,
  via: string,
) {
  await startSession(ctx, request, reply, user);
  await writeAudit(ctx.db, { action: 'login.success', userId: user.id, ip: request.ip, detail: { via } });
}

/** Sign-in, sign-out, registration and the admin token (docs/legacy-api.md §7, docs/API.md). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.post('/api/admin/login', async (request, reply) => {
    // The console reads `ok` from every answer of this call, a throttled one included.
    const { user, refused } = await checkCredentials(ctx, request, 'admin').catch(
      (error: unknown): SignIn => {
        if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
        reply.headers(error.headers ?? {});
        return { refused: { status: 429, message: error.message } };
      },
    );
    if (!user) return reply.code(refused?.status ?? 401).send({ ok: false, message: refused?.message });
    if (user.role_id !== ROLE_ADMIN) {
      await writeAudit(ctx.db, {
        action: 'auth.refused',
        userId: user.id,
        ip: request.ip,
        detail: { status: 403, path: '/api/admin/login', reason: 'not an admin' },
      });
      return reply.code(403).send({ ok: false, message: 'This account is not an administrator.' });
    }
    await signIn(ctx, request, reply, user, 'admin');
    return { ok: true };
  });

  app.post('/api/login', async (request, reply) => {
    const { user, refused } = await checkCredentials(ctx, request, 'site');
    if (!user) return reply.code(refused?.status ?? 401).send({ message: refused?.message });
    await signIn(ctx, request, reply, user, 'site');
    return { user: publicUser(user) };
  });

  app.post('/api/register', async (request, reply) => {
    const body = bodyOf(request);
    const email = text(body.email).trim().toLowerCase();
    const ipKey = `register-ip:${callerOf(request.ip)}`;
    const accountKey = `register-account:${email.slice(0, 254)}`;
    const wait = await lockedFor(ctx.db, email ? [ipKey, accountKey] : [ipKey]);
    if (wait > 0) throw tooManyAttempts(wait);
    // Every attempt counts, so the form cannot be used to test which emails have accounts.
    await recordFailure(ctx.db, ipKey, POLICIES.registerIp);
    if (email) await recordFailure(ctx.db, accountKey, POLICIES.registerAccount);

    const users = getResource('users');
    const input = { name: body.name, email: body.email, password: body.password, role_id: ROLE_STUDENT };
    const only = ['name', 'email', 'password', 'role_id'];
    const { values, errors } = checkInput(users, input, { mode: 'create', only });
    if (!errors.password && typeof body.password === 'string')
      for (const problem of passwordProblems(body.password, email)) addError(errors, 'password', problem);
    if (!errors.password && body.password_confirmation !== body.password)
      addError(errors, 'password_confirmation', 'The password confirmation does not match.');
    if (!errors.email) Object.assign(errors, await integrityErrors(ctx.db, users, values));
    if (errors.email && email) await tellOwnerOfRegistration(ctx, request, email);
    if (Object.keys(errors).length > 0) throw unprocessable(errors);

    const saved = await createRecord(ctx.db, users, input, { only, actor: { userId: null, ip: request.ip } });
    const user: SessionUser = {
      id: Number(saved.id),
      name: String(saved.name),
      email: String(saved.email),
      role_id: Number(saved.role_id),
      profile_picture: (saved.profile_picture as string | null) ?? null,
    };
    await startSession(ctx, request, reply, user);
    await writeAudit(ctx.db, { action: 'register', userId: user.id, ip: request.ip });
    await sendEmailVerification(request, user);
    reply.code(201);
    return { user: publicUser(user) };
  });

  app.get('/api/user', async (request, reply) => {
    const session = await currentSession(ctx, request);
    if (!session) return reply.code(401).send({ message: 'Unauthenticated.' });
    return { user: publicUser(session.user) };
  });

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await currentSession(ctx, request);
    await endSession(ctx, request, reply);
    if (session) await writeAudit(ctx.db, { action: 'logout', userId: session.user.id, ip: request.ip });
    return { ok: true };
  };
  // Cross-site POSTs are refused for every route (server/auth/originCheck.ts).
  app.post('/api/logout', logout);
  app.get('/api/logout', async (request, reply) => {
    if (!fromOwnScript(ctx, request)) {
      // An image, a frame or a link of some page: the session stays as it was.
      await writeAudit(ctx.db, {
        action: 'auth.refused',
        ip: request.ip,
        detail: { status: 403, path: '/api/logout', reason: 'not from a script of the site' },
      });
      return reply.code(403).send({ message: 'Sign out from the site’s own Logout button.' });
    }
    return logout(request, reply);
  });

  app.get('/api/getTokenForAdmin', async (request, reply) => {
    const session = await currentSession(ctx, request);
    const admin = session?.user.role_id === ROLE_ADMIN;
    // What this server offers beyond the documented API; the console reads it with the token.
    // Under LEGACY_STRICT it offers nothing, as the legacy backend.
    if (admin && !ctx.config.legacyStrict) reply.header(FEATURES_HEADER, SERVER_FEATURES.join(', '));
    return { token: admin ? session.adminToken : null };
  });
}
