import { type RawBuilder, sql } from 'kysely';
import type { FieldDef, ResourceDef } from '../../src/resources';
import type { Dialect } from '../db/connect';
import { columnOf, hasObjectList, wireFields } from './columns';
import { WIRE_COLUMN, hasStoredWire } from './storedWire';

/**
 * A record's wire JSON written by SQLite itself (`json_object`), as text: what
 * `JSON.stringify(fromRow(row))` gives (server/records/wire.ts), key for key and value for value.
 * A list page is then SQLite's text joined, with no row objects, decoding or serializing in
 * between: a page of 25 courses is read and encoded in about 95 µs instead of 230
 * (server/README.md, "Lists at scale"). tests/server/records/wireJson.test.ts holds the two
 * encodings equal for every resource.
 *
 * On PostgreSQL, whose `json_build_object` took twice as long for a page of courses as sending
 * the rows and encoding them in JavaScript, it is the JSON a trigger stored with the record
 * (server/records/storedWire.ts), where this process found that trigger as it would write it.
 *
 * There is none (undefined), and pages are decoded in JavaScript:
 * - on PostgreSQL, for a table without that trigger, and inside a transaction;
 * - for a resource with a list of objects (exam questions, order items), whose nested money is
 *   converted on the way out.
 */
export function wireJsonOf(
  resource: ResourceDef,
  db: object,
  dialect: Dialect,
): RawBuilder<string> | undefined {
  if (dialect === 'postgres') return hasStoredWire(db, resource) ? STORED : undefined;
  if (!encoders.has(resource)) encoders.set(resource, build(resource));
  return encoders.get(resource);
}

const STORED = sql<string>`${sql.ref(WIRE_COLUMN)}`;

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
  const fields = wireFields(resource);
  if (hasObjectList(resource)) return undefined;
  const pairs = [
    sql`'id', ${sql.ref('id')}`,
    ...fields.map((field) => sql`${sql.lit(field.name)}, ${valueOf(field)}`),
    sql`'created_at', ${sql.ref('created_at')}`,
    sql`'updated_at', ${sql.ref('updated_at')}`,
  ];
  return sql<string>`json_object(${sql.join(pairs)})`;
}
