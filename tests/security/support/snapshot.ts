/**
 * What the database holds, in a form two moments can be compared by: every row of every record
 * table (and the uploads and enrolments), so a refused request can be shown to have changed
 * nothing. The audit log is left out on purpose: refusals are written there by design.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { allResources } from '../../../src/resources';
import { type Db, loose } from '../../../server/db/schema';

export const DATA_TABLES: readonly string[] = [
  ...allResources.map((r) => r.key).filter((key) => key !== 'audit_log'),
  'uploads',
  'enrolments',
];

/** Row counts and a digest of the contents of each data table. */
export async function snapshot(
  db: Db,
  tables: readonly string[] = DATA_TABLES,
): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of tables) {
    const rows = await loose(db).selectFrom(table).selectAll().orderBy('id').execute();
    const digest = createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16);
    result[table] = `${rows.length}:${digest}`;
  }
  return result;
}

/**
 * A cheaper fingerprint of every data table in one query: its row count, highest id and latest
 * updated_at (every write the server makes sets updated_at). For many checks in a row.
 */
export async function fingerprint(db: Db): Promise<string> {
  const parts = DATA_TABLES.map((table) => {
    const stamp = table === 'uploads' ? 'created_at' : table === 'enrolments' ? 'enrolled_at' : 'updated_at';
    return sql`select ${sql.lit(table)} as t, count(*) as n, max(id) as m, max(${sql.ref(stamp)}) as u from ${sql.table(table)}`;
  });
  const query = sql.join(parts, sql` union all `);
  const { rows } = await sql<{ t: string; n: unknown; m: unknown; u: unknown }>`${query}`.execute(db);
  return rows
    .map((row) => `${row.t}:${String(row.n)}:${String(row.m)}:${String(row.u)}`)
    .sort()
    .join('|');
}
