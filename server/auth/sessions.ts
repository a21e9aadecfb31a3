import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROLE_ADMIN } from '../../src/resources/fields';
import type { AppContext } from '../context';
import type { DbOrTrx } from '../db/schema';
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

/**
 * The caller's live session (idle and absolute expiry applied), looked up once per request.
 * `reuseVerified` (the admin guard only): a session verified in the last second serves from
 * memory; everything else reads the row, so a changed name or picture shows at once.
 */
export function currentSession(
  ctx: AppContext,
  request: FastifyRequest,
  reuseVerified = false,
): Promise<ActiveSession | null> {
  let found = cache.get(request);
  if (!found) {
    found = lookup(ctx, cookieValue(request), reuseVerified);
    cache.set(request, found);
  }
  return found;
}

/**
 * Sessions verified in the last second, by the cookie's token: a console opening or a busy list
 * answers many calls a second, and each would read the same row. Keyed by the token itself, not
 * its hash as the database keeps it, so a session found here costs no hashing; the process sees
 * each token with its request anyway. Sessions stay in the database (any
 * instance serves any request); a logout, a new sign-in, a role change or a disabled account
 * reaches this instance at once and every other within VERIFIED_FOR_MS (server/README.md,
 * "Lists at scale").
 */
const VERIFIED_FOR_MS = 1000;
const MAX_VERIFIED = 10_000;
const verified = new Map<string, { until: number; session: ActiveSession }>();

/**
 * Users and sessions whose sessions were just ended: nothing of theirs is answered from memory or
 * put there until this moment, so a lookup racing the transaction that ends them (it may still
 * see the row) cannot keep a dead session alive for another second.
 */
const REVOKED_FOR_MS = 5000;
const revoked = new Map<string, number>();

function forget(test: (entry: { until: number; session: ActiveSession }) => boolean): void {
  for (const [id, entry] of verified) if (test(entry)) verified.delete(id);
}

/** Ends, in this process's memory, sessions (`s:<id>`) and every session of users (`u:<id>`). */
function revokeHere(keys: readonly string[]): void {
  const now = Date.now();
  for (const [key, until] of revoked) if (until <= now) revoked.delete(key);
  for (const key of keys) {
    revoked.set(key, now + REVOKED_FOR_MS);
    if (key.startsWith('s:')) forget((entry) => `s:${entry.session.id}` === key);
    else forget((entry) => `u:${entry.session.user.id}` === key);
  }
}

/** How the other processes on this machine hear of ended sessions (server/workers.ts). */
let tellOthers: ((keys: readonly string[]) => Promise<void>) | undefined;

async function revoke(keys: readonly string[]): Promise<void> {
  revokeHere(keys);
  await tellOthers?.(keys);
}

/**
 * Past this, a process that has not heard of an ended session has forgotten it anyway: what it
 * remembers of a session lasts no longer.
 */
export const REVOCATION_WAIT_MS = VERIFIED_FOR_MS;

/**
 * Shares ended sessions with the other server processes of this machine. `send` tells them and
 * resolves once all have heard, or after REVOCATION_WAIT_MS; a logout or a disabled account
 * waits for it before it answers, so no process lets the session in afterwards. The function
 * answered is to be called with what the others tell.
 */
export function shareRevocations(
  send: (keys: readonly string[]) => Promise<void>,
): (keys: readonly string[]) => void {
  tellOthers = send;
  return revokeHere;
}

const isRevoked = (key: string): boolean => (revoked.get(key) ?? 0) > Date.now();

async function lookup(
  ctx: AppContext,
  token: string | undefined,
  reuseVerified: boolean,
): Promise<ActiveSession | null> {
  if (!token || token.length > 200) return null;
  const fresh = (session: ActiveSession) =>
    !isRevoked(`s:${session.id}`) && !isRevoked(`u:${session.user.id}`);
  const recent = verified.get(token);
  if (reuseVerified && recent && recent.until > Date.now() && fresh(recent.session)) return recent.session;
  verified.delete(token);
  const session = await lookupRow(ctx, sha256(token));
  if (session && fresh(session)) {
    const now = Date.now();
    if (verified.size >= MAX_VERIFIED) forget((entry) => entry.until <= now);
    if (verified.size < MAX_VERIFIED) verified.set(token, { until: now + VERIFIED_FOR_MS, session });
  }
  return session;
}

async function lookupRow(ctx: AppContext, id: string): Promise<ActiveSession | null> {
  const row = await ctx.db
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
    .where('sessions.id', '=', id)
    // Disabling a user ends their sessions; this makes sure no row left behind still works.
    .where('users.disabled', '=', 0)
    .executeTakeFirst();
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
  if (previous) await revoke([`s:${sha256(previous)}`]);
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
  if (token) {
    await revoke([`s:${sha256(token)}`]);
    await ctx.db.deleteFrom('sessions').where('id', '=', sha256(token)).execute();
  }
  cache.delete(request);
  reply.clearCookie(COOKIE, { path: '/' });
  reply.clearCookie(SECURE_COOKIE, { path: '/', secure: true });
}

/** Signs a user out everywhere (a new role, a new password, a deleted account), but for `keep`. */
export async function endUserSessions(db: DbOrTrx, userId: number, keep?: string): Promise<void> {
  await revoke([`u:${userId}`]);
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
}
