import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
import type { FieldDef } from '../../../src/resources';
import { routeOfKey } from '../../table/resourceByRoute';
import type { FilterProps } from '../consoleKind';

/** A filter typed as text. */
export const textFilter = (_field: FieldDef, props: FilterProps) => <TextInput {...props} />;

/** A filter typed as a number. */
export const numberFilter = (_field: FieldDef, props: FilterProps) => <NumberInput {...props} />;

/** A filter by one record of the field's resource, chosen by name. */
export const referenceFilter = (field: FieldDef, { source, label }: FilterProps) => (
  <ReferenceInput source={source} reference={routeOfKey(field.reference ?? '')}>
    <AutocompleteInput label={label} size="small" helperText={false} />
  </ReferenceInput>
);
