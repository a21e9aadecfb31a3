/**
 * Extensions our server offers beside the documented API, named in the features header of
 * its admin-token answer (src/contract/features.ts); the legacy server names none, and the
 * console then does without them. Shared by the client and the server.
 */

/**
 * An update carries the `updated_at` the form was loaded with, as `If-Match: "<updated_at>"`;
 * the server refuses it with 409 (and the record as it now is) when the record has changed
 * since. A call without the header is checked as the legacy API always was: not at all.
 */
export const IF_MATCH_HEADER = 'If-Match';

/** The header's value for a record's `updated_at`: an entity tag is quoted. */
export const versionTag = (updatedAt: string): string => `"${updatedAt}"`;

/** The `updated_at` an If-Match value names; undefined for `*` or no value. */
export function versionOf(header: string | undefined): string | undefined {
  const value = header?.trim().replace(/^W\//, '');
  if (!value || value === '*') return undefined;
  return value.replace(/^"(.*)"$/, '$1');
}

/**
 * What deleting some records would take with it, before anything is deleted. Its call, under
 * /api/admin/: POST `{resource, ids}` (a resource key).
 */
export const DEPENDENTS_PATH = 'records/dependents';

/** A count of records of one kind, with its noun already agreeing with the count. */
export interface DependentCount {
  resource: string;
  count: number;
  /** "3 lessons", "1 enrolment". */
  text: string;
}

export interface DependentsAnswer {
  /** Deleted along with them (cascading, at any depth). */
  deleted: DependentCount[];
  /** Kept, but no longer pointing at them. */
  detached: DependentCount[];
  /** Records that point at them and stop the delete until they are changed (409). */
  blocking: DependentCount[];
}

/**
 * A course's topics or lessons put in a new order in one transaction: every new place is saved,
 * or none. Without it the console saves them one update at a time. Its call, under /api/admin/:
 * POST `{resource, <orderedWithin>: id, positions}`, the resource being a key of the table that
 * declares `orderedWithin` (`{resource: 'topics', course_id: 7, positions: [{id: 12,
 * sort_order: 1}]}`).
 */
export const REORDER_PATH = 'records/reorder';
/** The field a record's place is kept in. */
export const ORDER_FIELD = 'sort_order';

/** A record's new place. */
export interface Position {
  id: number;
  sort_order: number;
}

/** The records of the request, as they now are, in the order given. */
export interface ReorderAnswer {
  data: Record<string, unknown>[];
}
