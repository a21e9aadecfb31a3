/** List options of docs/API.md: paging keys, search, sort, filter (body or query string). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRecord } from '../helpers/records';
import { type Response, type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

interface Paged {
  data: Record<string, unknown>[];
  current_page: number;
  last_page: number;
  total: number;
  per_page: number;
  from: number | null;
  to: number | null;
}

let server: TestServer;
let admin: TestClient;
const tagIds: number[] = [];
const productIds: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
  // 23 question tags (a POST list) and 23 products (a GET list) to page through.
  for (let i = 1; i <= 23; i += 1) {
    tagIds.push(
      await makeRecord(server.db, 'question_tags', {}, { title: `Tag ${String(i).padStart(2, '0')}` }),
    );
    productIds.push(
      await makeRecord(
        server.db,
        'products',
        {},
        { title: `Product ${String(i).padStart(2, '0')}`, regular_price: i },
      ),
    );
  }
});
afterAll(async () => {
  await server?.close();
});

const paged = (response: Response) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Paged>();
};
const titles = (page: Paged) => page.data.map((r) => r.title);

describe('paging', () => {
  it('answers 10 rows by default with the legacy totals', async () => {
    const page = paged(await admin.admin('POST', 'quiz/question/tags', {}));
    expect(page).toMatchObject({ current_page: 1, last_page: 3, total: 23, per_page: 10, from: 1, to: 10 });
    expect(page.data).toHaveLength(10);
  });

  it('reads pageNumber and perPageItem, as the legacy quiz tags list sends them', async () => {
    const page = paged(await admin.admin('POST', 'quiz/question/tags', { perPageItem: 5, pageNumber: 5 }));
    expect(page).toMatchObject({ current_page: 5, last_page: 5, total: 23, per_page: 5, from: 21, to: 23 });
    expect(titles(page)).toEqual(['Tag 21', 'Tag 22', 'Tag 23']);
  });

  it('reads page and per_page from a GET query string', async () => {
    const page = paged(await admin.admin('GET', 'products', { page: 2, per_page: 20 }));
    expect(page).toMatchObject({ current_page: 2, last_page: 2, from: 21, to: 23 });
  });

  it('answers an empty page past the last one', async () => {
    const page = paged(await admin.admin('GET', 'products', { page: 9 }));
    expect(page).toMatchObject({ data: [], total: 23, from: null, to: null });
  });

  it('gives at most 500 rows a page', async () => {
    const page = paged(await admin.admin('GET', 'products', { per_page: 100000 }));
    expect(page.per_page).toBe(500);
  });

  it('pages course categories by 500 unless told otherwise', async () => {
    const page = paged(await admin.admin('POST', 'course-categories', { page: 1 }));
    expect(page.per_page).toBe(500);
  });

  it('refuses a page that is not a whole number of 1 or more', async () => {
    const response = await admin.admin('POST', 'quiz/question/tags', { pageNumber: 0 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { pageNumber: ['The pageNumber must be a whole number of 1 or more.'] },
    });
  });
});

describe('search, sort and filter', () => {
  it('searches the searchable fields, ignoring case', async () => {
    const page = paged(await admin.admin('POST', 'quiz/question/tags', { q: 'tag 1' }));
    expect(titles(page)).toEqual([
      'Tag 10',
      'Tag 11',
      'Tag 12',
      'Tag 13',
      'Tag 14',
      'Tag 15',
      'Tag 16',
      'Tag 17',
      'Tag 18',
      'Tag 19',
    ]);
    expect(page.total).toBe(10);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const page = paged(await admin.admin('POST', 'quiz/question/tags', { q: '%' }));
    expect(page.total).toBe(0);
  });

  it('sorts by a sortable field in either order', async () => {
    const page = paged(
      await admin.admin('GET', 'products', { sort: 'regular_price', order: 'DESC', per_page: 3 }),
    );
    expect(titles(page)).toEqual(['Product 23', 'Product 22', 'Product 21']);
  });

  it('refuses to sort by a field that is not sortable', async () => {
    const response = await admin.admin('GET', 'products', { sort: 'short_description' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { sort: ['The list cannot be sorted by short_description.'] },
    });
  });

  it('finds one record by filter.id, as getOne does', async () => {
    const page = paged(await admin.admin('POST', 'quiz/question/tags', { filter: { id: tagIds[4] } }));
    expect(titles(page)).toEqual(['Tag 05']);
  });

  it('finds several records by a list of ids, as getMany does', async () => {
    const page = paged(
      await admin.admin('GET', 'products', {
        filter: { id: [productIds[0], productIds[2], 99999] },
        per_page: 50,
      }),
    );
    expect(page.total).toBe(2);
  });

  it('filters by a filterable field and refuses one that is not', async () => {
    const ids = { users: 1 };
    await makeRecord(server.db, 'reviews', ids, { rating: 2 });
    await makeRecord(server.db, 'reviews', ids, { rating: 4 });
    const page = paged(await admin.admin('POST', 'reviews/reviews', { filter: { rating: '2' } }));
    expect(page.data.map((r) => r.rating)).toEqual([2]);
    const refused = await admin.admin('POST', 'reviews/reviews', { filter: { review: 'x' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: { 'filter.review': ['The list cannot be filtered by review.'] },
    });
  });

  it('reads a filter sent as JSON text and react-admin’s q inside it', async () => {
    const page = paged(
      await admin.request('GET', '/api/admin/products', {
        query: { filter: JSON.stringify({ q: 'product 0' }) },
      }),
    );
    expect(page.total).toBe(9);
    const bad = await admin.request('GET', '/api/admin/products', { query: { filter: '{nope' } });
    expect(bad.statusCode).toBe(422);
  });
});

describe('shaped lists', () => {
  it('answers tips as {featured, all}', async () => {
    const featured = await makeRecord(server.db, 'tips');
    await makeRecord(server.db, 'tips');
    await admin.admin('POST', 'tips/update-tip-status', { id: featured });
    const body = (await admin.admin('GET', 'tips')).json<{ featured: { id: number }; all: Paged }>();
    expect(body.featured.id).toBe(featured);
    expect(body.all).toMatchObject({ total: 2, current_page: 1 });
  });

  it('answers a null featured tip when none is featured', async () => {
    const other = await startTestServer();
    try {
      const tab = await other.signInAsAdmin();
      const body = (await tab.admin('GET', 'tips')).json<{ featured: unknown; all: Paged }>();
      expect(body).toEqual({
        featured: null,
        all: { data: [], current_page: 1, last_page: 1, total: 0, per_page: 10, from: null, to: null },
      });
    } finally {
      await other.close();
    }
  });
});
