import { sql } from 'kysely';
import { type ResourceDef, allResources } from '../../src/resources';
import type { Dialect } from '../db/connect';
import type { Db } from '../db/schema';
import { WIRE_COLUMN, hasObjectList } from './columns';
import type { StoredWireDialect } from './storedWireDialect';
import { postgresStoredWire } from './storedWirePostgres';
import { sqliteStoredWire } from './storedWireSqlite';

/**
 * Each record's wire JSON kept beside it, in a `wire_json` column that triggers write on every
 * insert and update, so a list page is 25 texts joined (server/records/wireJson.ts). Encoding
 * the page as it was read was the largest single cost of a list answer on both databases
 * (bench/README.md, "Sixth pass" and "Seventh pass").
 *
 * The triggers are derived from the resource table, not written into a migration: each start
 * (`installStoredWire`) compares them with what this build's table makes and rewrites them,
 * and every record's JSON, when they differ; a start that migrates takes them off first
 * (`removeStoredWire`). A process uses the column of a table only after it has found there the
 * triggers it would have written itself (`loadStoredWire`), so a database kept by another
 * build, or one the role could not change, is read as before.
 */

const dialects: Record<Dialect, StoredWireDialect> = {
  postgres: postgresStoredWire,
  sqlite: sqliteStoredWire,
};

/** Resources whose records have a stored wire JSON. */
const storedWireResources = (table: readonly ResourceDef[]): ResourceDef[] =>
  table.filter((resource) => !hasObjectList(resource));

/** The tables of the connection's own schema (server/db/ownSchemaIntrospector.ts), and which have the column. */
async function ownTables(db: Db): Promise<{ tables: Set<string>; withColumn: Set<string> }> {
  const tables = (await db.introspection.getTables()).filter((table) => !table.isView);
  return {
    tables: new Set(tables.map((table) => table.name)),
    withColumn: new Set(
      tables
        .filter((table) => table.columns.some((column) => column.name === WIRE_COLUMN))
        .map((table) => table.name),
    ),
  };
}

const inStep = (wanted: Map<string, string>, installed: Map<string, string>): boolean =>
  [...wanted].every(([name, definition]) => installed.get(name) === definition);

/**
 * The tables of the connection's own schema, those with the column, and those whose triggers
 * are the ones this build writes for `table` (`current`).
 */
async function survey(
  db: Db,
  writer: StoredWireDialect,
  table: readonly ResourceDef[],
): Promise<{ tables: Set<string>; withColumn: Set<string>; current: Set<string> }> {
  const { tables, withColumn } = await ownTables(db);
  const installed = await writer.installed(db);
  const current = new Set(
    storedWireResources(table)
      .filter((resource) => withColumn.has(resource.key) && inStep(writer.wanted(resource, db), installed))
      .map((resource) => resource.key),
  );
  return { tables, withColumn, current };
}

const run = async (db: Db, statements: readonly string[]): Promise<void> => {
  for (const statement of statements) await sql.raw(statement).execute(db);
};

/**
 * Brings every table's stored wire JSON in step with this build's resource table: the column,
 * the triggers, and the JSON of every record when the triggers changed. Once per start, before
 * any process serves (server/app.ts, `prepareDatabase`).
 */
export async function installStoredWire(
  db: Db,
  dialect: Dialect,
  table: readonly ResourceDef[] = allResources,
): Promise<void> {
  const writer = dialects[dialect];
  await db.transaction().execute(async (trx) => {
    await run(trx, writer.prelude());
    const { tables, withColumn, current } = await survey(trx, writer, table);
    for (const resource of storedWireResources(table))
      if (tables.has(resource.key) && !current.has(resource.key))
        await run(trx, writer.install(resource, trx, withColumn.has(resource.key)));
  });
}

/**
 * Takes the triggers off before migrations run: a migration that drops or renames a column
 * they read would otherwise fail on its first write to the table. The next
 * `installStoredWire` puts them back and writes every record's JSON anew.
 */
export async function removeStoredWire(db: Db, dialect: Dialect): Promise<void> {
  await run(db, await dialects[dialect].removal(db));
}

const usable = new WeakMap<object, Set<string>>();

/**
 * Which tables this process reads stored wire JSON from: those whose triggers are the ones this
 * build writes. Once per process, as the app is built.
 */
export async function loadStoredWire(
  db: Db,
  dialect: Dialect,
  table: readonly ResourceDef[] = allResources,
): Promise<void> {
  usable.set(db, (await survey(db, dialects[dialect], table)).current);
}

/** Whether this process reads the stored wire JSON of `resource` on `db`. */
export const hasStoredWire = (db: object, resource: ResourceDef): boolean =>
  usable.get(db)?.has(resource.key) ?? false;
