import History from '@mui/icons-material/History';
import { Button, LinkBase, useCreatePath, useRecordContext } from 'react-admin';
import { ADDED_RESOURCES_FEATURE } from '../../src/contract/features';
import type { ResourceDef } from '../../src/resources';
import { useServerOffers } from '../layout/useServerOffers';

/** Where a record's history is: its own page's address, then `/history` (RecordHistory). */
export const historyPath = (recordPath: string): string => `${recordPath}/history`;

/**
 * A record page's link to the record's history, where the server keeps one (the audit log is
 * this product's: a legacy backend has none).
 */
export function HistoryButton({ resource }: { resource: ResourceDef }) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const offered = useServerOffers(ADDED_RESOURCES_FEATURE) === true;
  if (record?.id === undefined || !offered) return null;
  return (
    <Button
      component={LinkBase}
      label="History"
      to={historyPath(createPath({ resource: resource.route, type: 'edit', id: record.id }))}
    >
      <History />
    </Button>
  );
}
