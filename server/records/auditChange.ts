import type { ResourceDef } from '../../src/resources';
import type { Row } from '../db/schema';
import type { Values } from './validation';
import { fromRow } from './wire';

/** What a change did to a record, for the audit log: the fields that differ, before and after. */
export type Change = {
  before?: Values;
  after?: Values;
};

/** One record a change touched, before and after in wire values (no before: made; no after: gone). */
export interface RecordChange {
  resource: string;
  recordId: number;
  before?: Values;
  after?: Values;
  /** What befell it, in the past tense, where "made", "changed" or "deleted" says too little ("revoked"). */
  done?: string;
}

/** A record's change from its rows as stored (pence, 0/1), for the audit log in wire values. */
export const rowChange = (
  resource: ResourceDef,
  before: Row | undefined,
  after: Row | undefined,
): RecordChange => ({
  resource: resource.key,
  recordId: Number((after ?? before)?.id),
  before: before && fromRow(resource, before),
  after: after && fromRow(resource, after),
});

/** Times every save moves; the log's own time says when. */
const SYSTEM_TIMES = new Set(['created_at', 'updated_at']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields whose wire values differ between two states of a record (both given), or the
 * whole record when it was created (no before) or deleted (no after). Wire values never hold a
 * password, so neither does the log.
 */
export function changeOf(before: Values | undefined, after: Values | undefined): Change {
  if (!before) return after ? { after: kept(after) } : {};
  if (!after) return { before: kept(before) };
  const changed = Object.keys({ ...before, ...after }).filter(
    (name) => !SYSTEM_TIMES.has(name) && !same(before[name], after[name]),
  );
  return {
    before: Object.fromEntries(changed.map((name) => [name, before[name] ?? null])),
    after: Object.fromEntries(changed.map((name) => [name, after[name] ?? null])),
  };
}

/** A whole record, without its empty fields and system times. */
const kept = (values: Values): Values =>
  Object.fromEntries(
    Object.entries(values).filter(
      ([name, value]) => !SYSTEM_TIMES.has(name) && value !== null && value !== undefined,
    ),
  );
