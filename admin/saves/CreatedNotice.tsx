import Alert from '@mui/material/Alert';
import { Link, useCreatePath, type RaRecord } from 'react-admin';
import type { ResourceDef } from '../../src/resources';
import { recordPage } from '../table/recordPage';

export interface CreatedNoticeProps {
  resource: ResourceDef;
  record: RaRecord;
}

/** How a record is named to people: its representation field, else its id. */
export const recordName = (resource: ResourceDef, record: RaRecord): string => {
  const value = record[resource.recordRepresentation];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : `#${record.id}`;
};

/**
 * Above a create form that stayed after a save: the record just made, with a link to it, so a
 * form that starts afresh never leaves the administrator wondering where it went. A status,
 * not an alert: the save's toast already said it aloud.
 */
export function CreatedNotice({ resource, record }: CreatedNoticeProps) {
  const createPath = useCreatePath();
  const name = `${resource.singular} ${recordName(resource, record)}`;
  const page = recordPage(resource) || 'edit';
  return (
    <Alert severity="success" role="status" sx={{ m: 2, mb: 0 }}>
      {name} was created.{' '}
      <Link to={createPath({ resource: resource.route, type: page, id: record.id })}>Open {name}</Link>
    </Alert>
  );
}
