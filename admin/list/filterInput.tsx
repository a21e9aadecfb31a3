import Box from '@mui/material/Box';
import { DateInput } from 'react-admin';
import type { FieldDef } from '../../src/resources';
import { kindInputs } from '../kinds/inputs';

export interface FilterInputProps {
  field: FieldDef;
  source: string;
  label: string;
  /** What react-admin's filter form adds (size, helperText, resource...), passed on. */
  [prop: string]: unknown;
}

/**
 * One filter of a list: an exact match on a `filterable` field, as its kind filters
 * (admin/kinds/inputs/), or two dates on a field filterable by range, from and to (docs/API.md `filter`).
 */
export default function FilterInput({ field, source, label, ...rest }: FilterInputProps) {
  if (field.filterable === 'range')
    return (
      <Box sx={{ display: 'flex', gap: 1 }}>
        <DateInput {...rest} source={`${source}.gte`} label={`${label} from`} />
        <DateInput {...rest} source={`${source}.lte`} label={`${label} to`} />
      </Box>
    );
  return kindInputs[field.kind].filter(field, { ...rest, source, label });
}
