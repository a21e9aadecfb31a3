import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListResult } from 'react-admin';
import type { MindWellDataProvider } from '../../src/api/dataProvider';
import { defaultListParams } from '../../src/api/lists';
import { listQueryKey, oneQueryKey } from '../../src/api/prefetch';
import type { ResourceDef } from '../../src/resources';

type Lists = Promise<PromiseSettledResult<GetListResult>[]>;

/**
 * SPEC.md §1: the first page of every list, fetched all at once into react-admin's cache under
 * the key its `<List>` asks for, so moving between lists shows data at once. The first list of
 * `table` (the one being opened) is asked for on its own, so its rows come first; the others
 * together through `getLists`, which our server answers in one call. A list opened while its
 * page is still on the way joins that same request instead of sending another. Each record
 * also goes under its getOne key, as `useGetList` does, so its form opens at once.
 */
export function prefetchLists(
  queryClient: QueryClient,
  dataProvider: DataProvider & Partial<Pick<MindWellDataProvider, 'getLists'>>,
  table: readonly ResourceDef[],
): Promise<void> {
  const [opening, ...others] = table.map((resource) => ({
    resource: resource.route,
    params: defaultListParams(resource),
  }));
  let together: Lists | undefined;
  // Asked for when the first of them is wanted: after the opening list has left.
  const othersAtOnce = (): Lists =>
    (together ??= dataProvider.getLists
      ? dataProvider.getLists(others)
      : Promise.allSettled(others.map(({ resource, params }) => dataProvider.getList(resource, params))));

  const fetchList = async ({ resource, params }: (typeof others)[number], index?: number) => {
    try {
      const page = await queryClient.fetchQuery<GetListResult>({
        queryKey: listQueryKey(resource, params),
        queryFn: async ({ signal }) => {
          if (index === undefined) return dataProvider.getList(resource, { ...params, signal });
          const outcome = (await othersAtOnce())[index];
          if (outcome.status === 'rejected') throw outcome.reason;
          return outcome.value;
        },
        retry: false,
      });
      for (const record of page.data)
        if (queryClient.getQueryData(oneQueryKey(resource, record.id)) === undefined)
          queryClient.setQueryData(oneQueryKey(resource, record.id), record);
    } catch {
      // One list failing spoils none of the others; its own page shows the error when opened.
    }
  };

  if (!opening) return Promise.resolve();
  return Promise.all([fetchList(opening), ...others.map((list, index) => fetchList(list, index))]).then(
    () => undefined,
  );
}
