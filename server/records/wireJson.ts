import { type RawBuilder, sql } from 'kysely';
import type { ResourceDef } from '../../src/resources';
import type { Dialect } from '../db/connect';
import { WIRE_COLUMN, hasObjectList } from './columns';
import { sqliteJsonObject } from './sqliteJsonObject';
import { hasStoredWire } from './storedWire';

/**
 * How a list reads each record as its wire JSON, the text `JSON.stringify(fromRow(row))` gives,
 * so a page is 25 texts joined with no row objects, decoding or serializing in between
 * (server/README.md, "Lists at scale"):
 *
 * - where this process found its own triggers on the table (server/records/storedWire.ts), the
 *   JSON stored with each record. A page holding a record without one (written while the
 *   triggers were off) is decoded in JavaScript (`listRecordsJson`);
 * - elsewhere on SQLite, `json_object` as the page is read (server/records/sqliteJsonObject.ts).
 *
 * There is none (undefined), and pages are decoded in JavaScript:
 * - on PostgreSQL, for a table without that trigger (its `json_build_object` took twice as
 *   long for a page of courses as encoding the rows in JavaScript), and inside a transaction;
 * - for a resource with a list of objects (exam questions, order items), whose nested money is
 *   converted on the way out.
 */
export function wireJsonOf(
  resource: ResourceDef,
  db: object,
  dialect: Dialect,
): RawBuilder<string> | undefined {
  if (hasObjectList(resource)) return undefined;
  if (hasStoredWire(db, resource)) return STORED;
  return dialect === 'sqlite' ? sqliteJsonObject(resource) : undefined;
}

const STORED = sql<string>`${sql.ref(WIRE_COLUMN)}`;
