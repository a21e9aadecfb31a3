/**
 * The list machinery (server/records/listQuery.ts, tableStatistics.ts, migration 0003) answers
 * exactly what a plain query would: pages read from the far end, pages found from remembered
 * boundaries, counts kept by triggers or remembered, and searches through the search index,
 * on both databases, before and after writes.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loose } from '../../../server/db/schema';
import { MARK_STEP, SEEK_BEYOND, pageBoundaries } from '../../../server/records/tableStatistics';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

interface Paged {
  data: { id: number; title: string; regular_price: number; sale_price: number | null }[];
  total: number;
  last_page: number;
  from: number | null;
  to: number | null;
}

interface Product {
  id: number;
  title: string;
  short_description: string;
  regular_price: number;
  sale_price: number | null;
}

const WORDS = ['Calm', 'Sleep', 'Focus', 'Stress', 'Burnout', 'Grief', 'Habit'];
/**
 * Enough rows for middle pages sought from page boundaries (pages near either end are read from
 * that end), and not a multiple of any page size used.
 */
const ROWS = SEEK_BEYOND * 2 + MARK_STEP * 5 + 37;

let server: TestServer;
let admin: TestClient;

const list = async (query: Record<string, unknown>): Promise<Paged> => {
  const response = await admin.admin('GET', 'products', query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Paged>();
};

/** Every product, as the database holds it now. */
const everything = async (): Promise<Product[]> =>
  (await loose(server.db).selectFrom('products').selectAll().execute()).map((row) => ({
    id: Number(row.id),
    title: String(row.title),
    short_description: String(row.short_description ?? ''),
    regular_price: Number(row.regular_price),
    sale_price: row.sale_price === null ? null : Number(row.sale_price),
  }));

type Key = 'id' | 'title' | 'regular_price' | 'sale_price';

/**
 * `rows` in the order a plain query gives (column, then id; nulls and text collation as the
 * database has them): the reference the list's shortcuts must match.
 */
async function sorted(rows: Product[], key: Key, order: 'asc' | 'desc'): Promise<Product[]> {
  let query = loose(server.db).selectFrom('products').select('id').orderBy(key, order);
  if (key !== 'id') query = query.orderBy('id', order);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (await query.execute()).flatMap((row) => byId.get(Number(row.id)) ?? []);
}

async function expectPages(rows: Product[], query: Record<string, unknown>, perPage: number) {
  const last = Math.max(1, Math.ceil(rows.length / perPage));
  const pages = [...new Set([1, 2, 3, Math.ceil(last / 2), last - 2, last - 1, last, last + 1])].filter(
    (p) => p >= 1,
  );
  for (const page of pages) {
    const answer = await list({ ...query, page, per_page: perPage });
    const expected = rows.slice((page - 1) * perPage, page * perPage).map((r) => r.id);
    expect(
      answer.data.map((r) => r.id),
      `page ${page} of ${JSON.stringify(query)}`,
    ).toEqual(expected);
    expect(answer.total).toBe(rows.length);
    expect(answer.last_page).toBe(last);
    expect(answer.from).toBe(expected.length ? (page - 1) * perPage + 1 : null);
    expect(answer.to).toBe(expected.length ? (page - 1) * perPage + expected.length : null);
  }
}

/** Lets the page boundaries be read in the background (they are built after a first deep page). */
async function withBoundariesKnown(): Promise<void> {
  await list({ page: 3, per_page: 25 });
  await new Promise((resolve) => setTimeout(resolve, 300));
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
  const now = new Date().toISOString();
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    title: `${WORDS[i % WORDS.length]} product ${String(i).padStart(4, '0')}`,
    short_description: i % 5 === 0 ? 'Has "quotes" and 100% pure' : `Description ${i}`,
    // Few distinct prices: many ties, broken by id.
    regular_price: 1000 + (i % 13) * 100,
    sale_price: i % 3 === 0 ? null : 500 + (i % 7) * 50,
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 100)
    await loose(server.db)
      .insertInto('products')
      .values(rows.slice(i, i + 100))
      .execute();
});

afterAll(async () => {
  await server?.close();
});

describe('pages of a large list', () => {
  it('keeps the row counter equal to the table, whatever writes it', async () => {
    const counted = await sql<{
      n: number;
    }>`select cast(sum(row_count) as bigint) as n from list_counters where tbl = 'products'`.execute(
      server.db,
    );
    expect(Number(counted.rows[0].n)).toBe(ROWS);
    expect((await list({})).total).toBe(ROWS);
  });

  it('reads pages near either end without reading the page boundaries, and middle pages once it has read them', async () => {
    const rows = await sorted(await everything(), 'id', 'asc');
    const last = Math.ceil(ROWS / 25);
    for (const page of [1, 2, last - 1, last]) {
      const answer = await list({ page, per_page: 25 });
      expect(answer.data.map((r) => r.id)).toEqual(rows.slice((page - 1) * 25, page * 25).map((r) => r.id));
      const newest = await list({ page, per_page: 25, sort: 'id', order: 'desc' });
      expect(newest.data.map((r) => r.id)).toEqual(
        [...rows]
          .reverse()
          .slice((page - 1) * 25, page * 25)
          .map((r) => r.id),
      );
    }
    expect(pageBoundaries(server.db, 'products')).toBe('unread');

    const middle = Math.ceil(last / 2);
    const page = await list({ page: middle, per_page: 25 });
    expect(page.data.map((r) => r.id)).toEqual(rows.slice((middle - 1) * 25, middle * 25).map((r) => r.id));
    expect(pageBoundaries(server.db, 'products')).toBe('known');
  });

  it('answers every page in id order, either way, as a plain query would', async () => {
    const rows = await everything();
    for (const perPage of [25, 7]) {
      await expectPages(await sorted(rows, 'id', 'asc'), {}, perPage);
      await expectPages(await sorted(rows, 'id', 'desc'), { sort: 'id', order: 'desc' }, perPage);
    }
  });

  it('answers the same once the page boundaries are known', async () => {
    await withBoundariesKnown();
    const rows = await everything();
    await expectPages(await sorted(rows, 'id', 'asc'), {}, 25);
    await expectPages(await sorted(rows, 'id', 'desc'), { sort: 'id', order: 'desc' }, 7);
  });

  it('answers every page asked for at once, either way, as a plain query would', async () => {
    await withBoundariesKnown();
    const rows = await everything();
    for (const [order, perPage] of [
      ['asc', 25],
      ['desc', 7],
    ] as const) {
      const expected = await sorted(rows, 'id', order);
      const pages = Array.from({ length: Math.ceil(rows.length / perPage) }, (_, i) => i + 1);
      const answers = await Promise.all(
        pages.map((page) => list({ page, per_page: perPage, sort: 'id', order })),
      );
      answers.forEach((answer, i) =>
        expect(
          answer.data.map((r) => r.id),
          `page ${pages[i]}, ${order}`,
        ).toEqual(expected.slice(i * perPage, (i + 1) * perPage).map((r) => r.id)),
      );
    }
  });

  it('answers every page sorted by a column with ties and empty values', async () => {
    const rows = await everything();
    for (const key of ['regular_price', 'sale_price', 'title'] as const)
      for (const order of ['asc', 'desc'] as const)
        await expectPages(await sorted(rows, key, order), { sort: key, order }, 25);
  });

  it('answers filtered pages, from both ends', async () => {
    const rows = (await everything()).filter(
      (r) => r.title.startsWith('Calm') || r.title.startsWith('Grief'),
    );
    const ids = rows.map((r) => r.id);
    await expectPages(await sorted(rows, 'id', 'asc'), { filter: { id: ids } }, 10);
    await expectPages(
      await sorted(rows, 'regular_price', 'desc'),
      { filter: { id: ids }, sort: 'regular_price', order: 'desc' },
      10,
    );
  });

  it('follows deletes and inserts: counts, boundaries and pages', async () => {
    await withBoundariesKnown();
    const before = await everything();
    const gone = before.filter((_, i) => i % 9 === 4).map((r) => r.id);
    await loose(server.db).deleteFrom('products').where('id', 'in', gone).execute();
    const now = new Date().toISOString();
    await loose(server.db)
      .insertInto('products')
      .values({ title: 'Calm product late', regular_price: 999, created_at: now, updated_at: now })
      .execute();
    const rows = await everything();
    expect((await list({})).total).toBe(rows.length);
    await expectPages(await sorted(rows, 'id', 'asc'), {}, 25);
    await withBoundariesKnown();
    await expectPages(await sorted(rows, 'id', 'desc'), { sort: 'id', order: 'desc' }, 25);
  });
});

describe('searching a large list', () => {
  const matches = (rows: Product[], q: string) =>
    rows.filter((r) => `${r.title}\n${r.short_description}`.toLowerCase().includes(q.toLowerCase()));

  it('finds the same rows as a substring match, ignoring case, for long and short searches', async () => {
    const rows = await everything();
    for (const q of [
      'burnout',
      'BURNOUT PRODUCT 00',
      'product 01',
      'ct 1',
      'ee',
      '"quotes"',
      '100% pure',
      '%',
      'x',
    ]) {
      const expected = await sorted(matches(rows, q), 'id', 'asc');
      const answer = await list({ q, per_page: 500 });
      expect(answer.total, q).toBe(expected.length);
      expect(
        answer.data.map((r) => r.id),
        q,
      ).toEqual(expected.slice(0, 500).map((r) => r.id));
    }
  });

  it('pages a search in id order, either way, and with a filter beside it', async () => {
    const rows = await everything();
    const found = matches(rows, 'sleep');
    await expectPages(await sorted(found, 'id', 'asc'), { q: 'sleep' }, 10);
    await expectPages(await sorted(found, 'id', 'desc'), { q: 'sleep', sort: 'id', order: 'desc' }, 10);
    const some = found.filter((_, i) => i % 2 === 0).map((r) => r.id);
    const both = found.filter((r) => some.includes(r.id));
    await expectPages(
      await sorted(both, 'id', 'desc'),
      { q: 'sleep', filter: { id: some }, sort: 'id', order: 'desc' },
      10,
    );
  });

  it('pages and sorts a search from both ends', async () => {
    const rows = await everything();
    await expectPages(
      await sorted(matches(rows, 'sleep'), 'regular_price', 'asc'),
      {
        q: 'sleep',
        sort: 'regular_price',
        order: 'asc',
      },
      10,
    );
  });

  it('counts a search again after a write changes what it finds', async () => {
    const first = await list({ q: 'renamed' });
    expect(first.total).toBe(0);
    const [one] = await everything();
    await loose(server.db)
      .updateTable('products')
      .set({ title: 'Renamed product' })
      .where('id', '=', one.id)
      .execute();
    const second = await list({ q: 'renamed' });
    expect(second.total).toBe(1);
    expect(second.data.map((r) => r.id)).toEqual([one.id]);
  });
});
