import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { accountEndpoints } from '../../../src/contract/endpoints';
import { getResource } from '../../../src/resources';
import { ROLE_ADMIN } from '../../../src/resources/fields';
import { writeAudit } from '../../audit';
import { requireUser } from '../../auth/guards';
import { endSession, endUserSessions } from '../../auth/sessions';
import { type DbOrTrx, loose } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../errors';
import { deleteWithDependents } from '../../records/dependents';
import { STORED_NAME } from '../../uploads/store';
import { jsonBody } from '../student/request';
import { confirmPassword } from './limits';
import { PERSONAL_COLUMN, userTables } from './userTables';

export const CLOSED_NAME = 'Closed account';
export const ACCOUNT_CLOSED =
  'Your account is closed. Your personal data has been erased, and you have been signed out.';
export const LAST_ADMIN =
  'You are the only administrator, so this account cannot be closed. Make someone else an administrator first.';

/** The address a closed account is left with: unique, and one no mail can reach (RFC 2606). */
export const closedEmail = (userId: number): string => `closed-${userId}@closed.invalid`;

/** Blanks the columns that name or locate a person in the rows of `table` kept about `userId`. */
async function blankPersonalColumns(
  trx: DbOrTrx,
  table: string,
  column: string,
  userId: number,
): Promise<void> {
  const described = (await trx.introspection.getTables()).find((t) => t.name === table);
  const changes: Record<string, unknown> = {};
  for (const col of described?.columns ?? [])
    if (PERSONAL_COLUMN.test(col.name)) changes[col.name] = col.isNullable ? null : '';
  if (Object.keys(changes).length === 0) return;
  await loose(trx).updateTable(table).set(changes).where(column, '=', userId).execute();
}

/**
 * Erases or anonymises everything about a user, in the caller's transaction: what they wrote
 * and did goes; orders stay for the accounts, without name or address; the account row stays,
 * anonymised and unusable, for the orders that point at it. Answers the stored picture to remove.
 */
export async function erasePersonalData(trx: DbOrTrx, userId: number): Promise<string | null> {
  const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  for (const entry of userTables()) {
    if (entry.table === 'audit_log' || entry.table === 'uploads') continue;
    if (entry.onClose === 'keep') {
      await blankPersonalColumns(trx, entry.table, entry.column, userId);
    } else if (entry.resource) {
      const rows = await loose(trx)
        .selectFrom(entry.table)
        .select('id')
        .where(entry.column, '=', userId)
        .execute();
      for (const row of rows) await deleteWithDependents(trx, getResource(entry.table), Number(row.id));
    } else {
      await loose(trx).deleteFrom(entry.table).where(entry.column, '=', userId).execute();
    }
  }
  // The security log keeps what happened, but no longer says to which address.
  await trx
    .updateTable('audit_log')
    .set({ detail: sql<string>`replace(detail, ${user.email}, ${closedEmail(userId)})` })
    .where('user_id', '=', userId)
    .where('detail', 'is not', null)
    .execute();
  const attempts = await trx.selectFrom('login_attempts').select('key').execute();
  const theirs = attempts.filter((row) => row.key.split(':').includes(user.email)).map((row) => row.key);
  if (theirs.length > 0) await trx.deleteFrom('login_attempts').where('key', 'in', theirs).execute();

  const picture = /^\/uploads\/([^/]+)$/.exec(user.profile_picture ?? '')?.[1];
  let removed: string | null = null;
  if (picture && STORED_NAME.test(picture)) {
    const upload = await trx
      .deleteFrom('uploads')
      .where('name', '=', picture)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(upload.numDeletedRows) > 0) removed = picture;
  }
  const now = new Date().toISOString();
  await trx
    .updateTable('users')
    .set({
      name: CLOSED_NAME,
      email: closedEmail(userId),
      // No argon2 hash: no password matches it, and the old one is gone.
      password_hash: '!closed',
      profile_picture: null,
      disabled: 1,
      email_verified_at: null,
      closed_at: now,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
  await endUserSessions(trx, userId);
  return removed;
}

/** Close account: confirmed with the password, refused to the last administrator. */
export async function closeAccountRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.post(accountEndpoints.closeAccount.path, async (request, reply) => {
    const { user } = await requireUser(ctx, request);
    await confirmPassword(ctx, request, user.id, jsonBody(request).password);
    const picture = await inTransaction(ctx.db, async (trx) => {
      if (user.role_id === ROLE_ADMIN) {
        const others = await trx
          .selectFrom('users')
          .select('id')
          .where('role_id', '=', ROLE_ADMIN)
          .where('disabled', '=', 0)
          .where('id', '!=', user.id)
          .executeTakeFirst();
        if (!others) throw new HttpError(409, LAST_ADMIN);
      }
      const removed = await erasePersonalData(trx, user.id);
      await writeAudit(trx, { action: 'account.closed', userId: user.id, ip: request.ip });
      return removed;
    });
    if (picture) await ctx.files.remove(picture);
    await endSession(ctx, request, reply);
    return { ok: true, message: ACCOUNT_CLOSED };
  });
}
