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
  let schema: string | undefined;
  if (dialect === 'postgres') {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    schema = rows[0]?.schema;
  }
  const tables = await db.introspection.getTables();
  const present = new Map<string, Set<string>>();
  for (const t of tables) {
    if (schema !== undefined && t.schema !== schema) continue;
    present.set(t.name, new Set(t.columns.map((c) => c.name)));
  }
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
