import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRecord, type Ids } from '../helpers/records';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

interface Bundle {
  title: string;
  slug: string;
  price: number;
  sale_price: number | null;
  courses_total: number;
  saving: number;
  course_ids: number[];
  courses?: { title: string; slug: string }[];
}
interface Product {
  title: string;
  slug: string;
  regular_price: number;
  sale_price: number | null;
  long_description?: string;
}

let server: TestServer;
let visitor: TestClient;
const ids: Ids = {};

beforeAll(async () => {
  server = await startTestServer();
  visitor = server.client();
  const db = server.db;
  const calm = await makeRecord(db, 'courses', ids, {
    title: 'Calm',
    slug: 'calm',
    price: 40,
    sale_price: 30,
  });
  const sleep = await makeRecord(db, 'courses', ids, {
    title: 'Sleep',
    slug: 'sleep',
    price: 25,
    sale_price: null,
  });
  const draft = await makeRecord(db, 'courses', ids, {
    title: 'Draft',
    slug: 'draft',
    status: 'draft',
    price: 99,
  });

  const starter = await makeRecord(db, 'bundles', {}, { title: 'Starter Pack', price: 60, sale_price: 45 });
  for (const [order, course] of [calm, sleep, draft].entries())
    await makeRecord(db, 'bundle_items', { bundles: starter, courses: course }, { sort_order: order });
  const pricey = await makeRecord(db, 'bundles', {}, { title: 'Starter Pack', price: 100, sale_price: null });
  await makeRecord(db, 'bundle_items', { bundles: pricey, courses: sleep }, {});
  await makeRecord(db, 'bundles', {}, { title: 'Hidden bundle', status: 'draft', slug: 'hidden-bundle' });

  await makeRecord(db, 'products', {}, { title: 'Wellbeing Journal', regular_price: 12, sale_price: null });
  await makeRecord(
    db,
    'products',
    {},
    { title: 'Calm Cards', slug: 'calm-cards-deck', regular_price: 20, sale_price: 15 },
  );
});
afterAll(async () => {
  await server?.close();
});

describe('bundles', () => {
  it('get a slug from their title on create, numbered when it is taken', async () => {
    const answer = await visitor.get('/api/catalogue/bundles');
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ data: Bundle[] }>().data.map((b) => b.slug)).toEqual([
      'starter-pack',
      'starter-pack-2',
    ]);
  });

  it('list published bundles with the saving against buying their published courses one by one', async () => {
    const { data } = (await visitor.get('/api/catalogue/bundles')).json<{ data: Bundle[] }>();
    expect(data.map((b) => b.title)).toEqual(['Starter Pack', 'Starter Pack']);
    // Calm at its sale price (30) and Sleep (25) cost 55; the bundle's sale price is 45.
    expect(data[0]).toMatchObject({ price: 60, sale_price: 45, courses_total: 55, saving: 10 });
    // Dearer than its course: no saving, never a negative one.
    expect(data[1]).toMatchObject({ courses_total: 25, saving: 0 });
  });

  it('show a bundle by slug with the courses inside', async () => {
    const answer = await visitor.get('/api/catalogue/bundles/starter-pack');
    expect(answer.statusCode).toBe(200);
    const bundle = answer.json<{ data: Bundle }>().data;
    expect(bundle.courses?.map((c) => [c.title, c.slug])).toEqual([
      ['Calm', 'calm'],
      ['Sleep', 'sleep'],
    ]);
  });

  it('answer 404 for an unknown or draft bundle', async () => {
    for (const slug of ['no-such-bundle', 'hidden-bundle']) {
      const answer = await visitor.get(`/api/catalogue/bundles/${slug}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'Bundle not found.' });
    }
  });

  it('refuse a slug another bundle holds', async () => {
    const admin = await server.signInAsAdmin();
    const answer = await admin.admin('POST', 'bundles/create-bundle', {
      bundle_data: { title: 'Copy', slug: 'Starter-Pack', price: 10, status: 'draft' },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('slug');
  });
});

describe('products', () => {
  it('are listed by title with their slugs, given or made from the title', async () => {
    const answer = await visitor.get('/api/catalogue/products');
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ data: Product[] }>().data).toEqual([
      expect.objectContaining({
        title: 'Calm Cards',
        slug: 'calm-cards-deck',
        regular_price: 20,
        sale_price: 15,
      }),
      expect.objectContaining({ title: 'Wellbeing Journal', slug: 'wellbeing-journal', regular_price: 12 }),
    ]);
  });

  it('are shown by slug with their long description', async () => {
    const answer = await visitor.get('/api/catalogue/products/wellbeing-journal');
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ data: Product }>().data.long_description).toContain('in full');
  });

  it('answer 404 for an unknown slug', async () => {
    const answer = await visitor.get('/api/catalogue/products/nothing-here');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: 'Product not found.' });
  });
});
