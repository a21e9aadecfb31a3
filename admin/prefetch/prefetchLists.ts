import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListResult } from 'react-admin';
import { defaultListParams } from '../../src/api/lists';
import { listQueryKey, oneQueryKey } from '../../src/api/prefetch';
import type { ResourceDef } from '../../src/resources';

/**
 * SPEC.md §1: the first page of every list, fetched all at once into react-admin's cache under
 * the key its `<List>` asks for, so moving between lists shows data at once. A list opened
 * while its page is still on the way joins that same request instead of sending another.
 * Each record also goes under its getOne key, as `useGetList` does, so its form opens at once.
 */
export function prefetchLists(
  queryClient: QueryClient,
  dataProvider: DataProvider,
  table: readonly ResourceDef[],
): Promise<void> {
  return Promise.all(
    table.map(async (resource) => {
      const params = defaultListParams(resource);
      try {
        const page = await queryClient.fetchQuery<GetListResult>({
          queryKey: listQueryKey(resource.route, params),
          queryFn: ({ signal }) => dataProvider.getList(resource.route, { ...params, signal }),
          retry: false,
        });
        for (const record of page.data)
          if (queryClient.getQueryData(oneQueryKey(resource.route, record.id)) === undefined)
            queryClient.setQueryData(oneQueryKey(resource.route, record.id), record);
      } catch {
        // One list failing spoils none of the others; its own page shows the error when opened.
      }
    }),
  ).then(() => undefined);
}
