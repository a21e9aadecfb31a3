import type { RaRecord } from 'react-admin';
import type { ConfirmChange, ResourceDef } from '../../src/resources';
import { recordName } from '../table/recordName';

/**
 * The change the table says to ask about (`confirmChanges`: granting the administrator role)
 * among `values` about to be saved on `record`: a field given the value the record did not have
 * already. A new record (none yet) has none of them.
 */
export const changeToConfirm = (
  resource: ResourceDef,
  values: Readonly<Record<string, unknown>>,
  record: RaRecord | undefined,
): ConfirmChange | undefined =>
  resource.confirmChanges?.find(
    ({ field, value }) =>
      String(values[field]) === String(value) && String(record?.[field]) !== String(value),
  );

/** The question's title and content, with `{name}` the record's name. */
export function confirmTexts(change: ConfirmChange, resource: ResourceDef, record: RaRecord) {
  const name = recordName(resource, record);
  return { title: change.title.replace('{name}', name), content: change.content.replace('{name}', name) };
}
