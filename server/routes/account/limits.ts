import type { FastifyRequest } from 'fastify';
import { verifyPassword } from '../../auth/passwords';
import { type ThrottlePolicy, clearFailures, lockedFor, recordFailure } from '../../auth/throttle';
import type { AppContext } from '../../context';
import { HttpError, unprocessable } from '../../errors';

/** How often each account mail may be asked for, and how many password guesses an account page allows. */
export const ACCOUNT_POLICIES = {
  /** Reset links to one address: a few tries an hour, then a growing wait. */
  resetEmail: { threshold: 3, baseLockSeconds: 900, maxLockSeconds: 86_400, windowSeconds: 3600 },
  /** Reset requests from one network address, whichever addresses they name. */
  resetIp: { threshold: 20, baseLockSeconds: 300, maxLockSeconds: 86_400, windowSeconds: 3600 },
  /** Verification and change-of-address mails of one account. */
  accountMail: { threshold: 3, baseLockSeconds: 900, maxLockSeconds: 86_400, windowSeconds: 3600 },
  /** The password asked again before a change of address or closing the account. */
  accountPassword: { threshold: 5, baseLockSeconds: 60, maxLockSeconds: 3600, windowSeconds: 86_400 },
} satisfies Record<string, ThrottlePolicy>;

export function tooMany(what: string, seconds: number): HttpError {
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    429,
    `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'Retry-After': String(seconds) },
  );
}

/** Refuses with 429 while any key is locked, then counts this request against each. */
export async function countRequest(
  ctx: AppContext,
  what: string,
  keys: readonly (readonly [string, ThrottlePolicy])[],
): Promise<void> {
  const wait = await lockedFor(
    ctx.db,
    keys.map(([key]) => key),
  );
  if (wait > 0) throw tooMany(what, wait);
  for (const [key, policy] of keys) await recordFailure(ctx.db, key, policy);
}

/**
 * The account's password, asked again before a change that matters: a guess like any other,
 * so throttled per account; a wrong one is a 422 on `password`.
 */
export async function confirmPassword(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number,
  password: unknown,
) {
  if (typeof password !== 'string' || password === '')
    throw unprocessable({ password: ['Enter your password to confirm.'] });
  const key = `account-password:${userId}`;
  const wait = await lockedFor(ctx.db, [key]);
  if (wait > 0) throw tooMany('password attempts', wait);
  const row = await ctx.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!(await verifyPassword(row?.password_hash, password))) {
    await recordFailure(ctx.db, key, ACCOUNT_POLICIES.accountPassword);
    request.log.info({ userId }, 'account password refused');
    throw unprocessable({ password: ['The password is incorrect.'] });
  }
  await clearFailures(ctx.db, key);
}
