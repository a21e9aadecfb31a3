import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROLE_ADMIN } from '../../src/resources/fields';
import type { AppContext } from '../context';
import type { DbOrTrx } from '../db/schema';
import { preparedQuery } from '../db/preparedQuery';
import { inTransaction } from '../db/transaction';

const COOKIE = 'mw_session';
/** Browsers only accept `__Host-` cookies that are Secure, host-only and for path /. */
const SECURE_COOKIE = `__Host-${COOKIE}`;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role_id: number;
  profile_picture: string | null;
}

export interface ActiveSession {
  /** SHA-256 of the cookie value: the row's id. */
  id: string;
  user: SessionUser;
  adminToken: string | null;
}

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/**
 * Compares a secret sent with the one held, in constant time. Only a length that differs answers
 * sooner, and the tokens' length is no secret: every one is 32 random bytes in base64url.
 */
export const sameSecret = (sent: string, held: string): boolean => {
  const a = Buffer.from(sent);
  const b = Buffer.from(held);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Secure cookies when configured, or when a trusted proxy says the visitor came over https. */
export const isSecureRequest = (ctx: AppContext, request: FastifyRequest): boolean =>
  ctx.config.cookieSecure || (ctx.config.trustProxy !== false && request.protocol === 'https');

function cookieValue(request: FastifyRequest): string | undefined {
  return request.cookies[SECURE_COOKIE] ?? request.cookies[COOKIE];
}

const cache = new WeakMap<FastifyRequest, Promise<ActiveSession | null>>();

/** The caller's live session (idle and absolute expiry applied), looked up once per request. */
export function currentSession(ctx: AppContext, request: FastifyRequest): Promise<ActiveSession | null> {
  let found = cache.get(request);
  if (!found) {
    found = lookup(ctx, cookieValue(request));
    cache.set(request, found);
  }
  return found;
}

async function lookup(ctx: AppContext, token: string | undefined): Promise<ActiveSession | null> {
  if (!token || token.length > 200) return null;
  return lookupRow(ctx, sha256(token));
}

/** The session with its user, by the session's id: the one read every signed-in request makes. */
const sessionRow = preparedQuery<{ id: string }, SessionRow>((db, value) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.admin_token',
      'sessions.created_at',
      'sessions.last_seen_at',
      'users.id as user_id',
      'users.name',
      'users.email',
      'users.role_id',
      'users.profile_picture',
    ])
    .where('sessions.id', '=', value('id'))
    // Disabling a user ends their sessions; this makes sure no row left behind still works.
    .where('users.disabled', '=', 0),
);

interface SessionRow {
  admin_token: string | null;
  created_at: string;
  last_seen_at: string;
  user_id: number;
  name: string;
  email: string;
  role_id: number;
  profile_picture: string | null;
}

async function lookupRow(ctx: AppContext, id: string): Promise<ActiveSession | null> {
  const [row] = await sessionRow(ctx.db, { id });
  if (!row) return null;
  const now = Date.now();
  const idle = now - Date.parse(row.last_seen_at) > ctx.config.sessionIdleMinutes * 60_000;
  const old = now - Date.parse(row.created_at) > ctx.config.sessionMaxDays * 86_400_000;
  if (idle || old) {
    await ctx.db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  if (now - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS)
    await ctx.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('id', '=', id)
      .execute();
  return {
    id,
    adminToken: row.admin_token,
    user: {
      id: Number(row.user_id),
      name: row.name,
      email: row.email,
      role_id: Number(row.role_id),
      profile_picture: row.profile_picture,
    },
  };
}

/**
 * Signs the user in: any session the browser held is ended and a new id issued (no session
 * fixation). Admins get a bearer token for the console with it.
 */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: number; role_id: number },
): Promise<void> {
  const previous = cookieValue(request);
  const token = randomBytes(32).toString('base64url');
  const now = new Date().toISOString();
  const idleSince = new Date(Date.now() - ctx.config.sessionIdleMinutes * 60_000).toISOString();
  const bornSince = new Date(Date.now() - ctx.config.sessionMaxDays * 86_400_000).toISOString();
  await inTransaction(ctx.db, async (trx) => {
    if (previous) await trx.deleteFrom('sessions').where('id', '=', sha256(previous)).execute();
    // Sessions nobody came back to are swept here rather than by a timer another instance would also run.
    await trx
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('last_seen_at', '<', idleSince), eb('created_at', '<', bornSince)]))
      .execute();
    await trx
      .insertInto('sessions')
      .values({
        id: sha256(token),
        user_id: user.id,
        admin_token: user.role_id === ROLE_ADMIN ? randomBytes(32).toString('base64url') : null,
        created_at: now,
        last_seen_at: now,
      })
      .execute();
  });
  cache.delete(request);
  const secure = isSecureRequest(ctx, request);
  if (secure && request.cookies[COOKIE] !== undefined) reply.clearCookie(COOKIE, { path: '/' });
  reply.setCookie(secure ? SECURE_COOKIE : COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: ctx.config.sessionMaxDays * 86_400,
  });
}

/** Ends the caller's session on the server and in the browser. */
export async function endSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = cookieValue(request);
  if (token) await ctx.db.deleteFrom('sessions').where('id', '=', sha256(token)).execute();
  cache.delete(request);
  reply.clearCookie(COOKIE, { path: '/' });
  reply.clearCookie(SECURE_COOKIE, { path: '/', secure: true });
}

/** Signs a user out everywhere (a new role, a new password, a deleted account), but for `keep`. */
export async function endUserSessions(db: DbOrTrx, userId: number, keep?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
}
