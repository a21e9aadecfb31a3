/**
 * The console's own paging, searching, sorting and filtering, for servers without list options
 * (src/api/clientLists.ts): chosen as our server chooses (docs/API.md), from whole lists read
 * with the legacy calls alone.
 */
import { describe, expect, it } from 'vitest';
import { lastPageOf, legacyPageOptions, pageOf, readWholeList } from '../../src/api/clientLists';
import type { ListQuery } from '../../src/api/lists';
import { getResource } from '../../src/resources';

const courses = getResource('courses');
const records = [
  { id: 1, title: 'Calm Mind', price: 40, status: 'published', tag_ids: [1, 2], instructor_id: 3 },
  { id: 2, title: 'anxiety at work', price: 15.5, status: 'draft', tag_ids: [], instructor_id: null },
  { id: 3, title: 'Better Sleep', price: 40, status: 'published', tag_ids: [2], instructor_id: 4 },
  { id: 4, title: 'Grief', price: null, status: 'published', tag_ids: [3], instructor_id: 3 },
];
const query = (over: Partial<ListQuery> = {}): ListQuery => ({
  page: 1,
  perPage: 10,
  sort: { field: 'id', order: 'ASC' },
  filter: {},
  ...over,
});

describe('a page chosen by the console', () => {
  it('filters by equal values, "any of" a list, a list of ids holding one, and an empty value', () => {
    const ids = (filter: Record<string, unknown>) =>
      pageOf(courses, records, query({ filter })).data.map((r) => r.id);
    expect(ids({ status: 'published' })).toEqual([1, 3, 4]);
    expect(ids({ instructor_id: ['3', '4'] })).toEqual([1, 3, 4]);
    expect(ids({ id: [4, 2] })).toEqual([2, 4]);
    expect(ids({ tag_ids: 2 })).toEqual([1, 3]);
  });

  it('filters a date range by whole days, from and to both included, either left open', () => {
    const entries = [
      { id: 1, at: '2031-04-30T23:59:59.999Z' },
      { id: 2, at: '2031-05-01T00:00:00.000Z' },
      { id: 3, at: '2031-05-02T23:59:59.999Z' },
      { id: 4, at: '2031-05-03T00:00:00.000Z' },
    ];
    const ids = (at: Record<string, string>) =>
      pageOf(getResource('audit_log'), entries, query({ filter: { at } })).data.map((r) => r.id);
    expect(ids({ gte: '2031-05-01', lte: '2031-05-02' })).toEqual([2, 3]);
    expect(ids({ gte: '2031-05-02' })).toEqual([3, 4]);
    expect(ids({ lte: '2031-04-30' })).toEqual([1]);
  });

  it('sorts by a field, then by id, with empty values last', () => {
    const { data } = pageOf(courses, records, query({ sort: { field: 'price', order: 'ASC' } }));
    expect(data.map((r) => r.id)).toEqual([2, 1, 3, 4]);
    const titles = pageOf(courses, records, query({ sort: { field: 'title', order: 'DESC' } }));
    expect(titles.data.map((r) => r.title)).toEqual([
      'Grief',
      'Calm Mind',
      'Better Sleep',
      'anxiety at work',
    ]);
  });

  it('searches, case aside, and pages what it found with its total', () => {
    const found = pageOf(courses, records, query({ filter: { q: ' E ' }, perPage: 2, page: 2 }));
    expect(found.total).toBe(3);
    expect(found.data.map((r) => r.id)).toEqual([4]);
    expect(pageOf(courses, records, query({ filter: { q: 'sleep' } })).data.map((r) => r.id)).toEqual([3]);
  });
});

describe('reading a whole list with legacy calls', () => {
  it('sends each call its legacy paging keys alone', () => {
    expect(legacyPageOptions(getResource('blog_categories').endpoints.list, 3)).toEqual({ page: 3 });
    expect(legacyPageOptions(getResource('exams').endpoints.list, 2)).toEqual({ pageNumber: 2 });
    expect(legacyPageOptions(getResource('course_categories').endpoints.list, 1)).toEqual({
      page: 1,
      per_page_item: 500,
    });
    expect(legacyPageOptions(courses.endpoints.list, 1)).toEqual({});
    expect(legacyPageOptions(courses.endpoints.list, 2)).toEqual({ page: 2 });
  });

  it('learns the number of pages from last_page, or from the total and a page', () => {
    expect(lastPageOf('paged', { data: [{ id: 1 }], total: 30, last_page: 3 })).toBe(3);
    expect(lastPageOf('paged', { data: [{ id: 1 }, { id: 2 }], total: 7 })).toBe(4);
    expect(
      lastPageOf('featured+all.data', { featured: null, all: { data: [], total: 0, last_page: 1 } }),
    ).toBe(1);
  });

  it('asks for every page and keeps a record seen on two pages once', async () => {
    const asked: unknown[] = [];
    const pages: Record<number, unknown> = {
      1: { data: [{ id: 1 }, { id: 2 }], current_page: 1, last_page: 3, total: 5 },
      2: { data: [{ id: 2 }, { id: 3 }], current_page: 2, last_page: 3, total: 5 },
      3: { data: [{ id: 4 }, { id: 5 }], current_page: 3, last_page: 3, total: 5 },
    };
    const all = await readWholeList(getResource('blog_categories'), async (options) => {
      asked.push(options);
      return pages[(options as { page: number }).page];
    });
    expect(asked).toEqual([{ page: 1 }, { page: 2 }, { page: 3 }]);
    expect(all.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
