import { sql } from 'kysely';
import type { FieldDef, ResourceDef } from '../../src/resources';
import { ident } from '../db/identifiers';
import type { Db } from '../db/schema';
import { WIRE_COLUMN, columnOf, wireFields } from './columns';
import type { StoredWireDialect } from './storedWireDialect';

/**
 * PostgreSQL's stored wire JSON (server/records/storedWire.ts): one `before insert or update`
 * trigger per table sets `new.wire_json`, so each write stores its record's JSON in the same
 * row version. `json_build_object` at read time had doubled PostgreSQL's share of a page
 * instead (bench/README.md, "Sixth pass").
 */

const ARRAY_FUNCTION = 'mw_wire_array';

const functionName = (table: string): string => `${ident(table)}_${WIRE_COLUMN}`;

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

export const postgresStoredWire: StoredWireDialect = {
  // Concurrent starts take turns.
  prelude: () => [`select pg_advisory_xact_lock(hashtext('mindwell.${WIRE_COLUMN}'))`, ARRAY_FUNCTION_SQL],

  async installed(db: Db): Promise<Map<string, string>> {
    const { rows } = await sql<{ name: string; body: string }>`
      select p.proname as name, p.prosrc as body
      from pg_proc p
      join pg_trigger t on t.tgfoid = p.oid and not t.tgisinternal and t.tgenabled <> 'D'
      join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = current_schema()::regnamespace
        and p.proname = c.relname || ${`_${WIRE_COLUMN}`}`.execute(db);
    return new Map(rows.map((row) => [row.name, row.body]));
  },

  wanted: (resource: ResourceDef) => new Map([[functionName(resource.key), wireFunctionBody(resource)]]),

  install(resource: ResourceDef): string[] {
    const name = ident(resource.key);
    const fn = functionName(name);
    return [
      `alter table ${name} add column if not exists ${WIRE_COLUMN} text`,
      `create or replace function ${fn}() returns trigger language plpgsql as $$${wireFunctionBody(resource)}$$`,
      `drop trigger if exists ${fn} on ${name}`,
      `create trigger ${fn} before insert or update on ${name} for each row execute function ${fn}()`,
      // The trigger writes each record's JSON anew.
      `update ${name} set ${WIRE_COLUMN} = null`,
    ];
  },

  async removal(db: Db): Promise<string[]> {
    const { rows } = await sql<{ trigger: string; table: string }>`
      select t.tgname as trigger, c.relname as table
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = current_schema()::regnamespace and not t.tgisinternal
        and t.tgname = c.relname || ${`_${WIRE_COLUMN}`}`.execute(db);
    return rows.map((row) => `drop trigger ${ident(row.trigger)} on ${ident(row.table)}`);
  },
};
