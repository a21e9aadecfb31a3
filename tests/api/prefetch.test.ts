import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/api/dataProvider';
import { listQueryKey, oneQueryKey, seedQueryCache } from '../../src/api/prefetch';
import { allResources } from '../../src/resources';
import { adminCalls, captureHttp } from './capture';

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
