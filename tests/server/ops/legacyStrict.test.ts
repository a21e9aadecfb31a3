/**
 * LEGACY_STRICT=1: the server answers as docs/legacy-api.md alone describes, the stand-in for
 * the legacy backend that the console is tried against. It names no extension, has no batch
 * call, reads only the legacy paging keys of a list call, and answers no field the legacy
 * contract lacks. Without the setting, the same calls keep every extension.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES_HEADER } from '../../../src/contract/features';
import { getResource } from '../../../src/resources';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

const PAGED_KEYS = ['current_page', 'data', 'from', 'last_page', 'to', 'total'];

interface Page {
  data: Record<string, unknown>[];
  [key: string]: unknown;
}

async function withCategories(server: TestServer): Promise<TestClient> {
  const admin = await server.signInAsAdmin();
  for (let i = 1; i <= 13; i += 1) {
    const made = await admin.admin('POST', 'blog-categories/create-blog-category', {
      title: `Category ${String(i).padStart(2, '0')}`,
    });
    expect(made.statusCode).toBe(201);
  }
  return admin;
}

describe('a server started with LEGACY_STRICT=1', () => {
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    server = await startTestServer({ env: { LEGACY_STRICT: '1' } });
    admin = await withCategories(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('names no extension with the admin token', async () => {
    const answer = await admin.get('/api/getTokenForAdmin');
    expect(answer.json<{ token: string }>().token).toBe(admin.token);
    expect(answer.headers[FEATURES_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('has no batch call', async () => {
    const answer = await admin.admin('POST', 'batch/lists', {
      calls: [{ method: 'POST', path: 'blog-categories', options: { page: 1 } }],
    });
    expect(answer.statusCode).toBe(404);
  });

  it('ignores search, sort, order, filter and page size, answering the page the legacy body asks for', async () => {
    const plain = (await admin.admin('POST', 'blog-categories', { page: 2 })).json<Page>();
    const extended = await admin.admin('POST', 'blog-categories', {
      page: 2,
      per_page: 50,
      q: 'Category 13',
      sort: 'title',
      order: 'desc',
      filter: { id: [1] },
    });
    expect(extended.statusCode).toBe(200);
    expect(extended.json()).toEqual(plain);
    expect(plain.data.map((record) => record.title)).toEqual(['Category 11', 'Category 12', 'Category 13']);
    expect(plain).toMatchObject({ current_page: 2, last_page: 2, total: 13, from: 11, to: 13 });
  });

  it('answers a list with the legacy paged keys and records with their id and fields alone', async () => {
    const page = (await admin.admin('POST', 'blog-categories', { page: 1 })).json<Page>();
    expect(Object.keys(page).sort()).toEqual(PAGED_KEYS);
    expect(page.data).toHaveLength(10);
    for (const record of page.data) expect(Object.keys(record).sort()).toEqual(['id', 'title']);
  });

  it('still honours the page sizes legacy calls send (course categories: per_page_item)', async () => {
    const page = (
      await admin.admin('POST', 'course-categories', { page: 1, per_page_item: 500, per_page: 2 })
    ).json<Page>();
    expect(page.data.length).toBe(page.total);
  });

  it('answers a create, an update, an action and a delete without the fields docs/API.md adds', async () => {
    const created = await admin.admin('POST', 'tips/create-tip', {
      title: 'Breathe out slowly',
      description: 'Longer out than in.',
      url: 'https://example.com/breathe',
    });
    expect(created.statusCode).toBe(201);
    const tip = created.json<{ data: Record<string, unknown> }>().data;
    const tipFields = ['id', ...getResource('tips').fields.map((field) => field.name)];
    expect(Object.keys(tip).every((key) => tipFields.includes(key))).toBe(true);
    expect(tip).not.toHaveProperty('created_at');
    expect(tip).not.toHaveProperty('updated_at');

    const featured = await admin.admin('POST', 'tips/update-tip-status', { id: tip.id });
    expect(featured.json<{ data: Record<string, unknown> }>().data).not.toHaveProperty('updated_at');
    const tips = (await admin.admin('GET', 'tips', {})).json<{
      featured: Record<string, unknown>;
      all: Page;
    }>();
    expect(tips.featured).toMatchObject({ id: tip.id, title: 'Breathe out slowly' });
    expect(tips.featured).not.toHaveProperty('created_at');
    expect(Object.keys(tips.all).sort()).toEqual(PAGED_KEYS);

    const updated = await admin.admin('POST', 'tips/update-tip', { ...tip, title: 'Breathe out slower' });
    expect(updated.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      title: 'Breathe out slower',
    });
    expect(updated.json<{ data: Record<string, unknown> }>().data).not.toHaveProperty('updated_at');
    const removed = await admin.admin('POST', 'tips/delete-tip', { id: tip.id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ data: Record<string, unknown> }>().data).not.toHaveProperty('created_at');
  });

  it('keeps the legacy API whole: a 422 still names the field', async () => {
    const refused = await admin.admin('POST', 'blog-categories/create-blog-category', { title: '' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { title: expect.any(Array) } });
  });
});

describe('the same server without LEGACY_STRICT', () => {
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await withCategories(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('names its extensions, and sorts, searches and pages as docs/API.md says', async () => {
    const token = await admin.get('/api/getTokenForAdmin');
    expect(String(token.headers[FEATURES_HEADER.toLowerCase()]).split(', ')).toEqual(
      expect.arrayContaining(['batch-lists', 'list-options', 'added-resources', 'dashboard']),
    );
    const page = (
      await admin.admin('POST', 'blog-categories', {
        page: 1,
        per_page: 3,
        q: 'Category 1',
        sort: 'title',
        order: 'desc',
      })
    ).json<Page>();
    expect(page.data.map((record) => record.title)).toEqual(['Category 13', 'Category 12', 'Category 11']);
    expect(page).toHaveProperty('per_page', 3);
    expect(page.data[0]).toHaveProperty('created_at');
    const batch = await admin.admin('POST', 'batch/lists', {
      calls: [{ method: 'POST', path: 'blog-categories', options: { page: 1 } }],
    });
    expect(batch.statusCode).toBe(200);
  });
});
