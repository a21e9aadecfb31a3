import { allResources } from '../../src/resources';
import type { ResourceDef } from '../../src/resources';
import { expectedColumns } from '../records/columns';
import { missingListSupport } from './listSupportCheck';
import type { Db } from './schema';

/**
 * Every column the resource table needs but the database lacks, as `table.column`. A new
 * field without its migration is caught at start, not on the first save.
 */
export async function missingColumns(
  db: Db,
  table: readonly ResourceDef[] = allResources,
): Promise<string[]> {
  const present = await presentColumns(db);
  const missing: string[] = [];
  for (const resource of table) {
    const columns = present.get(resource.key);
    for (const column of expectedColumns(resource))
      if (!columns?.has(column)) missing.push(`${resource.key}.${column}`);
  }
  return missing;
}

export async function assertSchemaMatchesTable(
  db: Db,
  table: readonly ResourceDef[] = allResources,
): Promise<void> {
  const missing = await missingColumns(db, table);
  if (missing.length > 0)
    throw new Error(
      `The database lacks columns the resource table declares (add a migration): ${missing.join(', ')}`,
    );
  const unsupported = await missingListSupport(db, table);
  if (unsupported.length > 0)
    throw new Error(
      `Resource tables lack their list support (make them with createResourceTable, or add a migration calling addResourceListSupport): ${unsupported.join(', ')}`,
    );
}

/**
 * The columns of each table the server's connection sees, by table name: in PostgreSQL, of its
 * own schema only (server/db/ownSchemaIntrospector.ts).
 */
async function presentColumns(db: Db): Promise<Map<string, Set<string>>> {
  const present = new Map<string, Set<string>>();
  const add = (tableName: string, column: string) => {
    const columns = present.get(tableName) ?? new Set<string>();
    columns.add(column);
    present.set(tableName, columns);
  };
  for (const t of await db.introspection.getTables())
    for (const column of t.columns) add(t.name, column.name);
  return present;
}
