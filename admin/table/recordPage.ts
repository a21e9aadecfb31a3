import type { ResourceDef } from '../../src/resources';

/** The page a record of a resource opens on: `show` when read-only, `edit` when it can be updated. */
export type RecordPage = 'edit' | 'show' | false;

/**
 * Where a row click or a reference to a record leads, from the table: a resource with an update
 * call edits its records; a read-only one (orders), or one whose records are only made and
 * deleted (enrolments), shows them.
 */
export function recordPage(resource: ResourceDef): RecordPage {
  if (resource.readOnly || !resource.endpoints.update) return 'show';
  return 'edit';
}
