/**
 * The console's prefetch (admin/prefetch/prefetchLists.ts): the first page of every list, in
 * react-admin's query cache under the key its `<List>` asks for, over the real data provider.
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { openingFirst } from '../../admin/prefetch/openingFirst';
import { prefetchLists } from '../../admin/prefetch/prefetchLists';
import { createDataProvider } from '../../src/api/dataProvider';
import { defaultListParams, listCall } from '../../src/api/lists';
import { listQueryKey, oneQueryKey } from '../../src/api/prefetch';
import { allResources } from '../../src/resources';
import { BATCH_LISTS_PATH, type BatchListsRequest } from '../../src/contract/batchLists';
import { BATCH_LISTS_FEATURE, FEATURES_HEADER } from '../../src/contract/features';
import { type CapturedRequest, type Reply, adminCalls, captureHttp } from './capture';

/** Each list as the prefetch left it in the cache: its page, or the error that kept it away. */
interface Prefetched {
  resource: string;
  queryKey: readonly unknown[];
  result?: unknown;
  error?: unknown;
}

/** Runs the console's prefetch from /dashboard/admin and reads back what it cached, in table order. */
async function prefetchAll(http: Parameters<typeof createDataProvider>[0]['http']): Promise<Prefetched[]> {
  const queryClient = new QueryClient();
  await prefetchLists(queryClient, createDataProvider({ http }), openingFirst('/dashboard/admin'));
  return allResources.map((resource) => {
    const queryKey = listQueryKey(resource.route, defaultListParams(resource));
    const state = queryClient.getQueryState(queryKey);
    return {
      resource: resource.route,
      queryKey,
      result: state?.data,
      error: state?.error ?? undefined,
    };
  });
}

describe('prefetching every list', () => {
  it('asks for the first page of all 28 lists at once, each under the key react-admin will look for', async () => {
    let inFlight = 0;
    let most = 0;
    const { http, requests } = captureHttp(async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return { data: { data: [{ id: 1 }], total: 1 } };
    });
    const lists = await prefetchAll(http);

    expect(adminCalls(requests)).toHaveLength(allResources.length);
    expect(most).toBe(allResources.length);
    const categories = lists.find((l) => l.resource === 'courses/course-categories');
    expect(categories?.queryKey).toEqual([
      'courses/course-categories',
      'getList',
      {
        pagination: { page: 1, perPage: 500 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
        meta: undefined,
      },
    ]);
    const blogs = lists.find((l) => l.resource === 'blogs');
    expect(blogs?.queryKey[2]).toMatchObject({ sort: { field: 'created_at', order: 'DESC' } });
    expect(blogs?.result).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(lists.filter((l) => l.result)).toHaveLength(allResources.length);
  });

  it('keeps the other lists when one fails', async () => {
    const { http } = captureHttp(({ url }) =>
      url === '/api/admin/coupon/list'
        ? { status: 500, data: { message: 'Broken' } }
        : { data: { data: [{ id: 1 }], total: 1 } },
    );
    const lists = await prefetchAll(http);
    const coupons = lists.find((l) => l.resource === 'coupons');
    expect(coupons?.error).toMatchObject({ message: 'Broken', status: 500 });
    expect(lists.filter((l) => l.result)).toHaveLength(allResources.length - 1);
  });

  it('asks a server that names no added resources (the legacy backend) for the legacy lists alone', async () => {
    const { http, requests } = captureHttp(() => ({ data: { data: [{ id: 1 }], total: 1 } }), {
      features: [],
    });
    const lists = await prefetchAll(http);
    const legacy = allResources.filter((resource) => !resource.extension);
    expect(legacy.length).toBeLessThan(allResources.length);
    expect(
      adminCalls(requests)
        .map((call) => call.url)
        .sort(),
    ).toEqual(legacy.map((resource) => `/api/admin/${resource.endpoints.list.path}`).sort());
    expect(lists.filter((l) => l.result).map((l) => l.resource)).toEqual(
      legacy.map((resource) => resource.route),
    );
  });

  it('puts each record of a page under its getOne key too', async () => {
    const { http } = captureHttp(() => ({ data: { data: [{ id: 3, title: 'Calm' }], total: 1 } }));
    const queryClient = new QueryClient();
    await prefetchLists(queryClient, createDataProvider({ http }), openingFirst('/dashboard/admin'));
    expect(queryClient.getQueryData(oneQueryKey('faqs', 3))).toEqual({ id: 3, title: 'Calm' });
    expect(oneQueryKey('tips', 3)).toEqual(['tips', 'getOne', { id: '3', meta: undefined }]);
  });
});

describe('prefetching from a server that answers several lists in one call', () => {
  const page = (id: number) => ({ data: [{ id }], total: 1 });
  /** Our server: names the extension with the admin token, and answers `batch` for the batch call. */
  const ourServer =
    (batch: (body: BatchListsRequest) => Reply) =>
    (request: CapturedRequest): Reply => {
      if (request.url === '/api/getTokenForAdmin')
        return { data: { token: 't' }, headers: { [FEATURES_HEADER.toLowerCase()]: BATCH_LISTS_FEATURE } };
      if (request.url === `/api/admin/${BATCH_LISTS_PATH}`) return batch(request.body as BatchListsRequest);
      return { data: page(0) };
    };
  /** Each list's page, told apart by its place in the table, in its call's own shape (tips: `{featured, all}`). */
  const answerOf = (path: string) => {
    const i = allResources.findIndex((r) => r.endpoints.list.path === path);
    return allResources[i].endpoints.list.read === 'featured+all.data'
      ? { featured: null, all: page(i + 1) }
      : page(i + 1);
  };
  const everyOneAnswered = (body: BatchListsRequest): Reply => ({
    data: { answers: body.calls.map((call) => ({ status: 200, body: answerOf(call.path) })) },
  });
  const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);

  it("sends each group of lists as one call holding each list's documented call, and reads each answer as that call's", async () => {
    const { http, requests } = captureHttp(ourServer(everyOneAnswered), {});
    const lists = await prefetchAll(http);

    const calls = adminCalls(requests);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(
      calls.map(() => `POST /api/admin/${BATCH_LISTS_PATH}`),
    );
    expect(calls.length).toBeLessThanOrEqual(2);
    const batched = calls.flatMap((call) => (call.body as BatchListsRequest).calls);
    expect(batched.sort(byPath)).toEqual(
      allResources
        .map((resource) => {
          const alone = listCall(resource, { page: 1, perPage: resource.endpoints.list.perPage ?? 10 });
          return {
            method: resource.endpoints.list.method,
            path: resource.endpoints.list.path,
            options: alone.data ?? alone.params ?? {},
          };
        })
        .sort(byPath),
    );
    expect(lists.map((l) => l.result)).toEqual(allResources.map((_r, i) => page(i + 1)));
  });

  it('lets a list the server refused fail alone, with its message and status', async () => {
    const { http } = captureHttp(
      ourServer((body) => ({
        data: {
          answers: body.calls.map((call) =>
            call.path === 'coupon/list'
              ? { status: 422, body: { message: 'The page must be a whole number of 1 or more.' } }
              : { status: 200, body: answerOf(call.path) },
          ),
        },
      })),
      {},
    );
    const lists = await prefetchAll(http);
    const coupons = lists.find((l) => l.resource === 'coupons');
    expect(coupons?.error).toMatchObject({
      message: 'The page must be a whole number of 1 or more.',
      status: 422,
    });
    expect(lists.filter((l) => l.result)).toHaveLength(allResources.length - 1);
  });

  it('asks for each list on its own when the one call fails', async () => {
    const { http, requests } = captureHttp(
      ourServer(() => ({ status: 503, data: { message: 'Busy' } })),
      {},
    );
    const lists = await prefetchAll(http);
    const batchCalls = adminCalls(requests).filter((c) => c.url === `/api/admin/${BATCH_LISTS_PATH}`);
    expect(batchCalls.length).toBeGreaterThan(0);
    expect(adminCalls(requests)).toHaveLength(batchCalls.length + allResources.length);
    expect(lists.filter((l) => l.result)).toHaveLength(allResources.length);
  });
});
