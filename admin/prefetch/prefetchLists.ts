import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListResult } from 'react-admin';
import type { ListRequest, MindWellDataProvider } from '../../src/api/dataProvider';
import { defaultListParams } from '../../src/api/lists';
import { ADDED_RESOURCES_FEATURE } from '../../src/contract/features';
import { listQueryKey, oneQueryKey, serverOffersKey } from '../../src/api/prefetch';
import { offeredResources, type ResourceDef } from '../../src/resources';
import { openingGroups } from './openingFirst';

type Provider = DataProvider & Partial<Pick<MindWellDataProvider, 'getLists' | 'supports'>>;
type Settled = Promise<PromiseSettledResult<GetListResult>[]>;

/**
 * docs/legacy-api.md §1: the first page of every list, fetched all at once into react-admin's cache under
 * the key its `<List>` asks for, so moving between lists shows data at once. Each group of
 * `openingGroups` is one `getLists`, which our server answers in one call (docs/API.md) and
 * the legacy server call by call. A list opened while its page is still on the way joins that
 * same request instead of sending another. Each record also goes under its getOne key, as
 * `useGetList` does, so its form opens at once. A resource the server does not offer (the
 * legacy backend's lack of those this product adds) is not asked for.
 */
export function prefetchLists(
  queryClient: QueryClient,
  dataProvider: Provider,
  table: readonly ResourceDef[],
) {
  const getLists = (requests: ListRequest[]): Settled =>
    dataProvider.getLists
      ? dataProvider.getLists(requests)
      : Promise.allSettled(requests.map(({ resource, params }) => dataProvider.getList(resource, params)));

  const fetchGroup = (group: readonly ResourceDef[]) => {
    const requests = group.map((resource) => ({
      resource: resource.route,
      params: defaultListParams(resource),
    }));
    // Sent when the first of its lists is wanted; a list already in the cache asks for nothing.
    let together: Settled | undefined;
    return requests.map(async ({ resource, params }, index) => {
      try {
        const page = await queryClient.fetchQuery<GetListResult>({
          queryKey: listQueryKey(resource, params),
          queryFn: async () => {
            const outcome = (await (together ??= getLists(requests)))[index];
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
    });
  };

  // The server says what it offers with the admin token, which every list call waits for anyway;
  // the menu reads the same answer (admin/layout/useServerOffers.ts), so it draws with it at once.
  const offered = async () => {
    const added = (await dataProvider.supports?.(ADDED_RESOURCES_FEATURE)) ?? true;
    queryClient.setQueryData(serverOffersKey(ADDED_RESOURCES_FEATURE), added);
    return offeredResources(table, added);
  };
  return offered()
    .then((lists) => Promise.all(openingGroups(lists).flatMap(fetchGroup)))
    .then(() => undefined);
}
