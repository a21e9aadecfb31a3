/**
 * Saves that cannot lose anything without a word: rules between fields refused with 422 on
 * the field, an update made from an out-of-date copy refused with 409, and what a delete would
 * take with it told before it happens.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEPENDENTS_FEATURE, RECORD_VERSIONS_FEATURE } from '../../../src/contract/features';
import { loose } from '../../../server/db/schema';
import { makeRecord } from '../helpers/records';
import { type Response, type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
});
afterAll(async () => {
  await server?.close();
});

function expect422(response: Response, field: string, message: string) {
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json<{ message: string; errors: Record<string, string[]> }>();
  expect(body.errors[field]).toEqual([message]);
  expect(body.message).toBe(message);
}

const coupon = (overrides: Record<string, unknown>) => ({
  coupon_data: {
    code: `RULE${Math.random().toString(36).slice(2, 8)}`,
    discount_type: 'percent',
    amount: 10,
    ...overrides,
  },
});

describe('rules between fields', () => {
  it('refuses a percentage discount over 100, and takes a fixed one of the same amount', async () => {
    expect422(
      await admin.admin('POST', 'coupon/create', coupon({ amount: 150 })),
      'amount',
      'A percentage discount may not be more than 100.',
    );
    const fixed = await admin.admin('POST', 'coupon/create', coupon({ discount_type: 'fixed', amount: 150 }));
    expect(fixed.statusCode, fixed.body).toBe(201);
  });

  it('refuses a coupon that expires before it starts, and takes one that starts and ends on the same day', async () => {
    expect422(
      await admin.admin(
        'POST',
        'coupon/create',
        coupon({ starts_at: '2031-06-10', expires_at: '2031-06-01' }),
      ),
      'expires_at',
      'The expiry date may not be before the start date.',
    );
    const sameDay = await admin.admin(
      'POST',
      'coupon/create',
      coupon({ starts_at: '2031-06-10', expires_at: '2031-06-10' }),
    );
    expect(sameDay.statusCode, sameDay.body).toBe(201);
  });

  it('checks an update against the stored record: a new start after the stored expiry is refused', async () => {
    const id = await makeRecord(
      server.db,
      'coupons',
      {},
      { starts_at: '2031-01-01', expires_at: '2031-02-01' },
    );
    const response = await admin.admin('POST', 'coupon/edit', {
      coupon_data: { id, starts_at: '2031-03-01' },
    });
    expect422(response, 'expires_at', 'The expiry date may not be before the start date.');
    const stored = await loose(server.db)
      .selectFrom('coupons')
      .select('starts_at')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(stored?.starts_at).toBe('2031-01-01');
  });

  it('refuses a sale price above the price of a course, a bundle and a product', async () => {
    const course = await makeRecord(server.db, 'courses', {}, { price: 40, sale_price: 30 });
    expect422(
      await admin.admin('PUT', 'update_course', { course_id: course, course_data: { sale_price: 45 } }),
      'sale_price',
      'The sale price may not be more than the price.',
    );
    expect422(
      await admin.admin('POST', 'bundles/create-bundle', {
        bundle_data: { title: 'Over-priced bundle', price: 20, sale_price: 20.01 },
      }),
      'sale_price',
      'The sale price may not be more than the price.',
    );
    expect422(
      await admin.admin('POST', 'products/create-product', {
        title: 'Journal',
        regular_price: 10,
        sale_price: 12,
      }),
      'sale_price',
      'The sale price may not be more than the regular price.',
    );
    const equal = await admin.admin('POST', 'products/create-product', {
      title: 'Journal at its price',
      regular_price: 10,
      sale_price: 10,
    });
    expect(equal.statusCode, equal.body).toBe(201);
  });
});

describe('updates from an out-of-date copy', () => {
  const editTag = (id: number, title: string, version?: string) =>
    admin.request('PUT', '/api/admin/course-tags/update', {
      body: { id, title },
      headers: version === undefined ? {} : { 'if-match': `"${version}"` },
    });

  it('says the server checks versions and tells what a delete takes with it, with the admin token', async () => {
    const response = await admin.request('GET', '/api/getTokenForAdmin');
    const features = String(response.headers['x-mindwell-features'])
      .split(',')
      .map((name) => name.trim());
    expect(features).toEqual(expect.arrayContaining([RECORD_VERSIONS_FEATURE, DEPENDENTS_FEATURE]));
  });

  it('saves an update made from the current version and answers the new one', async () => {
    const created = await admin.admin('POST', 'course-tags/create', { title: `Calm ${Date.now()}` });
    const { id, updated_at: version } = created.json<{ data: { id: number; updated_at: string } }>().data;
    const response = await editTag(id, `Calmer ${Date.now()}`, version);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: { updated_at: string } }>().data.updated_at).not.toBe(version);
  });

  it('refuses a copy read between two saves made within the same millisecond', async () => {
    const created = await admin.admin('POST', 'course-tags/create', { title: `Still ${Date.now()}` });
    const { id } = created.json<{ data: { id: number } }>().data;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now());
      const first = await editTag(id, 'Still, first save');
      const read = first.json<{ data: { updated_at: string } }>().data.updated_at;
      const second = await editTag(id, 'Still, second save', read);
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json<{ data: { updated_at: string } }>().data.updated_at).not.toBe(read);
      const stale = await editTag(id, 'Still, from the copy between', read);
      expect(stale.statusCode, stale.body).toBe(409);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses with 409 an update made from a copy someone has since changed, answering the record as it is now', async () => {
    const created = await admin.admin('POST', 'course-tags/create', { title: `Sleep ${Date.now()}` });
    const { id, updated_at: version } = created.json<{ data: { id: number; updated_at: string } }>().data;
    const first = await editTag(id, 'Sleep, first admin', version);
    expect(first.statusCode, first.body).toBe(200);

    const second = await editTag(id, 'Sleep, second admin', version);
    expect(second.statusCode, second.body).toBe(409);
    const body = second.json<{ message: string; current: { id: number; title: string } }>();
    expect(body.message).toBe(
      'This course tag was changed by someone else after you opened it, so your changes were not saved. Check its current values and save again.',
    );
    expect(body.current).toMatchObject({ id, title: 'Sleep, first admin' });
    const stored = await loose(server.db)
      .selectFrom('course_tags')
      .select('title')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(stored?.title).toBe('Sleep, first admin');
  });

  it('saves an update without a version as the legacy client sends it, whatever changed before', async () => {
    const created = await admin.admin('POST', 'course-tags/create', { title: `Focus ${Date.now()}` });
    const { id } = created.json<{ data: { id: number } }>().data;
    expect((await editTag(id, 'Focus, first')).statusCode).toBe(200);
    const legacy = await editTag(id, 'Focus, legacy client');
    expect(legacy.statusCode, legacy.body).toBe(200);
    expect(legacy.json<{ data: { title: string } }>().data.title).toBe('Focus, legacy client');
  });
});

describe('what a delete takes with it', () => {
  const ask = (body: Record<string, unknown>) => admin.admin('POST', 'records/dependents', body);

  it('counts the records deleted with a record, those only detached and those in the way', async () => {
    const ids = {};
    const course = await makeRecord(server.db, 'courses', ids);
    await makeRecord(server.db, 'bundle_items', { ...ids, courses: course });
    await makeRecord(server.db, 'bundle_items', { ...ids, courses: course });
    await makeRecord(server.db, 'topics', { ...ids, courses: course });
    const response = await ask({ resource: 'courses', ids: [course] });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<Record<string, { resource: string; count: number; text: string }[]>>();
    expect(answer.deleted).toContainEqual({ resource: 'bundle_items', count: 2, text: '2 bundle items' });
    expect(answer.blocking).toContainEqual({ resource: 'topics', count: 1, text: '1 topic' });
  });

  it('counts cascades at any depth: a blog post takes its comments with it', async () => {
    const ids = {};
    const blog = await makeRecord(server.db, 'blogs', ids);
    await makeRecord(server.db, 'blog_comments', { ...ids, blogs: blog });
    const user = ids as { users?: number };
    const response = await ask({ resource: 'users', ids: [user.users] });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<Record<string, { resource: string; text: string }[]>>();
    // A blog's author is required and kept (restrict); the comment only loses its user.
    expect(answer.blocking.map((item) => item.text)).toContain('1 blog');
    expect(answer.detached.map((item) => item.text)).toContain('1 blog comment');
    const post = await ask({ resource: 'blogs', ids: [blog] });
    expect(post.json<Record<string, { text: string }[]>>().deleted).toEqual([
      expect.objectContaining({ text: '1 blog comment' }),
    ]);
  });

  it('refuses a request that names no resource of the table or no ids', async () => {
    expect((await ask({ resource: 'nothing', ids: [1] })).statusCode).toBe(422);
    expect((await ask({ resource: 'courses', ids: [] })).statusCode).toBe(422);
    expect((await ask({ resource: 'courses', ids: ['1; drop'] })).statusCode).toBe(422);
  });
});
