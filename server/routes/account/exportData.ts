import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '../../../src/contract/endpoints';
import { ROLE_ADMIN } from '../../../src/resources/fields';
import { writeAudit } from '../../audit';
import { requireUser } from '../../auth/guards';
import { type DbOrTrx, type Row, loose } from '../../db/schema';
import { fromRow } from '../../records/wire';
import { EXPORTED_COLUMNS, EXPORTED_LOGIN_ATTEMPT, exportKey } from './exportedColumns';
import { type UserTable, userTables } from './userTables';

/** The allowed columns of a row, in the list's order; a record's fields as the API writes them. */
function allowed(entry: UserTable, row: Row, columns: readonly string[]): Row {
  const values = entry.resource ? { ...row, ...fromRow(entry.resource, row) } : row;
  return Object.fromEntries(columns.filter((column) => column in values).map((c) => [c, values[c]]));
}

/**
 * Everything the platform holds about one user that they may read: the account, then each
 * table's rows about them, each with the columns EXPORTED_COLUMNS allows and nothing else.
 */
export async function personalData(db: DbOrTrx, userId: number): Promise<Record<string, unknown>> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const records: Record<string, unknown[]> = {};
  const seen = new Set<string>();
  for (const entry of userTables()) {
    const key = exportKey(entry);
    const columns = EXPORTED_COLUMNS[key] ?? [];
    if (seen.has(key) || columns.length === 0) continue;
    seen.add(key);
    const rows = await loose(db)
      .selectFrom(entry.table)
      .selectAll()
      .where(entry.column, '=', userId)
      .execute();
    // Oldest first, where the table numbers its rows (a basket is one row by its user).
    rows.sort((a, b) => Number(a.id ?? 0) - Number(b.id ?? 0));
    records[entry.table] = [
      ...(records[entry.table] ?? []),
      ...rows.map((row) => allowed(entry, row, columns)),
    ];
  }
  // Sign-in throttling is kept by address; the entries that name this one are about this person.
  const attempts = (await db.selectFrom('login_attempts').selectAll().execute())
    .filter((row) => row.key.split(':').includes(user.email))
    .map((row) => Object.fromEntries(EXPORTED_LOGIN_ATTEMPT.map((column) => [column, row[column]])));
  return {
    exported_at: new Date().toISOString(),
    account: {
      id: Number(user.id),
      name: user.name,
      email: user.email,
      role: Number(user.role_id) === ROLE_ADMIN ? 'admin' : 'student',
      profile_picture: user.profile_picture,
      email_verified_at: user.email_verified_at,
      disabled: Number(user.disabled) === 1,
      created_at: user.created_at,
      updated_at: user.updated_at,
    },
    records: { ...records, login_attempts: attempts },
  };
}

/** Your data: a download of everything held about the signed-in user, as JSON. */
export async function exportDataRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.get(accountEndpoints.exportData.path, async (request, reply) => {
    const { user } = await requireUser(ctx, request);
    const data = await personalData(ctx.db, user.id);
    await writeAudit(ctx.db, { action: 'account.exported', userId: user.id, ip: request.ip });
    reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="mindwell-data-${user.id}.json"`);
    return JSON.stringify(data, null, 2);
  });
}
