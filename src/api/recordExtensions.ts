/**
 * Two extensions our server offers beside the documented API, named in the features header of
 * its admin-token answer (src/api/batchLists.ts); the legacy server names neither, and the
 * console then does without them. Shared by the client and the server.
 */

/**
 * An update carries the `updated_at` the form was loaded with, as `If-Match: "<updated_at>"`;
 * the server refuses it with 409 (and the record as it now is) when the record has changed
 * since. A call without the header is checked as the legacy API always was: not at all.
 */
export const RECORD_VERSIONS_FEATURE = 'record-versions';
export const IF_MATCH_HEADER = 'If-Match';

/** The header's value for a record's `updated_at`: an entity tag is quoted. */
export const versionTag = (updatedAt: string): string => `"${updatedAt}"`;

/** The `updated_at` an If-Match value names; undefined for `*` or no value. */
export function versionOf(header: string | undefined): string | undefined {
  const value = header?.trim().replace(/^W\//, '');
  if (!value || value === '*') return undefined;
  return value.replace(/^"(.*)"$/, '$1');
}

/** A refused update's answer beyond `message`: the record as the server now has it. */
export interface StaleAnswer {
  message: string;
  current: Record<string, unknown>;
}

/** What deleting some records would take with it, before anything is deleted. */
export const DEPENDENTS_FEATURE = 'dependents';
/** Its call, under /api/admin/: POST `{resource, ids}` (a resource key). */
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
