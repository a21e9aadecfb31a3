import Box from '@mui/material/Box';
import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  DateInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { type FieldDef, type FilterInputKind, kindOf } from '../../src/resources';
import { choicesOf, FLAG_CHOICES } from '../table/choices';
import { routeOfKey } from '../table/resourceByRoute';

export interface FilterInputProps {
  field: FieldDef;
  source: string;
  label: string;
  /** What react-admin's filter form adds (size, helperText, resource...), passed on. */
  [prop: string]: unknown;
}

type Props = Record<string, unknown> & { source: string; label: string };

/** The inputs a list filters by, named by each field kind (`filterInput`, src/resources/kinds). */
const FILTER_INPUTS: Record<FilterInputKind, (field: FieldDef, props: Props) => ReactElement> = {
  text: (_field, props) => <TextInput {...props} />,
  number: (_field, props) => <NumberInput {...props} />,
  choice: (field, props) => <SelectInput {...props} choices={choicesOf(field)} />,
  flag: (_field, props) => <SelectInput {...props} choices={FLAG_CHOICES} />,
  day: (_field, props) => <DateInput {...props} />,
  record: (field, { source, label }) => (
    <ReferenceInput source={source} reference={routeOfKey(field.reference ?? '')}>
      <AutocompleteInput label={label} size="small" helperText={false} />
    </ReferenceInput>
  ),
};

/**
 * One filter of a list: an exact match on a `filterable` field, by the input its kind names, or
 * two dates on a field filterable by range, from and to (docs/API.md `filter`).
 */
export default function FilterInput({ field, source, label, ...rest }: FilterInputProps) {
  if (field.filterable === 'range')
    return (
      <Box sx={{ display: 'flex', gap: 1 }}>
        <DateInput {...rest} source={`${source}.gte`} label={`${label} from`} />
        <DateInput {...rest} source={`${source}.lte`} label={`${label} to`} />
      </Box>
    );
  return FILTER_INPUTS[kindOf(field).filterInput](field, { ...rest, source, label });
}
