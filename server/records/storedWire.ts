import { sql } from 'kysely';
import { type FieldDef, type ResourceDef, allResources } from '../../src/resources';
import { ident } from '../db/identifiers';
import type { Db } from '../db/schema';
import { columnOf, hasObjectList, wireFields } from './columns';

/**
 * PostgreSQL: each record's wire JSON kept beside it, in a `wire_json` column a trigger writes
 * on every insert and update, so a list page is 25 texts joined, as SQLite's `json_object`
 * gives it (server/records/wireJson.ts). Encoding 25 courses in JavaScript cost the server
 * more than PostgreSQL took to find them, and `json_build_object` at read time doubled
 * PostgreSQL's share instead (bench/README.md, "Sixth pass").
 *
 * The triggers are derived from the resource table, not written into a migration: each start
 * (`installStoredWire`) compares them with what this build's table makes and rewrites them,
 * and every record's JSON, when they differ; a start that migrates takes them off first
 * (`removeStoredWire`). A process uses the column of a table only after
 * it has found there the trigger it would have written itself (`loadStoredWire`), so a
 * database kept by another build, or one the role could not change, is read as before.
 */

export const WIRE_COLUMN = 'wire_json';
const ARRAY_FUNCTION = 'mw_wire_array';

const functionName = (table: string): string => `${ident(table)}_${WIRE_COLUMN}`;

/** Resources whose records have a stored wire JSON. */
const storedWireResources = (table: readonly ResourceDef[]): ResourceDef[] =>
  table.filter((resource) => !hasObjectList(resource));

/** The JSON text of one field of `new`, as `fromRow` would encode it. */
function valueOf(field: FieldDef): string {
  const column = `new.${ident(columnOf(field))}`;
  switch (field.kind) {
    case 'money':
      // Pounds as a double, as `pence / 100` is in JavaScript.
      return `coalesce(to_json(${column}::float8 / 100)::text, 'null')`;
    case 'references':
      return `${ARRAY_FUNCTION}(${column})`;
    default:
      return `coalesce(to_json(${column})::text, 'null')`;
  }
}

/** The trigger function's body: `new.wire_json` set to the record's JSON, key for key as `fromRow` orders them. */
export function wireFunctionBody(resource: ResourceDef): string {
  const fields = wireFields(resource);
  const parts = [
    `'{"id":', new.id`,
    ...fields.map((field) => `',"${ident(field.name)}":', ${valueOf(field)}`),
    `',"created_at":', coalesce(to_json(new.created_at)::text, 'null')`,
    `',"updated_at":', coalesce(to_json(new.updated_at)::text, 'null')`,
    `'}'`,
  ];
  return `
begin
  new.${WIRE_COLUMN} := concat(
    ${parts.join(',\n    ')});
  return new;
end
`;
}

/** `fromRow` of a references column: the stored JSON array, anything else (null, bad JSON) an empty one. */
const ARRAY_FUNCTION_SQL = `
create or replace function ${ARRAY_FUNCTION}(stored text) returns text
language plpgsql immutable as $$
declare
  parsed json;
begin
  if stored is null then return '[]'; end if;
  parsed := stored::json;
  if json_typeof(parsed) = 'array' then return parsed::text; end if;
  return '[]';
exception when others then
  return '[]';
end
$$;`;

/** The trigger functions of the connection's own schema, by name. */
async function installedBodies(db: Db): Promise<Map<string, string>> {
  const { rows } = await sql<{ name: string; body: string }>`
    select p.proname as name, p.prosrc as body
    from pg_proc p
    join pg_trigger t on t.tgfoid = p.oid and not t.tgisinternal and t.tgenabled <> 'D'
    join pg_class c on c.oid = t.tgrelid
    where c.relnamespace = current_schema()::regnamespace
      and p.proname = c.relname || ${`_${WIRE_COLUMN}`}`.execute(db);
  return new Map(rows.map((row) => [row.name, row.body]));
}

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

/**
 * Brings every table's stored wire JSON in step with this build's resource table: the column,
 * the trigger, and the JSON of every record when the trigger changed. Once per start, before
 * any process serves (server/app.ts, `prepareDatabase`); concurrent starts take turns.
 */
export async function installStoredWire(db: Db, table: readonly ResourceDef[] = allResources): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`mindwell.${WIRE_COLUMN}`}))`.execute(trx);
    const { tables, withColumn } = await ownTables(trx);
    const installed = await installedBodies(trx);
    const script: string[] = [ARRAY_FUNCTION_SQL];
    for (const resource of storedWireResources(table)) {
      const name = ident(resource.key);
      if (!tables.has(name)) continue;
      const body = wireFunctionBody(resource);
      if (withColumn.has(name) && installed.get(functionName(name)) === body) continue;
      const fn = functionName(name);
      script.push(
        `alter table ${name} add column if not exists ${WIRE_COLUMN} text;`,
        `create or replace function ${fn}() returns trigger language plpgsql as $$${body}$$;`,
        `drop trigger if exists ${fn} on ${name};`,
        `create trigger ${fn} before insert or update on ${name} for each row execute function ${fn}();`,
        // The trigger writes each record's JSON anew.
        `update ${name} set ${WIRE_COLUMN} = null;`,
      );
    }
    await sql.raw(script.join('\n')).execute(trx);
  });
}

/**
 * Takes the triggers off before migrations run: a migration that drops or renames a column
 * they read would otherwise fail on its first write to the table. The next
 * `installStoredWire` puts them back and writes every record's JSON anew.
 */
export async function removeStoredWire(db: Db): Promise<void> {
  const { rows } = await sql<{ trigger: string; table: string }>`
    select t.tgname as trigger, c.relname as table
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where c.relnamespace = current_schema()::regnamespace and not t.tgisinternal
      and t.tgname = c.relname || ${`_${WIRE_COLUMN}`}`.execute(db);
  for (const row of rows)
    await sql.raw(`drop trigger ${ident(row.trigger)} on ${ident(row.table)}`).execute(db);
}

const usable = new WeakMap<object, Set<string>>();

/**
 * Which tables this process reads stored wire JSON from: those whose trigger is the one this
 * build writes. Once per process, as the app is built.
 */
export async function loadStoredWire(db: Db, table: readonly ResourceDef[] = allResources): Promise<void> {
  const { withColumn } = await ownTables(db);
  const installed = await installedBodies(db);
  const tables = new Set<string>();
  for (const resource of storedWireResources(table)) {
    const name = resource.key;
    if (withColumn.has(name) && installed.get(functionName(name)) === wireFunctionBody(resource))
      tables.add(name);
  }
  usable.set(db, tables);
}

/** Whether this process reads the stored wire JSON of `resource` on `db`. */
export const hasStoredWire = (db: object, resource: ResourceDef): boolean =>
  usable.get(db)?.has(resource.key) ?? false;
