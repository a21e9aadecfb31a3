import { sql } from 'kysely';
import type { ResourceDef } from '../../src/resources';
import { ident } from '../db/identifiers';
import type { Db } from '../db/schema';
import { SYSTEM_COLUMNS, WIRE_COLUMN, columnOf, wireFields } from './columns';
import { sqliteJsonObject } from './sqliteJsonObject';
import type { StoredWireDialect } from './storedWireDialect';

/**
 * SQLite's stored wire JSON (server/records/storedWire.ts): after each insert, and each update
 * of a column the JSON is made of, a trigger writes the record's `json_object` into its
 * `wire_json` (SQLite's triggers cannot change the row being written). Encoding 25 courses with
 * `json_object` at read time was a fifth of a server process's CPU under load.
 */

const triggerName = (table: string, event: 'insert' | 'update'): string =>
  `${ident(table)}_${WIRE_COLUMN}_${event}`;

/** The record's JSON as SQL text, with no parameters, for a trigger's body. */
function encodingOf(resource: ResourceDef, db: Db): string {
  const encoder = sqliteJsonObject(resource);
  if (!encoder) throw new Error(`${resource.key} has no JSON SQLite writes`);
  const { sql: text, parameters } = encoder.compile(db);
  if (parameters.length > 0) throw new Error(`${resource.key}: the JSON's SQL has parameters`);
  return text;
}

/**
 * Both triggers of a table, by name, as their statements. Written as sqlite_master keeps them
 * (its first two keywords in capitals), so the two compare as text.
 */
function triggersOf(resource: ResourceDef, db: Db): Map<string, string> {
  const table = ident(resource.key);
  const write = `update ${table} set ${WIRE_COLUMN} = ${encodingOf(resource, db)} where id = new.id;`;
  // Only columns the JSON reads: the trigger's own write (wire_json alone) does not fire it again.
  const read = [...SYSTEM_COLUMNS, ...wireFields(resource).map(columnOf)].map(ident).join(', ');
  const insert = triggerName(table, 'insert');
  const update = triggerName(table, 'update');
  return new Map([
    [insert, `CREATE TRIGGER ${insert} after insert on ${table} begin ${write} end`],
    [update, `CREATE TRIGGER ${update} after update of ${read} on ${table} begin ${write} end`],
  ]);
}

/** Writes the JSON of the records that have none: after a bulk load made with the triggers off. */
export async function fillStoredWire(db: Db, resource: ResourceDef): Promise<void> {
  const table = ident(resource.key);
  await sql
    .raw(`update ${table} set ${WIRE_COLUMN} = ${encodingOf(resource, db)} where ${WIRE_COLUMN} is null`)
    .execute(db);
}

export const sqliteStoredWire: StoredWireDialect = {
  // The install's transaction holds SQLite's write lock from its start (`begin immediate`).
  prelude: () => [],

  async installed(db: Db): Promise<Map<string, string>> {
    const { rows } = await sql<{ name: string; sql: string }>`
      select name, sql from sqlite_master
      where type = 'trigger' and (name like ${`%_${WIRE_COLUMN}_insert`} or name like ${`%_${WIRE_COLUMN}_update`})`.execute(
      db,
    );
    return new Map(rows.map((row) => [row.name, row.sql]));
  },

  wanted: triggersOf,

  install(resource: ResourceDef, db: Db, hasColumn: boolean): string[] {
    const table = ident(resource.key);
    const triggers = triggersOf(resource, db);
    return [
      ...(hasColumn ? [] : [`alter table ${table} add column ${WIRE_COLUMN} text`]),
      ...[...triggers.keys()].map((name) => `drop trigger if exists ${name}`),
      ...triggers.values(),
      `update ${table} set ${WIRE_COLUMN} = ${encodingOf(resource, db)}`,
    ];
  },

  async removal(db: Db): Promise<string[]> {
    return [...(await sqliteStoredWire.installed(db)).keys()].map((name) => `drop trigger ${ident(name)}`);
  },
};
