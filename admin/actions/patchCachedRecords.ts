import type { QueryClient } from '@tanstack/react-query';
import type { GetListResult, Identifier, RaRecord } from 'react-admin';
import type { ActionDef } from '../../src/resources';

const sameId = (a: Identifier, b: Identifier) => String(a) === String(b);

/**
 * Puts an action's outcome in react-admin's cache, so every list and page shows it at once
 * without asking the server again. With `resetOthersTo` (tip featuring) every other record gets
 * that value too: only one tip is featured.
 */
export function patchCachedRecords(
  queryClient: QueryClient,
  resource: string,
  action: ActionDef,
  changed: RaRecord,
  value: unknown,
): void {
  const { field, resetOthersTo } = action;
  const patch = (record: RaRecord): RaRecord => {
    if (sameId(record.id, changed.id)) return { ...record, ...(field ? { [field]: value } : {}), ...changed };
    if (field && resetOthersTo !== undefined && record[field] !== resetOthersTo)
      return { ...record, [field]: resetOthersTo };
    return record;
  };
  const patchPage = (page: GetListResult | undefined) => page && { ...page, data: page.data.map(patch) };

  queryClient.setQueriesData<GetListResult>({ queryKey: [resource, 'getList'] }, patchPage);
  queryClient.setQueriesData<GetListResult>({ queryKey: [resource, 'getManyReference'] }, patchPage);
  queryClient.setQueriesData<RaRecord[]>({ queryKey: [resource, 'getMany'] }, (records) =>
    records?.map(patch),
  );
  queryClient.setQueriesData<RaRecord>(
    { queryKey: [resource, 'getOne'] },
    (record) => record && patch(record),
  );
}
