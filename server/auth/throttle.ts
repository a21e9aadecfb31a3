import type { Db } from '../db/schema';
import { inTransaction } from '../db/transaction';

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
  /** One account: a handful of guesses, then a lockout that doubles with each further guess. */
  loginAccount: { threshold: 5, baseLockSeconds: 60, maxLockSeconds: 3600, windowSeconds: 86_400 },
  /** One address: room for a shared office, none for a spray across accounts. */
  loginIp: { threshold: 20, baseLockSeconds: 60, maxLockSeconds: 3600, windowSeconds: 86_400 },
  /** Every registration counts, successful or not; a classroom signing up together still fits. */
  registerIp: { threshold: 30, baseLockSeconds: 300, maxLockSeconds: 86_400, windowSeconds: 3600 },
  registerAccount: { threshold: 5, baseLockSeconds: 300, maxLockSeconds: 86_400, windowSeconds: 86_400 },
} satisfies Record<string, ThrottlePolicy>;

const MAX_WINDOW_SECONDS = Math.max(
  ...Object.values(POLICIES).map((policy) => Math.max(policy.windowSeconds, policy.maxLockSeconds)),
);

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
