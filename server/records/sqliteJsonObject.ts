import { type RawBuilder, sql } from 'kysely';
import type { FieldDef, ResourceDef } from '../../src/resources';
import { columnOf, hasObjectList, wireFields } from './columns';

/**
 * SQLite's `json_object` of a record's columns: what `JSON.stringify(fromRow(row))` gives
 * (server/records/wire.ts), key for key and value for value. Read by lists where no stored JSON
 * serves (server/records/wireJson.ts) and written by SQLite's triggers where one does
 * (server/records/storedWireSqlite.ts). tests/server/records/wireJson.test.ts holds the two
 * encodings equal for every resource. Undefined for a resource with a list of objects, whose
 * nested money JavaScript converts.
 */
export function sqliteJsonObject(resource: ResourceDef): RawBuilder<string> | undefined {
  if (!encoders.has(resource)) encoders.set(resource, build(resource));
  return encoders.get(resource);
}

const encoders = new WeakMap<ResourceDef, RawBuilder<string> | undefined>();

function valueOf(field: FieldDef): RawBuilder<unknown> {
  const column = sql.ref(columnOf(field));
  switch (field.kind) {
    case 'money':
      return sql`(${column} / 100.0)`;
    case 'references':
      // fromRow: an array as stored, anything else (null, bad JSON) an empty one.
      return sql`case when json_valid(${column}) and json_type(${column}) = 'array' then json(${column}) else json_array() end`;
    default:
      return sql`${column}`;
  }
}

function build(resource: ResourceDef): RawBuilder<string> | undefined {
  if (hasObjectList(resource)) return undefined;
  const pairs = [
    sql`'id', ${sql.ref('id')}`,
    ...wireFields(resource).map((field) => sql`${sql.lit(field.name)}, ${valueOf(field)}`),
    sql`'created_at', ${sql.ref('created_at')}`,
    sql`'updated_at', ${sql.ref('updated_at')}`,
  ];
  return sql<string>`json_object(${sql.join(pairs)})`;
}
