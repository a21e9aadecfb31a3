import type { GetListParams } from 'ra-core';

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

/** The key of a server's answer to whether it offers an extension (src/contract/batchLists.ts). */
export const serverOffersKey = (feature: string) => ['serverOffers', feature] as const;
