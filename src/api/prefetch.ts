import type { GetListParams, GetListResult } from 'ra-core';
import { defaultListParams, type DefaultListParams } from './lists';
import type { ResourceDef } from '../resources/types';

/**
 * The query key react-admin 5 gives a list (ra-core `useGetList`):
 * `[resource, 'getList', {pagination, sort, filter, meta}]`. A page stored under this key with
 * `queryClient.setQueryData` is what `<List>` shows at once when its params are the same.
 */
export const listQueryKey = (resource: string, params: GetListParams) =>
  [
    resource,
    'getList',
    { pagination: params.pagination, sort: params.sort, filter: params.filter, meta: params.meta },
  ] as const;

/** The key react-admin 5 gives one record (ra-core `useGetOne`); its id is always a string. */
export const oneQueryKey = (resource: string, id: string | number, meta?: unknown) =>
  [resource, 'getOne', { id: String(id), meta }] as const;

export interface PrefetchedList {
  /** The name the console gives the `<Resource>`: the entry's route. */
  resource: string;
  params: DefaultListParams;
  queryKey: ReturnType<typeof listQueryKey>;
  /** The page, or the error that kept it away (one failing list does not spoil the others). */
  result?: GetListResult;
  error?: unknown;
}

/** Everything of a react-query QueryClient this module needs. */
export interface QueryCache {
  setQueryData(queryKey: readonly unknown[], data: unknown): unknown;
}

/** The first page of every list, all at once (SPEC.md §1: every list loads when the console opens). */
export async function prefetchLists(
  table: readonly ResourceDef[],
  getLists: (
    requests: { resource: string; params: GetListParams }[],
  ) => Promise<PromiseSettledResult<GetListResult>[]>,
  nameOf: (resource: ResourceDef) => string = (resource) => resource.route,
): Promise<PrefetchedList[]> {
  const requests = table.map((entry) => ({ resource: nameOf(entry), params: defaultListParams(entry) }));
  const settled = await getLists(requests);
  return requests.map(({ resource, params }, i): PrefetchedList => {
    const outcome = settled[i];
    const queryKey = listQueryKey(resource, params);
    return outcome.status === 'fulfilled'
      ? { resource, params, queryKey, result: outcome.value }
      : { resource, params, queryKey, error: outcome.reason };
  });
}

/**
 * Puts prefetched pages into react-admin's query cache, with each record under its getOne key
 * as `useGetList` itself does, so opening a record shows it at once too.
 */
export function seedQueryCache(cache: QueryCache, lists: readonly PrefetchedList[]): void {
  for (const list of lists) {
    if (!list.result) continue;
    cache.setQueryData(list.queryKey, list.result);
    for (const record of list.result.data) cache.setQueryData(oneQueryKey(list.resource, record.id), record);
  }
}
