import Stack from '@mui/material/Stack';
import type { MouseEvent } from 'react';
import { useRecordContext } from 'react-admin';
import type { ResourceDef } from '../../src/resources';
import { ActionControl } from './ActionControl';

export interface RecordActionsProps {
  resource: ResourceDef;
  /** Column header when shown in a list. */
  label?: string;
}

// A click on an action (or on its select's menu, a portal still inside this React tree) must
// not also open the row.
const keepInside = (event: MouseEvent) => event.stopPropagation();

/** The table's actions of the record in context, in a list row or on its page. */
export function RecordActions({ resource }: RecordActionsProps) {
  const record = useRecordContext();
  if (!record || !resource.actions?.length) return null;
  return (
    <Stack direction="row" spacing={1} alignItems="center" onClick={keepInside}>
      {resource.actions.map((action) => (
        <ActionControl key={action.name} resource={resource} action={action} record={record} />
      ))}
    </Stack>
  );
}
