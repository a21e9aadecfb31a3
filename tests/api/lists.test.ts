import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/api/dataProvider';
import { adminCalls, captureHttp, type Responder } from './capture';

const paged = (data: unknown[], total = data.length) => ({
  data: { data, total, current_page: 1, last_page: 1, per_page: 10, from: 1, to: data.length },
});

function setup(respond: Responder = () => paged([])) {
  const { http, requests } = captureHttp(respond);
  return { provider: createDataProvider({ http }), calls: () => adminCalls(requests) };
}

describe('a list call', () => {
  it('sends the page size, search, sort and filter in the body when they differ from the defaults', async () => {
    const { provider, calls } = setup();
    await provider.getList('coupons', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'code', order: 'DESC' },
      filter: { q: ' spring ', status: 'active', discount_type: '' },
    });
    expect(calls()[0].body).toEqual({
      page: 3,
      per_page: 25,
      q: 'spring',
      sort: 'code',
      order: 'desc',
      filter: { status: 'active' },
    });
  });

  it('sends the same options as a query string on a GET list, the filter as JSON', async () => {
    const { provider, calls } = setup();
    await provider.getList('bundles', {
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'price', order: 'ASC' },
      filter: { status: 'published', q: 'calm' },
    });
    const [call] = calls();
    expect(call.body).toBeUndefined();
    expect(call.query).toEqual({
      page: '2',
      per_page: '50',
      q: 'calm',
      sort: 'price',
      order: 'asc',
      filter: JSON.stringify({ status: 'published' }),
    });
  });

  it.each([
    ['exam', { pagination: { page: 2, perPage: 10 } }, { pageNumber: 2 }],
    ['exam', { pagination: { page: 1, perPage: 20 } }, { pageNumber: 1, per_page: 20 }],
    ['quiz-question-tags', { pagination: { page: 4, perPage: 25 } }, { perPageItem: 25, pageNumber: 4 }],
    ['courses/course-categories', { pagination: { page: 2, perPage: 50 } }, { page: 2, per_page_item: 50 }],
    ['transcript', { pagination: { page: 2, perPage: 10 } }, { page: 2 }],
  ])('of %s pages in its own style', async (resource, params, body) => {
    const { provider, calls } = setup();
    await provider.getList(resource, { ...params, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(calls()[0].body).toEqual(body);
  });

  it("leaves the sort out when it is the entry's default (blogs: newest first)", async () => {
    const { provider, calls } = setup();
    await provider.getList('blogs', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
    expect(calls()[0].body).toEqual({ page: 1 });
  });

  it('sends filter values as the wire has them: ids and flags as numbers', async () => {
    const { provider, calls } = setup();
    await provider.getList('lessons', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { course_id: '12', is_preview: true, id: ['3', '4'] },
    });
    expect(calls()[0].body).toEqual({ pageNumber: 1, filter: { course_id: 12, is_preview: 1, id: [3, 4] } });
  });

  it('reads a paged answer as {data, total}', async () => {
    const { provider } = setup(() => paged([{ id: 1 }, { id: 2 }], 57));
    await expect(
      provider.getList('coupons', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).resolves.toEqual({ data: [{ id: 1 }, { id: 2 }], total: 57 });
  });

  it("reads the tips' {featured, all} answer from all", async () => {
    const { provider } = setup(() => ({
      data: {
        featured: { id: 2, featured: 1 },
        all: { data: [{ id: 1 }, { id: 2, featured: 1 }], total: 2 },
      },
    }));
    const result = await provider.getList('tips', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: 1 }, { id: 2, featured: 1 }], total: 2 });
  });

  it('counts a bare array answer, as a legacy GET list may give', async () => {
    const { provider } = setup(() => ({ data: { data: [{ id: 5 }, { id: 6 }] } }));
    const result = await provider.getList('social-profiles', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: 5 }, { id: 6 }], total: 2 });
  });
});

describe('reading records through the list call', () => {
  it('gets one record with filter {id}', async () => {
    const { provider, calls } = setup(() => paged([{ id: 8, code: 'SPRING' }]));
    await expect(provider.getOne('coupons', { id: '8' })).resolves.toEqual({
      data: { id: 8, code: 'SPRING' },
    });
    expect(calls()[0].body).toEqual({ page: 1, filter: { id: 8 } });
  });

  it('rejects with a 404 HttpError when the record is not there', async () => {
    const { provider } = setup(() => paged([]));
    await expect(provider.getOne('coupons', { id: 8 })).rejects.toMatchObject({
      name: 'HttpError',
      status: 404,
    });
  });

  it('gets many records with filter {id: [...]} and a page that holds them all', async () => {
    const { provider, calls } = setup(() => paged([{ id: 1 }, { id: 2 }, { id: 3 }]));
    const ids = Array.from({ length: 12 }, (_, i) => i + 1);
    await provider.getMany('courses', { ids: [...ids, '3'] });
    const [call] = calls();
    expect(call.url).toBe('/api/admin/get_course');
    expect(call.query).toEqual({ per_page: '12', filter: JSON.stringify({ id: ids }) });
  });

  it('gets many records in slices of 500, concurrently', async () => {
    const { provider, calls } = setup(() => paged([]));
    await provider.getMany('users', { ids: Array.from({ length: 1200 }, (_, i) => i + 1) });
    expect(calls().map((c) => (c.body as { per_page: number }).per_page)).toEqual([500, 500, 200]);
  });

  it('asks for nothing when getMany has no ids', async () => {
    const { provider, calls } = setup();
    await expect(provider.getMany('users', { ids: [] })).resolves.toEqual({ data: [] });
    expect(calls()).toHaveLength(0);
  });

  it('gets the records that reference another with filter {[target]: id}', async () => {
    const { provider, calls } = setup(() => paged([{ id: 4, course_id: 9 }]));
    const result = await provider.getManyReference('lessons', {
      target: 'course_id',
      id: '9',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'sort_order', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: 4, course_id: 9 }], total: 1 });
    expect(calls()[0].body).toEqual({
      pageNumber: 1,
      sort: 'sort_order',
      order: 'asc',
      filter: { course_id: 9 },
    });
  });

  it('loads the select list of an extra call', async () => {
    const { provider, calls } = setup(() => ({ data: { data: [{ id: 1, title: 'Breathing' }] } }));
    await expect(provider.getSelectList('lessons', 'selectList')).resolves.toEqual({
      data: [{ id: 1, title: 'Breathing' }],
    });
    expect(`${calls()[0].method} ${calls()[0].url}`).toBe('GET /api/admin/quiz/get_lesson_list');
  });

  it('rejects an unknown resource with a 404 HttpError', async () => {
    const { provider } = setup();
    await expect(provider.getList('nope', {})).rejects.toMatchObject({ name: 'HttpError', status: 404 });
  });
});
