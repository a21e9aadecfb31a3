import Box from '@mui/material/Box';
import {
  AutocompleteInput,
  DateInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { FieldDef } from '../../src/resources';
import { choicesOf, FLAG_CHOICES } from '../table/choices';
import { routeOfKey } from '../table/resourceByRoute';

export interface FilterInputProps {
  field: FieldDef;
  source: string;
  label: string;
  /** What react-admin's filter form adds (size, helperText, resource...), passed on. */
  [prop: string]: unknown;
}

/**
 * One filter of a list: an exact match on a `filterable` field, or two dates on a field
 * filterable by range, from and to (docs/API.md `filter`).
 */
export default function FilterInput({ field, source, label, ...rest }: FilterInputProps) {
  const props = { ...rest, source, label };
  if (field.filterable === 'range')
    return (
      <Box sx={{ display: 'flex', gap: 1 }}>
        <DateInput {...rest} source={`${source}.gte`} label={`${label} from`} />
        <DateInput {...rest} source={`${source}.lte`} label={`${label} to`} />
      </Box>
    );
  switch (field.kind) {
    case 'reference':
    case 'references':
      return (
        <ReferenceInput source={source} reference={routeOfKey(field.reference ?? '')}>
          <AutocompleteInput label={label} size="small" helperText={false} />
        </ReferenceInput>
      );
    case 'choice':
      return <SelectInput {...props} choices={choicesOf(field)} />;
    case 'flag':
      return <SelectInput {...props} choices={FLAG_CHOICES} />;
    case 'number':
    case 'integer':
    case 'money':
      return <NumberInput {...props} />;
    case 'date':
    case 'datetime':
      return <DateInput {...props} />;
    default:
      return <TextInput {...props} />;
  }
}
