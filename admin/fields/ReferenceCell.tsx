import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { LinearProgress, Link, ReferenceField, useRecordContext } from 'react-admin';
import { serverMessageOf } from '../feedback/errorText';
import type { RecordPage } from '../table/recordPage';
import { useRelatedColumn } from './selectRelated';

export interface ReferenceCellProps {
  source: string;
  reference: string;
  link: RecordPage;
  /** Read by react-admin's Datagrid for the column header. */
  label?: string;
  sortable?: boolean;
}

// The row opens on click; following the reference must not open it as well.
const keepInside = (event: MouseEvent) => event.stopPropagation();

/**
 * A list cell showing the record a reference points at, by its representation and linked to
 * its page, as `<ReferenceField>` shows it, read from the page's `SelectRelated`. Outside
 * one it is react-admin's own `<ReferenceField>`.
 */
export function ReferenceCell({ source, reference, link, label, sortable }: ReferenceCellProps) {
  const record = useRecordContext();
  const column = useRelatedColumn(source);
  if (!column)
    return (
      <ReferenceField source={source} reference={reference} link={link} label={label} sortable={sortable} />
    );
  const id: unknown = record?.[source];
  if (id === null || id === undefined || id === '') return null;
  const target = column.records.get(String(id));
  if (!target) {
    if (column.isPending) return <LinearProgress />;
    if (column.error)
      return (
        <ErrorOutline
          color="error"
          fontSize="small"
          role="img"
          aria-label={serverMessageOf(column.error) ?? 'The referenced record could not be loaded'}
        />
      );
    return null;
  }
  const text = column.represent(target);
  const path = column.pathOf(target.id);
  if (!path)
    return (
      <Typography component="span" variant="body2">
        {text}
      </Typography>
    );
  return (
    <Link to={path} onClick={keepInside} variant="body2">
      {text}
    </Link>
  );
}
