import { randomBytes } from 'node:crypto';
import { sha256 } from '../../auth/sessions';
import type { AccountTokenTable, DbOrTrx } from '../../db/schema';
import { HttpError } from '../../errors';

export type TokenPurpose = AccountTokenTable['purpose'];

/** How long a mailed link works. A reset link is short-lived: it opens the account. */
export const TOKEN_LIFETIME_MINUTES: Record<TokenPurpose, number> = {
  password_reset: 30,
  email_verify: 3 * 24 * 60,
  email_change: 24 * 60,
};

/** Why a link no longer works, said the same way wherever one is followed. */
export const LINK_MESSAGES = {
  unknown: 'This link is not valid. Check that you copied all of it, or ask for a new one.',
  used: 'This link has already been used. Ask for a new one.',
  expired: 'This link has expired. Ask for a new one.',
} as const;

/**
 * A new single-use token for `purpose`, answered as the value to mail; only its SHA-256 is
 * stored, so a reader of the database cannot use a link that is still live.
 */
export async function issueToken(
  db: DbOrTrx,
  userId: number,
  purpose: TokenPurpose,
  email: string,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('account_tokens')
    .values({
      id: sha256(token),
      user_id: userId,
      purpose,
      email,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MINUTES[purpose] * 60_000).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

export interface LiveToken {
  hash: string;
  userId: number;
  purpose: TokenPurpose;
  email: string;
}

/** The token behind a link if it may still be used, or a 400/410 saying why not. */
export async function liveToken(
  db: DbOrTrx,
  token: unknown,
  purposes: readonly TokenPurpose[],
): Promise<LiveToken> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 200)
    throw new HttpError(400, LINK_MESSAGES.unknown);
  const row = await db
    .selectFrom('account_tokens')
    .selectAll()
    .where('id', '=', sha256(token))
    .executeTakeFirst();
  if (!row || !purposes.includes(row.purpose)) throw new HttpError(400, LINK_MESSAGES.unknown);
  if (row.used_at) throw new HttpError(410, LINK_MESSAGES.used);
  if (row.expires_at <= new Date().toISOString()) throw new HttpError(410, LINK_MESSAGES.expired);
  return { hash: row.id, userId: Number(row.user_id), purpose: row.purpose, email: row.email };
}

/**
 * Marks the token used, inside the transaction that acts on it. Only one of two requests racing
 * with the same link gets past this; the other is told the link was used.
 */
export async function consumeToken(trx: DbOrTrx, token: LiveToken): Promise<void> {
  const now = new Date().toISOString();
  const result = await trx
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('id', '=', token.hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new HttpError(410, LINK_MESSAGES.used);
}

/** The links a new password ends: the password reset, and an email change asked for under the old one. */
export const PASSWORD_BOUND_LINKS: readonly TokenPurpose[] = ['password_reset', 'email_change'];

/** Ends every link of these purposes the user still holds (a newer one replaces them, or they are moot). */
export async function retireTokens(
  db: DbOrTrx,
  userId: number,
  purposes: readonly TokenPurpose[],
): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('purpose', 'in', [...purposes])
    .where('used_at', 'is', null)
    .execute();
}
