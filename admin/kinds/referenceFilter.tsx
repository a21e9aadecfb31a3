import { AutocompleteInput, ReferenceInput } from 'react-admin';
import type { FieldDef } from '../../src/resources';
import { routeOfKey } from '../table/resourceByRoute';
import type { FilterProps } from './consoleKind';

/** A filter by one record of the field's resource, chosen by name. */
export const referenceFilter = (field: FieldDef, { source, label }: FilterProps) => (
  <ReferenceInput source={source} reference={routeOfKey(field.reference ?? '')}>
    <AutocompleteInput label={label} size="small" helperText={false} />
  </ReferenceInput>
);
