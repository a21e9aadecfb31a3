import { cloneElement, type ReactElement } from 'react';
import { fieldLabel, type FieldDef } from '../../src/resources';
import { consoleViews } from '../kinds';

/**
 * How one field is shown, as its kind shows it (admin/kinds/): a list column or a line of a
 * record's page. Returns the field element itself (not a wrapper) because react-admin's
 * Datagrid reads `source`, `label` and `sortable` off its children to build the header.
 */
export function fieldDisplay(field: FieldDef, inList: boolean): ReactElement | null {
  const common = {
    source: field.name,
    label: fieldLabel(field),
    sortable: inList ? Boolean(field.sortable) : false,
  };
  const shown = consoleViews[field.kind].display(field, common, inList, fieldDisplay);
  return shown && cloneElement(shown, { key: field.name });
}
