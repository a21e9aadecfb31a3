import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { MouseEvent } from 'react';
import { useExpanded, useRecordContext, useResourceContext, type FieldProps } from 'react-admin';
import { type FieldDef, kindOf } from '../../src/resources';
import { fieldDisplay } from '../fields/fieldDisplay';
import { visuallyHidden } from '../../src/ui/visuallyHidden';

/** The long texts a list row shows cut to two lines: those its "Show full text" button shows in full. */
export const fullTextFields = (listed: readonly FieldDef[]): FieldDef[] =>
  listed.filter((field) => kindOf(field).long);

/** A row's long texts in full, in the panel under the row (react-admin's `expand`). */
export const FullText = ({ fields }: { fields: readonly FieldDef[] }) => (
  <Box sx={{ py: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
    {fields.map((field) => fieldDisplay(field, false))}
  </Box>
);

/** Whether the record in context shows its full text, and the switch: react-admin's `expand` state. */
export function useFullTextShown() {
  const record = useRecordContext();
  const resource = useResourceContext();
  return useExpanded(resource ?? '', record?.id ?? '');
}

/**
 * The row's button that opens and closes its panel: a real button, reached with Tab and pressed
 * with Enter or Space. It stands in for react-admin's expand arrow, which is hidden from the
 * keyboard and from screen readers (the table's `sx` hides that arrow's column). The panel is
 * react-admin's own, following the same `expanded` state; a phone's card names its own panel
 * (`panelId`). A press opens the panel only, never the record: the row's own click is the one
 * that opens it.
 */
// The label is the column's header, read by the table from the element's props.
export function FullTextButton({ panelId }: Pick<FieldProps, 'label'> & { panelId?: string }) {
  const record = useRecordContext();
  const [expanded, toggle] = useFullTextShown();
  if (!record) return null;
  const press = (event: MouseEvent) => {
    event.stopPropagation();
    toggle();
  };
  return (
    <IconButton
      size="small"
      aria-label={expanded ? 'Hide full text' : 'Show full text'}
      aria-expanded={expanded}
      aria-controls={panelId ?? `${record.id}-expand`}
      onClick={press}
    >
      <ExpandMoreIcon
        fontSize="inherit"
        sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
      />
    </IconButton>
  );
}

/** The column of those buttons, first in the row; named for screen readers only. */
export const fullTextColumn = (
  <FullTextButton key="full-text" label={<span style={visuallyHidden}>Full text</span>} />
);
