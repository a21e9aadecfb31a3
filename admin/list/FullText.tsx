import Box from '@mui/material/Box';
import type { FieldDef } from '../../src/resources';
import { fieldDisplay } from '../fields/fieldDisplay';

/** The long texts a list row shows cut to two lines: those a row's expand arrow shows in full. */
export const fullTextFields = (listed: readonly FieldDef[]): FieldDef[] =>
  listed.filter((field) => field.kind === 'longText' || field.kind === 'richText');

/** A row's long texts in full, in the panel its expand arrow opens. */
export const FullText = ({ fields }: { fields: readonly FieldDef[] }) => (
  <Box sx={{ py: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
    {fields.map((field) => fieldDisplay(field, false))}
  </Box>
);
