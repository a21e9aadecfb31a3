import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/api/dataProvider';
import { listQueryKey, oneQueryKey, seedQueryCache } from '../../src/api/prefetch';
import { allResources } from '../../src/resources';
import {
  BATCH_LISTS_FEATURE,
  BATCH_LISTS_PATH,
  type BatchListsRequest,
  FEATURES_HEADER,
} from '../../src/api/batchLists';
import { listCall } from '../../src/api/lists';
import { type CapturedRequest, type Reply, adminCalls, captureHttp } from './capture';

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
    const lists = await createDataProvider({ http }).prefetchAll();

    expect(lists).toHaveLength(allResources.length);
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
    expect(blogs?.params.sort).toEqual({ field: 'created_at', order: 'DESC' });
    expect(blogs?.result).toEqual({ data: [{ id: 1 }], total: 1 });
  });

  it('keeps the other lists when one fails', async () => {
    const { http } = captureHttp(({ url }) =>
      url === '/api/admin/coupon/list'
        ? { status: 500, data: { message: 'Broken' } }
        : { data: { data: [{ id: 1 }], total: 1 } },
    );
    const lists = await createDataProvider({ http }).prefetchAll();
    const coupons = lists.find((l) => l.resource === 'coupons');
    expect(coupons?.error).toMatchObject({ message: 'Broken', status: 500 });
    expect(lists.filter((l) => l.result)).toHaveLength(allResources.length - 1);
  });

  it('puts each page and each of its records into the query cache', () => {
    const stored = new Map<string, unknown>();
    const cache = {
      setQueryData: (key: readonly unknown[], data: unknown) => stored.set(JSON.stringify(key), data),
    };
    const params = {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' as const },
      filter: {},
    };
    const result = { data: [{ id: 3, title: 'Calm' }], total: 1 };
    seedQueryCache(cache, [
      { resource: 'tips', params, queryKey: listQueryKey('tips', params), result },
      { resource: 'faqs', params, queryKey: listQueryKey('faqs', params), error: new Error('x') },
    ]);
    expect(stored.get(JSON.stringify(listQueryKey('tips', params)))).toEqual(result);
    expect(stored.get(JSON.stringify(oneQueryKey('tips', 3)))).toEqual({ id: 3, title: 'Calm' });
    expect(JSON.parse([...stored.keys()][1])).toEqual(['tips', 'getOne', { id: '3' }]);
    expect(stored.size).toBe(2);
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
  /** Each list's page, in its call's own shape (tips: `{featured, all}`). */
  const answerOf = (path: string, i: number) =>
    allResources.find((r) => r.endpoints.list.path === path)?.endpoints.list.read === 'featured+all.data'
      ? { featured: null, all: page(i + 1) }
      : page(i + 1);
  const everyOneAnswered = (body: BatchListsRequest): Reply => ({
    data: { answers: body.calls.map((call, i) => ({ status: 200, body: answerOf(call.path, i) })) },
  });

  it("sends one call holding each list's documented call, and reads each answer as that call's", async () => {
    const { http, requests } = captureHttp(ourServer(everyOneAnswered), {});
    const lists = await createDataProvider({ http }).prefetchAll();

    const calls = adminCalls(requests);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`POST /api/admin/${BATCH_LISTS_PATH}`]);
    const { calls: batched } = calls[0].body as BatchListsRequest;
    expect(batched).toEqual(
      allResources.map((resource) => {
        const alone = listCall(resource, { page: 1, perPage: resource.endpoints.list.perPage ?? 10 });
        return {
          method: resource.endpoints.list.method,
          path: resource.endpoints.list.path,
          options: alone.data ?? alone.params ?? {},
        };
      }),
    );
    expect(lists.map((l) => l.result)).toEqual(allResources.map((_r, i) => page(i + 1)));
  });

  it('lets a list the server refused fail alone, with its message and status', async () => {
    const { http } = captureHttp(
      ourServer((body) => ({
        data: {
          answers: body.calls.map((call, i) =>
            call.path === 'coupon/list'
              ? { status: 422, body: { message: 'The page must be a whole number of 1 or more.' } }
              : { status: 200, body: answerOf(call.path, i) },
          ),
        },
      })),
      {},
    );
    const lists = await createDataProvider({ http }).prefetchAll();
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
    const lists = await createDataProvider({ http }).prefetchAll();
    expect(adminCalls(requests)).toHaveLength(1 + allResources.length);
    expect(lists.filter((l) => l.result)).toHaveLength(allResources.length);
  });
});
