import type { ResourceDef } from '../../src/resources';

/** The page a record of a resource opens on: `show` when read-only, `edit` when it can be updated. */
export type RecordPage = 'edit' | 'show' | false;

/**
 * Where a row click or a reference to a record leads, from the table: a read-only resource
 * (orders) shows its records, one with an update endpoint edits them, any other has no page.
 */
export function recordPage(resource: ResourceDef): RecordPage {
  if (resource.readOnly) return 'show';
  return resource.endpoints.update ? 'edit' : false;
}
