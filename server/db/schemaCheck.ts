import { sql } from 'kysely';
import { allResources } from '../../src/resources';
import type { ResourceDef } from '../../src/resources';
import { expectedColumns } from '../records/columns';
import type { Dialect } from './connect';
import type { Db } from './schema';

/**
 * Every column the resource table needs but the database lacks, as `table.column`. A new
 * field without its migration is caught at start, not on the first save.
 */
export async function missingColumns(
  db: Db,
  dialect: Dialect,
  table: readonly ResourceDef[] = allResources,
): Promise<string[]> {
  const present = await presentColumns(db, dialect);
  const missing: string[] = [];
  for (const resource of table) {
    const columns = present.get(resource.key);
    for (const column of expectedColumns(resource))
      if (!columns?.has(column)) missing.push(`${resource.key}.${column}`);
  }
  return missing;
}

export async function assertSchemaMatchesTable(db: Db, dialect: Dialect): Promise<void> {
  const missing = await missingColumns(db, dialect);
  if (missing.length > 0)
    throw new Error(
      `The database lacks columns the resource table declares (add a migration): ${missing.join(', ')}`,
    );
}

/** The columns of each table the server's connection sees, by table name. */
async function presentColumns(db: Db, dialect: Dialect): Promise<Map<string, Set<string>>> {
  const present = new Map<string, Set<string>>();
  const add = (tableName: string, column: string) => {
    const columns = present.get(tableName) ?? new Set<string>();
    columns.add(column);
    present.set(tableName, columns);
  };
  if (dialect === 'postgres') {
    // Only the server's own schema: Kysely's introspector reads every schema in the database,
    // and fails when another one is dropped while it reads (test runs drop theirs in parallel).
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema()`.execute(db);
    for (const row of rows) add(row.table_name, row.column_name);
    return present;
  }
  for (const t of await db.introspection.getTables())
    for (const column of t.columns) add(t.name, column.name);
  return present;
}
