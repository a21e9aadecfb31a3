/**
 * A list filtered by a column, or searched, and sorted by another. On SQLite, a filter or search
 * matching a large share of the table is read by walking the sort column's index, a rare one
 * through the filter's own index or the search's matches
 * (server/records/listQuery.ts, `walkSortIndex`); which one serves changes page by page. Either way
 * every page must be what a plain query gives, on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loose } from '../../../server/db/schema';
import { type Ids, makeRecord } from '../helpers/records';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

interface Paged {
  data: { id: number }[];
  total: number;
  last_page: number;
}

/** Courses per category: one common, one middling, one rare. */
const SHARES = { common: 140, middling: 57, rare: 3 };

let server: TestServer;
let admin: TestClient;
const category: Record<keyof typeof SHARES, number> = { common: 0, middling: 0, rare: 0 };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
  const ids: Ids = {};
  let n = 0;
  for (const share of Object.keys(SHARES) as (keyof typeof SHARES)[]) {
    category[share] = await makeRecord(server.db, 'course_categories', ids);
    for (let i = 0; i < SHARES[share]; i += 1) {
      n += 1;
      await makeRecord(
        server.db,
        'courses',
        { ...ids, course_categories: category[share] },
        // Few prices, so ties are broken by id; titles in another order than ids.
        { price: 10 + (n % 9), title: `Course ${String((n * 37) % 211).padStart(3, '0')}` },
      );
    }
  }
});

afterAll(async () => {
  await server?.close();
});

/** What a list of courses is filtered by: categories, a search, or both. */
interface Selection {
  categories?: number[];
  q?: string;
}

/** The ids of the courses `selection` keeps, sorted by `sort` then id, as a plain query gives them. */
async function expected(
  { categories, q }: Selection,
  sort: 'price' | 'title',
  order: 'asc' | 'desc',
): Promise<number[]> {
  let query = loose(server.db).selectFrom('courses').select('id').orderBy(sort, order).orderBy('id', order);
  if (categories) query = query.where('course_category_id', 'in', categories);
  if (q)
    query = query.where((eb) =>
      eb.or(
        ['title', 'slug', 'short_description'].map((column) =>
          eb(eb.fn('lower', [column]), 'like', `%${q.toLowerCase()}%`),
        ),
      ),
    );
  return (await query.execute()).map((row) => Number(row.id));
}

describe('a list filtered by one column and sorted by another', () => {
  const cases: { name: string; selection: () => Selection }[] = [
    { name: 'a common category', selection: () => ({ categories: [category.common] }) },
    { name: 'a middling category', selection: () => ({ categories: [category.middling] }) },
    { name: 'a rare category', selection: () => ({ categories: [category.rare] }) },
    {
      name: 'any of a common and a rare category',
      selection: () => ({ categories: [category.common, category.rare] }),
    },
    { name: 'a search most courses match', selection: () => ({ q: 'in short' }) },
    { name: 'a search few courses match', selection: () => ({ q: 'Course 01' }) },
    {
      name: 'a search and a category',
      selection: () => ({ q: 'in short', categories: [category.middling] }),
    },
  ];

  it.each(cases)(
    'answers every page of $name as a plain query would, by price and by title, both ways',
    async ({ selection }) => {
      const selected = selection();
      const { categories, q } = selected;
      const filter = JSON.stringify({
        ...(categories ? { course_category_id: categories.length === 1 ? categories[0] : categories } : {}),
        ...(q ? { q } : {}),
      });
      for (const sort of ['price', 'title'] as const)
        for (const order of ['asc', 'desc'] as const) {
          const all = await expected(selected, sort, order);
          expect(all.length).toBeGreaterThan(0);
          const perPage = 10;
          const last = Math.max(1, Math.ceil(all.length / perPage));
          for (let page = 1; page <= last; page += 1) {
            const response = await admin.admin('GET', 'get_course', {
              page,
              per_page: perPage,
              filter,
              sort,
              order,
            });
            expect(response.statusCode, response.body).toBe(200);
            const answer = response.json<Paged>();
            expect(
              answer.data.map((row) => row.id),
              `page ${page} by ${sort} ${order}`,
            ).toEqual(all.slice((page - 1) * perPage, page * perPage));
            expect(answer.total).toBe(all.length);
            expect(answer.last_page).toBe(last);
          }
        }
    },
  );
});
