import { isIPv6 } from 'node:net';
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { HttpError } from '../errors';

/** How many failures a key may have before it is locked out, and how the lockout grows. */
export interface ThrottlePolicy {
  /** Failures allowed before the first lockout. */
  threshold: number;
  /** First lockout; each further failure doubles it. */
  baseLockSeconds: number;
  maxLockSeconds: number;
  /** Failures older than this are forgotten. */
  windowSeconds: number;
}

export const POLICIES = {
  /**
   * One account from one address: a handful of guesses, then a lockout of that pair that doubles
   * with each further guess. The account itself is never locked: its owner, elsewhere, gets in.
   */
  loginAccountAddress: { threshold: 5, baseLockSeconds: 60, maxLockSeconds: 3600, windowSeconds: 86_400 },
  /** One account's current password, asked by a password change: guessed only from a session. */
  passwordChange: { threshold: 5, baseLockSeconds: 60, maxLockSeconds: 3600, windowSeconds: 86_400 },
  /** One address: room for a shared office, none for a spray across accounts. */
  loginIp: { threshold: 20, baseLockSeconds: 60, maxLockSeconds: 3600, windowSeconds: 86_400 },
  /** Every registration counts, successful or not; a classroom signing up together still fits. */
  registerIp: { threshold: 30, baseLockSeconds: 300, maxLockSeconds: 86_400, windowSeconds: 3600 },
  registerAccount: { threshold: 5, baseLockSeconds: 300, maxLockSeconds: 86_400, windowSeconds: 86_400 },
} satisfies Record<string, ThrottlePolicy>;

/** How many of one kind of request a key may make in a fixed window of time. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

export const RATE_LIMITS = {
  /** Comments from one address, signed in or not: a shared office still fits. */
  commentAddress: { limit: 10, windowSeconds: 600 },
  /** Comments of one signed-in user, from wherever they post. */
  commentUser: { limit: 5, windowSeconds: 600 },
  /** Uploads of one user, and from one address. */
  uploadUser: { limit: 20, windowSeconds: 3600 },
  uploadAddress: { limit: 60, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

const MAX_WINDOW_SECONDS = Math.max(
  ...Object.values(POLICIES).map((policy) => Math.max(policy.windowSeconds, policy.maxLockSeconds)),
  ...Object.values(RATE_LIMITS).map((limit) => limit.windowSeconds),
);

/**
 * The part of an address that names one caller: an IPv4 address, or the /64 network of an IPv6
 * one (a single host is usually given a whole /64, and can change address within it at will).
 */
export function callerOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** 429 with Retry-After and a message a person can act on. */
export function tooManyAttempts(seconds: number, what = 'attempts'): HttpError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(
    429,
    `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'Retry-After': String(Math.max(1, seconds)) },
  );
}

/**
 * Counts one request against each key in a fixed window; answers the seconds until the most
 * limited key may go on, 0 when every key is within its limit. The count is one statement per
 * key, so processes counting at the same moment never lose a request.
 */
export async function countRequest(db: Db, keys: readonly [string, RateLimit][]): Promise<number> {
  const now = Date.now();
  let wait = 0;
  for (const [key, { limit, windowSeconds }] of keys) {
    const startedBefore = new Date(now - windowSeconds * 1000).toISOString();
    const at = new Date(now).toISOString();
    const row = await db
      .insertInto('login_attempts')
      .values({ key, failures: 1, last_failure_at: at, locked_until: null })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          // The window starts again once it has run out; `last_failure_at` is when it started.
          failures: sql`case when login_attempts.last_failure_at < ${startedBefore} then 1 else login_attempts.failures + 1 end`,
          last_failure_at: sql`case when login_attempts.last_failure_at < ${startedBefore} then ${at} else login_attempts.last_failure_at end`,
        }),
      )
      .returning(['failures', 'last_failure_at'])
      .executeTakeFirstOrThrow();
    if (Number(row.failures) > limit)
      wait = Math.max(wait, Math.ceil((Date.parse(row.last_failure_at) + windowSeconds * 1000 - now) / 1000));
  }
  return wait;
}

/** Seconds until every key is free again; 0 when none is locked. */
export async function lockedFor(db: Db, keys: readonly string[]): Promise<number> {
  const rows = await db
    .selectFrom('login_attempts')
    .select('locked_until')
    .where('key', 'in', [...keys])
    .execute();
  const now = Date.now();
  let wait = 0;
  for (const row of rows) {
    if (!row.locked_until) continue;
    wait = Math.max(wait, Math.ceil((Date.parse(row.locked_until) - now) / 1000));
  }
  return wait;
}

/** Counts a failure against a key; locks it once it passes the policy's threshold. */
export async function recordFailure(db: Db, key: string, policy: ThrottlePolicy): Promise<void> {
  await inTransaction(db, async (trx) => {
    const now = Date.now();
    const row = await trx.selectFrom('login_attempts').selectAll().where('key', '=', key).executeTakeFirst();
    const fresh = row && now - Date.parse(row.last_failure_at) < policy.windowSeconds * 1000;
    const failures = (fresh ? row.failures : 0) + 1;
    const over = failures - policy.threshold;
    const lockSeconds = over >= 0 ? Math.min(policy.baseLockSeconds * 2 ** over, policy.maxLockSeconds) : 0;
    const values = {
      failures,
      last_failure_at: new Date(now).toISOString(),
      locked_until: lockSeconds > 0 ? new Date(now + lockSeconds * 1000).toISOString() : null,
    };
    // Forget keys whose failures are all older than the longest window, so a spray of guesses
    // across many accounts does not grow the table for ever.
    const forgotten = new Date(now - MAX_WINDOW_SECONDS * 1000).toISOString();
    await trx.deleteFrom('login_attempts').where('last_failure_at', '<', forgotten).execute();
    await trx
      .insertInto('login_attempts')
      .values({ key, ...values })
      .onConflict((oc) => oc.column('key').doUpdateSet(values))
      .execute();
  });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key).execute();
}
