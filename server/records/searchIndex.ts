import { type Expression, type SqlBool, sql } from 'kysely';
import type { DbOrTrx } from '../db/schema';
import { stateOf } from './tableStatistics';

/**
 * SQLite: the FTS5 search table of `table` when it covers every one of `columns`, else
 * undefined (the search then scans with LIKE). PostgreSQL needs no such step: its trigram
 * indexes serve the LIKE itself.
 */
export async function searchTableFor(
  db: DbOrTrx,
  table: string,
  columns: readonly string[],
): Promise<string | undefined> {
  const state = stateOf(db);
  if (state.dialect !== 'sqlite') return undefined;
  let known = state.searchTables.get(table);
  if (!known) {
    const name = `${table}_search`;
    known = sql<{ name: string }>`select name from pragma_table_info(${name})`
      .execute(db)
      .then(({ rows }) => (rows.length > 0 ? new Set(rows.map((row) => row.name)) : null));
    state.searchTables.set(table, known);
  }
  const covered = await known;
  return covered && columns.every((column) => covered.has(column)) ? `${table}_search` : undefined;
}

/** FTS5 trigram needs three characters to match anything; shorter searches scan. */
export const searchableByIndex = (q: string): boolean => [...q].length >= 3;

/** The FTS5 query for a substring `q` in these columns: one quoted phrase with a column filter. */
export const ftsMatch = (columns: readonly string[], q: string): string =>
  `{${columns.join(' ')}} : "${q.replace(/"/g, '""')}"`;

/**
 * `id in (rows of the search table matching q in these columns)`: a substring match, any case.
 * `unindexed` (`+id`): the matches are a set to test rows against, not rows to fetch by id.
 */
export function ftsCondition(searchTable: string, match: string, unindexed = false): Expression<SqlBool> {
  const id = unindexed ? sql`+${sql.ref('id')}` : sql.ref('id');
  return sql<SqlBool>`${id} in (select rowid from ${sql.table(searchTable)} where ${sql.table(
    searchTable,
  )} match ${match})`;
}
