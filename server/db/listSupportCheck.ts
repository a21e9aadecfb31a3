import { PostgresAdapter, sql } from 'kysely';
import type { ResourceDef } from '../../src/resources';
import { columnFields, columnOf } from '../records/columns';
import type { Db } from './schema';

/** The columns a resource's search box looks in. */
const searchedColumns = (resource: ResourceDef): string[] =>
  columnFields(resource)
    .filter((field) => field.searchable)
    .map(columnOf);

/** The tables that have list counters (server/db/migrations/listSupport.ts). */
async function countedTables(db: Db): Promise<Set<string>> {
  const { rows } = await sql<{ tbl: string }>`select distinct tbl from list_counters`.execute(db);
  return new Set(rows.map((row) => row.tbl));
}

/** SQLite: the columns each `<table>_search` FTS5 table covers. */
async function searchTableColumns(db: Db, table: string): Promise<Set<string>> {
  const { rows } = await sql<{
    name: string;
  }>`select name from pragma_table_info(${`${table}_search`})`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/** PostgreSQL: the trigram indexes of the connection's own schema, or null when pg_trgm is not installed. */
async function trigramIndexes(db: Db): Promise<Set<string> | null> {
  const { rows: extension } = await sql<{ one: number }>`
    select 1 as one from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (extension.length === 0) return null;
  const { rows } = await sql<{ indexname: string }>`
    select indexname from pg_indexes where schemaname = current_schema() and indexname like '%\\_trgm'`.execute(
    db,
  );
  return new Set(rows.map((row) => row.indexname));
}

/**
 * What each resource's table lacks of the list support `createResourceTable` gives (its row
 * counters, and a search index over its searchable columns), as `table: what`. Without them a
 * list still answers, but counts its whole table on every page and scans on every search.
 * PostgreSQL without pg_trgm has no trigram indexes to ask for.
 */
export async function missingListSupport(db: Db, table: readonly ResourceDef[]): Promise<string[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const counted = await countedTables(db);
  const trigrams = postgres ? await trigramIndexes(db) : null;
  const missing: string[] = [];
  for (const resource of table) {
    if (!counted.has(resource.key)) missing.push(`${resource.key}: list counters`);
    const searched = searchedColumns(resource);
    if (searched.length === 0) continue;
    if (!postgres) {
      const covered = await searchTableColumns(db, resource.key);
      const uncovered = searched.filter((column) => !covered.has(column));
      if (uncovered.length) missing.push(`${resource.key}: search index of ${uncovered.join(', ')}`);
    } else if (trigrams) {
      const uncovered = searched.filter((column) => !trigrams.has(`${resource.key}_${column}_trgm`));
      if (uncovered.length) missing.push(`${resource.key}: search index of ${uncovered.join(', ')}`);
    }
  }
  return missing;
}
