import { type RawBuilder, sql } from 'kysely';
import type { FieldDef, ResourceDef } from '../../src/resources';
import type { Dialect } from '../db/connect';
import { columnFields, columnOf } from './columns';

/**
 * A record's wire JSON written by the database itself, as text: what `JSON.stringify(fromRow(row))`
 * gives (server/records/wire.ts), key for key and value for value. A list page is then the
 * database's text joined, with no row objects, decoding or serializing in between: a page of 25
 * courses is read and encoded in about 95 µs instead of 230 (bench/README.md, "Lists at scale").
 * tests/server/records/wireJson.test.ts holds the two encodings equal for every resource, on both
 * databases.
 *
 * A resource gets no encoder (undefined), and its pages are decoded in JavaScript, when one of
 * its fields cannot be written this way: a list of objects (exam questions, order items), whose
 * nested money and text PostgreSQL 15 cannot check before casting; or more fields than
 * PostgreSQL's 100 function arguments hold.
 */
export function wireJsonOf(resource: ResourceDef, dialect: Dialect): RawBuilder<string> | undefined {
  const key = `${dialect}:${resource.key}`;
  if (!encoders.has(key)) encoders.set(key, build(resource, dialect));
  return encoders.get(key);
}

const encoders = new Map<string, RawBuilder<string> | undefined>();

/** PostgreSQL's limit on a function's arguments, a key and a value per field. */
const MAX_FIELDS = 50;

/** A references column (JSON text) that is an array of whole numbers, checkable before the cast. */
const ID_ARRAY = String.raw`^\[\s*(-?[0-9]+(\s*,\s*-?[0-9]+)*)?\s*\]$`;

function valueOf(field: FieldDef, dialect: Dialect): RawBuilder<unknown> {
  const column = sql.ref(columnOf(field));
  switch (field.kind) {
    case 'money':
      return dialect === 'postgres' ? sql`(${column}::float8 / 100)` : sql`(${column} / 100.0)`;
    case 'references':
      // fromRow: an array as stored, anything else (null, bad JSON) an empty one.
      return dialect === 'postgres'
        ? sql`case when ${column} ~ ${ID_ARRAY} then ${column}::json else '[]'::json end`
        : sql`case when json_valid(${column}) and json_type(${column}) = 'array' then json(${column}) else json_array() end`;
    default:
      return sql`${column}`;
  }
}

function build(resource: ResourceDef, dialect: Dialect): RawBuilder<string> | undefined {
  const fields = columnFields(resource).filter((field) => field.kind !== 'password');
  if (fields.some((field) => field.kind === 'list') || fields.length + 3 > MAX_FIELDS) return undefined;
  const pairs = [
    sql`'id', ${sql.ref('id')}`,
    ...fields.map((field) => sql`${sql.lit(field.name)}, ${valueOf(field, dialect)}`),
    sql`'created_at', ${sql.ref('created_at')}`,
    sql`'updated_at', ${sql.ref('updated_at')}`,
  ];
  const args = sql.join(pairs);
  return dialect === 'postgres'
    ? sql<string>`json_build_object(${args})::text`
    : sql<string>`json_object(${args})`;
}
