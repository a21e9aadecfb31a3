import History from '@mui/icons-material/History';
import { Button, LinkBase, useCreatePath, useRecordContext } from 'react-admin';
import { getResource, type ResourceDef } from '../../src/resources';

const auditRoute = getResource('audit_log').route;

/** The list of the audit log, filtered to one record: what the History link opens. */
export function historyFilter(resource: ResourceDef, id: unknown): string {
  const filter = JSON.stringify({ resource: resource.key, record_id: Number(id) });
  return `filter=${encodeURIComponent(filter)}`;
}

/** An edit page's link to its own record's history in the audit log. */
export function HistoryButton({ resource }: { resource: ResourceDef }) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (record?.id === undefined) return null;
  return (
    <Button
      component={LinkBase}
      label="History"
      to={{
        pathname: createPath({ resource: auditRoute, type: 'list' }),
        search: historyFilter(resource, record.id),
      }}
    >
      <History />
    </Button>
  );
}
