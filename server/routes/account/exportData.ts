import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '../../../src/api/endpoints';
import { ROLE_ADMIN } from '../../../src/resources/fields';
import { writeAudit } from '../../audit';
import { requireUser } from '../../auth/guards';
import { type DbOrTrx, type Row, loose } from '../../db/schema';
import { fromRow } from '../../records/wire';
import { SECRET_COLUMN, type UserTable, userTables } from './userTables';

const parseJson = (text: unknown): unknown => {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** A row of a table outside the resource table, without its secrets. */
function plainRow(entry: UserTable, row: Row): Row {
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) {
    if (SECRET_COLUMN.test(column)) continue;
    // A session's id is the hash of its cookie: enough to recognise it, so never handed out.
    if (entry.table === 'sessions' && column === 'id') continue;
    out[column] = entry.table === 'audit_log' && column === 'detail' ? parseJson(value) : value;
  }
  return out;
}

/**
 * Everything the platform holds about one user, as the person may read it: the account, then
 * each table with rows about them. No password hash, session id or mailed token.
 */
export async function personalData(db: DbOrTrx, userId: number): Promise<Record<string, unknown>> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const records: Record<string, unknown[]> = {};
  for (const entry of userTables()) {
    // Links are stored hashed and of no use to anyone once mailed; which ones exist is no one's data.
    if (entry.table === 'account_tokens') continue;
    const rows = await loose(db)
      .selectFrom(entry.table)
      .selectAll()
      .where(entry.column, '=', userId)
      .execute();
    // Oldest first, where the table numbers its rows (a basket is one row by its user).
    rows.sort((a, b) => Number(a.id ?? 0) - Number(b.id ?? 0));
    const resource = entry.resource;
    const converted = rows.map((row) => (resource ? fromRow(resource, row) : plainRow(entry, row)));
    records[entry.table] = [...(records[entry.table] ?? []), ...converted];
  }
  // Sign-in throttling is kept by address; the entries that name this one are about this person.
  const attempts = (await db.selectFrom('login_attempts').selectAll().execute()).filter((row) =>
    row.key.split(':').includes(user.email),
  );
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
