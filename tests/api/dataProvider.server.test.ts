/**
 * The providers against the real reference server (server/app.ts) on a temporary SQLite file:
 * what react-admin would get, call by call, over HTTP.
 */
import type { HttpError } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_LISTS_PATH } from '../../src/contract/batchLists';
import { BATCH_LISTS_FEATURE } from '../../src/contract/features';
import type { MindWellDataProvider } from '../../src/api/dataProvider';
import { defaultListParams } from '../../src/api/lists';
import { allResources } from '../../src/resources';
import type { ResourceDef } from '../../src/resources';
import type { RefIds } from './samples';
import { sampleRecord } from './samples';
import { edit, expectSaved } from './providerContract';
import { ADMIN_EMAIL, ADMIN_PASSWORD, consoleClient, startServer, type RunningServer } from './serverHarness';

// A real 1×1 PNG: the server checks what an upload is, not what it is called.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const pngFile = (name: string) => ({
  rawFile: new File([PNG], name, { type: 'image/png' }),
  src: `blob:${name}`,
  title: name,
});

const byId = { field: 'id', order: 'DESC' as const };
const newestFirst = { pagination: { page: 1, perPage: 5 }, sort: byId, filter: {} };

let running: RunningServer;
let client: ReturnType<typeof consoleClient>;
let provider: MindWellDataProvider;
/** An existing record of every resource, for references. */
const refs: RefIds = {};

beforeAll(async () => {
  running = await startServer();
  client = consoleClient(running.baseURL);
  provider = client.dataProvider;
  await client.authProvider.login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  await client.authProvider.checkAuth({});
  const firstPages = await provider.getLists(
    allResources.map((resource) => ({ resource: resource.route, params: defaultListParams(resource) })),
  );
  for (const [i, page] of firstPages.entries()) {
    const first = page.status === 'fulfilled' ? page.value.data[0] : undefined;
    if (first) refs[allResources[i].key] = Number(first.id);
  }
  // Every reference of a sample points at a record the seed made; a gap would fail far from here.
  const referenced = allResources.flatMap((r) => r.fields.flatMap((f) => (f.reference ? [f.reference] : [])));
  const missing = [...new Set(referenced)].filter((key) => refs[key] === undefined);
  if (missing.length) throw new Error(`No record to reference in: ${missing.join(', ')}`);
});

afterAll(async () => {
  await running?.server.close();
});

/** The list's total, which every list of the reference server answers. */
async function totalOf(route: string): Promise<number> {
  const { total } = await provider.getList(route, {
    pagination: { page: 1, perPage: 10 },
    sort: byId,
    filter: {},
  });
  if (total === undefined) throw new Error(`The ${route} list answered no total`);
  return total;
}

// A settings page (`single`) has one record and a fixed set (`fixedRows`) its few, only ever
// edited: tests/server/settings and tests/server/pages/legalPages.test.ts cover them.
const editable = allResources.filter((r) => !r.readOnly && !r.single && !r.fixedRows);

describe.each(editable.map((r): [string, ResourceDef] => [r.key, r]))(
  'the %s provider calls',
  (_key, resource) => {
    it('create, list, get, search, update and delete a record as react-admin expects', async () => {
      const before = await totalOf(resource.route);
      const sample = sampleRecord(resource, 900, refs);

      const { data: created } = await provider.create(resource.route, { data: sample });
      expect(created.id).toEqual(expect.any(Number));
      expectSaved(resource, sample, created);

      const list = await provider.getList(resource.route, newestFirst);
      expect(list.total).toBe(before + 1);
      expect(list.data[0]).toEqual(created);

      const { data: one } = await provider.getOne(resource.route, { id: String(created.id) });
      expect(one).toEqual(created);

      const searchable = resource.fields.find((f) => f.searchable && !f.readOnly);
      if (searchable) {
        const q = String(sample[searchable.name]);
        const found = await provider.getList(resource.route, { ...newestFirst, filter: { q } });
        expect(found.data.map((r) => r.id)).toContain(created.id);
      }

      // A resource without an update call (enrolments) is made and deleted, never edited.
      let updated = created;
      if (resource.endpoints.update) {
        const changed = edit(resource, { ...created, ...sample });
        ({ data: updated } = await provider.update(resource.route, {
          id: String(created.id),
          data: changed,
          previousData: created,
        }));
        expect(updated.id).toBe(created.id);
        expectSaved(resource, edit(resource, sample), updated);
        expect((await provider.getOne(resource.route, { id: created.id })).data).toEqual(updated);
      }

      const { data: deleted } = await provider.delete(resource.route, {
        id: created.id,
        previousData: updated,
      });
      expect(deleted.id).toBe(created.id);
      await expect(provider.getOne(resource.route, { id: created.id })).rejects.toMatchObject({
        status: 404,
      });
      expect(await totalOf(resource.route)).toBe(before);
    });
  },
);

describe('orders, which the console only reads and deletes', () => {
  it('list and get a seeded order, delete one never paid and keep a paid one', async () => {
    const count = await totalOf('orders');
    expect(count).toBeGreaterThan(0);
    const { data } = await provider.getList('orders', {
      ...newestFirst,
      pagination: { page: 1, perPage: 100 },
    });
    const [order] = data;
    expect((await provider.getOne('orders', { id: order.id })).data).toEqual(order);

    const paid = data.find((o) => o.status === 'paid');
    expect(paid).toBeDefined();
    await expect(provider.delete('orders', { id: paid!.id })).rejects.toMatchObject({ status: 409 });

    const unpaid = data.find((o) => ['pending', 'failed', 'cancelled'].includes(String(o.status)));
    expect(unpaid).toBeDefined();
    await expect(provider.delete('orders', { id: unpaid!.id })).resolves.toMatchObject({
      data: { id: unpaid!.id },
    });
    expect(await totalOf('orders')).toBe(count - 1);
  });
});

describe('reading many records', () => {
  it('gets many by id and the records that reference another', async () => {
    const lessons = await provider.getList('lessons', {
      pagination: { page: 1, perPage: 3 },
      sort: byId,
      filter: {},
    });
    const ids = lessons.data.map((l) => l.id);
    const many = await provider.getMany('lessons', { ids });
    expect(many.data.map((l) => l.id).sort()).toEqual([...ids].sort());

    const courseId = lessons.data[0].course_id as number;
    const related = await provider.getManyReference('lessons', {
      target: 'course_id',
      id: courseId,
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'sort_order', order: 'ASC' },
      filter: {},
    });
    expect(related.total).toBeGreaterThan(0);
    expect(related.data.every((l) => l.course_id === courseId)).toBe(true);
  });

  it("loads the lessons' select list", async () => {
    const { data } = await provider.getSelectList('lessons', 'selectList');
    expect(data.length).toBeGreaterThan(0);
    expect(data[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
  });

  it('reads the first page of every list in one call, each the page its own call answers', async () => {
    const sent: string[] = [];
    const unwatch = client.watch((call) => sent.push(`${call.method} ${call.path}`));
    try {
      const requests = allResources.map((resource) => ({
        resource: resource.route,
        params: defaultListParams(resource),
      }));
      const lists = await provider.getLists(requests);
      expect(client.http.supports(BATCH_LISTS_FEATURE)).toBe(true);
      expect(sent).toEqual([`POST /api/admin/${BATCH_LISTS_PATH}`]);
      expect(lists.filter((l) => l.status === 'rejected')).toEqual([]);
      for (const [i, list] of lists.entries())
        expect(list.status === 'fulfilled' ? list.value : list.reason, requests[i].resource).toEqual(
          await provider.getList(requests[i].resource, requests[i].params),
        );
    } finally {
      unwatch();
    }
  });
});

describe('bulk changes', () => {
  it('update and delete several records, one call each', async () => {
    const faqs = await Promise.all(
      [1, 2].map((n) =>
        provider.create('faqs', {
          data: sampleRecord(allResources.find((r) => r.key === 'faqs') as ResourceDef, 950 + n),
        }),
      ),
    );
    const ids = faqs.map((f) => f.data.id);
    await expect(provider.updateMany('faqs', { ids, data: { status: 'inactive' } })).resolves.toEqual({
      data: ids,
    });
    const { data } = await provider.getMany('faqs', { ids });
    expect(data.map((f) => f.status)).toEqual(['inactive', 'inactive']);
    await expect(provider.deleteMany('faqs', { ids })).resolves.toEqual({ data: ids });
    expect((await provider.getMany('faqs', { ids })).data).toEqual([]);
  });
});

describe('a refused save', () => {
  it('is an HttpError whose body.errors lands on the form fields', async () => {
    const error = (await provider
      .create('tips', { data: { description: 'No title' } })
      .catch((e: unknown) => e)) as HttpError;
    expect(error.name).toBe('HttpError');
    expect(error.status).toBe(422);
    expect(error.body.errors.title).toEqual(expect.any(String));
    expect(error.body.errors.root).toEqual({ serverError: error.message });
    expect(error.body.fieldErrors.title).toEqual([error.body.errors.title]);
  });

  it("keeps every message of an instructor's email, for one toast each", async () => {
    const { data: existing } = await provider.getList('instructors', newestFirst);
    const instructor = sampleRecord(allResources.find((r) => r.key === 'instructors') as ResourceDef, 960);
    const error = (await provider
      .create('instructors', { data: { ...instructor, email: existing[0].email } })
      .catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(422);
    expect(error.body.fieldErrors.email.length).toBeGreaterThan(0);
    expect(error.body.errors.email).toBe(error.body.fieldErrors.email.join(' '));
  });
});

describe('the actions', () => {
  const create = async (key: string, n: number, extra: Record<string, unknown> = {}) => {
    const resource = allResources.find((r) => r.key === key) as ResourceDef;
    return (await provider.create(resource.route, { data: { ...sampleRecord(resource, n, refs), ...extra } }))
      .data;
  };

  it('feature one tip and un-feature every other', async () => {
    const first = await create('tips', 970);
    const second = await create('tips', 971);
    expect(
      (await provider.runAction('tips', { action: 'featureTip', id: first.id, value: 1 })).data,
    ).toMatchObject({
      id: first.id,
      featured: 1,
    });
    await provider.runAction('tips', { action: 'featureTip', id: second.id, value: 1 });
    const { data } = await provider.getList('tips', {
      pagination: { page: 1, perPage: 500 },
      sort: byId,
      filter: {},
    });
    expect(data.filter((t) => t.featured === 1).map((t) => t.id)).toEqual([second.id]);
  });

  it('approve a blog comment', async () => {
    const comment = await create('blog_comments', 972);
    expect(comment.approve_status).toBe('pending');
    const { data } = await provider.runAction('blogs/blog-comments', {
      action: 'approveComment',
      id: comment.id,
      value: 'approved',
    });
    expect(data).toMatchObject({ id: comment.id, approve_status: 'approved' });
    expect((await provider.getOne('blogs/blog-comments', { id: comment.id })).data.approve_status).toBe(
      'approved',
    );
  });

  it('approve a review', async () => {
    const review = await create('reviews', 973);
    const { data } = await provider.runAction('reviews', {
      action: 'approveReview',
      id: review.id,
      value: 'approved',
    });
    expect(data).toMatchObject({ id: review.id, status: 'approved' });
  });

  it("change a user's role", async () => {
    const user = await create('users', 974, { role_id: 1 });
    const { data } = await provider.runAction('users', { action: 'changeRole', id: user.id, value: 2 });
    expect(data).toMatchObject({ id: user.id, role_id: 2 });
  });
});

describe('files', () => {
  const download = async (url: string) =>
    new Uint8Array(await (await fetch(`${running.baseURL}${url}`)).arrayBuffer());

  it('upload before a JSON save and come back byte for byte', async () => {
    const { data } = await provider.create('awarding-bodies', {
      data: { title: 'Upload body', logo: pngFile('logo.png'), website_link: 'https://example.com' },
    });
    expect(data.logo).toMatch(/^\/uploads\/[A-Za-z0-9._-]+$/);
    expect(await download(data.logo as string)).toEqual(PNG);
  });

  it('go with a blog create as the multipart create_blog_post', async () => {
    const blogs = allResources.find((r) => r.key === 'blogs') as ResourceDef;
    const sample = sampleRecord(blogs, 980, refs);
    const { data } = await provider.create('blogs', {
      data: { ...sample, featured_img: pngFile('hero.png') },
    });
    expect(data).toMatchObject({ title: sample.title, category_ids: sample.category_ids, featured_post: 1 });
    expect(await download(data.featured_img as string)).toEqual(PNG);
  });

  it('go with a course create as the thumbnail part beside course_data', async () => {
    const courses = allResources.find((r) => r.key === 'courses') as ResourceDef;
    const sample = sampleRecord(courses, 981, refs);
    const { data } = await provider.create('courses', {
      data: { ...sample, thumbnail: pngFile('cover.png') },
    });
    expect(data).toMatchObject({ title: sample.title, slug: sample.slug, price: sample.price });
    expect(await download(data.thumbnail as string)).toEqual(PNG);
  });
});

describe('the auth provider', () => {
  it('knows the admin, and lets nobody in after the logout', async () => {
    await expect(client.authProvider.getIdentity?.()).resolves.toMatchObject({
      fullName: expect.any(String),
    });
    await expect(client.authProvider.getPermissions?.({})).resolves.toBe(2);
    await expect(client.authProvider.logout({})).resolves.toBe('/');
    await expect(client.authProvider.checkAuth({})).rejects.toEqual({ message: false });
    const refused = await provider.getList('tips', newestFirst).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 401 });
    await expect(client.authProvider.checkError(refused)).rejects.toBeDefined();
  });

  it("rejects a wrong password with the server's message", async () => {
    const other = consoleClient(running.baseURL);
    await expect(
      other.authProvider.login({ email: ADMIN_EMAIL, password: 'not-the-password' }),
    ).rejects.toThrow(/./);
  });
});
