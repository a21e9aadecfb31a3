/**
 * What a new resource costs: one entry in the table and one migration. Webinars, which the
 * product lacks, are declared here exactly as an entry of resources.config.ts, their table made
 * by a migration written as one in server/db/migrations would be; the real server serves them,
 * and the console's data provider creates, lists, updates and deletes them over HTTP.
 */
import type { Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupResources } from '../../../admin/layout/menuGroups';
import type { MindWellDataProvider } from '../../../src/api/dataProvider';
import { allResources, checkTable, type ResourceDef } from '../../../src/resources';
import { PUBLISH_STATES, f, title } from '../../../src/resources/fields';
import type { Dialect } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';
import { createResourceTable, dropResourceTable } from '../../../server/db/migrations/resourceTable';
import { missingColumns } from '../../../server/db/schemaCheck';
import { sweepUploads } from '../../../server/uploads/sweep';
import { ADMIN_EMAIL, ADMIN_PASSWORD, consoleClient } from '../../api/serverHarness';
import { makeRecord } from '../helpers/records';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

/** The table entry. */
const webinars = {
  key: 'webinars',
  singular: 'Webinar',
  plural: 'Webinars',
  route: 'webinars',
  icon: 'Article',
  recordRepresentation: 'title',
  menu: { group: 'Catalogue', order: 14 },
  fields: [
    title(),
    f.reference('course_id', 'courses', {
      label: 'Course',
      required: true,
      list: true,
      filterable: true,
      onDelete: 'cascade',
    }),
    f.money('price', { required: true, list: true, sortable: true }),
    f.date('starts_on', { list: true, sortable: true }),
    f.choice('status', PUBLISH_STATES, { defaultValue: 'draft', list: true, filterable: true }),
    f.longText('summary', { searchable: true }),
  ],
  endpoints: {
    list: { method: 'POST', path: 'webinars/list', paging: 'page' },
    create: { method: 'POST', path: 'webinars/create', body: { wrap: 'webinar_data' } },
    update: { method: 'POST', path: 'webinars/update', body: { wrap: 'webinar_data', id: 'outside' } },
    delete: { method: 'POST', path: 'webinars/delete' },
  },
} as const satisfies ResourceDef;

/** The migration, as server/db/migrations/0063_webinars.ts would hold it. */
const FIELDS = [
  f.text('title', { sortable: true, searchable: true }),
  f.reference('course_id', 'courses', { filterable: true, onDelete: 'cascade' }),
  f.money('price', { sortable: true }),
  f.date('starts_on', { sortable: true }),
  f.choice('status', PUBLISH_STATES, { filterable: true }),
  f.longText('summary', { searchable: true }),
];
const webinarsMigration = (dialect: Dialect): Migration => ({
  up: (db) => createResourceTable(db, dialect, 'webinars', FIELDS),
  down: (db) => dropResourceTable(db, dialect, 'webinars', FIELDS),
});

const table: readonly ResourceDef[] = [...allResources, webinars];

let server: TestServer;
let admin: TestClient;
let provider: MindWellDataProvider;
let courseId: number;

beforeAll(async () => {
  server = await startTestServer({
    table,
    async beforeStart({ db, dialect }) {
      await migrateToLatest(db, dialect);
      await webinarsMigration(dialect).up(db);
    },
  });
  admin = await server.signInAsAdmin();
  const client = consoleClient(await server.listen(), table);
  await client.authProvider.login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  await client.authProvider.checkAuth({});
  provider = client.dataProvider;
  courseId = await makeRecord(server.db, 'courses');
});
afterAll(async () => {
  await server?.close();
});

const newestFirst = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' as const } };

describe('a resource added with one table entry and one migration', () => {
  it('passes every check of the table, and the server starts with every column it needs', async () => {
    expect(checkTable(table)).toEqual([]);
    expect(await missingColumns(server.db, table)).toEqual([]);
  });

  it('is listed in the menu group its entry names, after the group’s others', () => {
    const catalogue = groupResources(table).find((group) => group.title === 'Catalogue');
    expect(catalogue?.resources.at(-1)?.key).toBe('webinars');
  });

  it('is created, listed, searched, filtered, sorted, updated and deleted through the console’s data provider', async () => {
    const sent = {
      title: 'Sleep and stress',
      course_id: courseId,
      price: 12.5,
      starts_on: '2030-03-01',
      status: 'published',
      summary: 'An evening on rest.',
    };
    const { data: created } = await provider.create('webinars', { data: sent });
    expect(created).toMatchObject({ ...sent, id: expect.any(Number) });
    const { data: second } = await provider.create('webinars', {
      data: { ...sent, title: 'Morning calm', price: 4, summary: 'Breathing first.' },
    });
    expect(second).toMatchObject({ title: 'Morning calm', status: 'published' });

    const listed = await provider.getList('webinars', { ...newestFirst, filter: {} });
    expect(listed.total).toBe(2);
    expect(listed.data.map((w) => w.id)).toEqual([second.id, created.id]);

    const found = await provider.getList('webinars', { ...newestFirst, filter: { q: 'evening on' } });
    expect(found.data.map((w) => w.title)).toEqual(['Sleep and stress']);
    const byCourse = await provider.getList('webinars', { ...newestFirst, filter: { course_id: courseId } });
    expect(byCourse.total).toBe(2);
    const cheapest = await provider.getList('webinars', {
      ...newestFirst,
      sort: { field: 'price', order: 'ASC' },
      filter: {},
    });
    expect(cheapest.data.map((w) => w.price)).toEqual([4, 12.5]);

    const { data: updated } = await provider.update('webinars', {
      id: created.id,
      data: { ...created, title: 'Sleep, stress and you', price: 15 },
      previousData: created,
    });
    expect(updated).toMatchObject({ id: created.id, title: 'Sleep, stress and you', price: 15 });
    const stored = await server.db
      .selectFrom('webinars' as never)
      .select(['title', 'price'] as never)
      .where('id' as never, '=', created.id as never)
      .executeTakeFirst();
    // Money is stored in pence.
    expect(stored).toEqual({ title: 'Sleep, stress and you', price: 1500 });

    await provider.delete('webinars', { id: created.id, previousData: updated });
    await expect(provider.getOne('webinars', { id: created.id })).rejects.toMatchObject({ status: 404 });
    expect((await provider.getList('webinars', { ...newestFirst, filter: {} })).total).toBe(1);
  });

  it('answers its calls in the legacy shapes, and a missing required field with a 422 naming it', async () => {
    const created = await admin.admin('POST', 'webinars/create', {
      webinar_data: { title: 'Kind words', course_id: courseId, price: 3 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      data: expect.objectContaining({ title: 'Kind words', price: 3, status: 'draft' }),
    });

    const list = await admin.admin('POST', 'webinars/list', { page: 1 });
    expect(list.statusCode).toBe(200);
    expect(Object.keys(list.json<Record<string, unknown>>()).sort()).toEqual(
      ['current_page', 'data', 'from', 'last_page', 'per_page', 'to', 'total'].sort(),
    );

    const refused = await admin.admin('POST', 'webinars/create', { webinar_data: { title: 'No price' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, unknown> }>().errors).toHaveProperty('price');
  });
});

describe("a test's own table reaches every route", () => {
  /** A webinar of a course of its own, made through the console's create call. */
  const webinarOfNewCourse = async () => {
    const course = await makeRecord(server.db, 'courses');
    const created = await admin.admin('POST', 'webinars/create', {
      webinar_data: { title: 'Rest', course_id: course, price: 5, summary: 'An hour of quiet.' },
    });
    expect(created.statusCode, created.body).toBe(201);
    return { course, webinar: created.json<{ data: { id: number } }>().data.id };
  };

  it('serves the new resource through the REST API, and a course deleted there takes its webinars with it', async () => {
    const { course, webinar } = await webinarOfNewCourse();
    const one = await admin.get(`/api/rest/webinars/${webinar}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ id: webinar, title: 'Rest', course_id: course });

    const deleted = await admin.request('DELETE', `/api/rest/courses/${course}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await admin.get(`/api/rest/webinars/${webinar}`)).statusCode).toBe(404);
  });

  it("counts the new resource's records in what a delete would take with it, and answers for the resource itself", async () => {
    const { course, webinar } = await webinarOfNewCourse();
    const ofCourse = await admin.admin('POST', 'records/dependents', { resource: 'courses', ids: [course] });
    expect(ofCourse.statusCode, ofCourse.body).toBe(200);
    expect(ofCourse.json<{ deleted: unknown[] }>().deleted).toContainEqual({
      resource: 'webinars',
      count: 1,
      text: '1 webinar',
    });
    const ofWebinar = await admin.admin('POST', 'records/dependents', {
      resource: 'webinars',
      ids: [webinar],
    });
    expect(ofWebinar.statusCode, ofWebinar.body).toBe(200);
    expect(ofWebinar.json()).toEqual({ deleted: [], detached: [], blocking: [] });
  });

  it('keeps in the uploads sweep a file only a record of the new resource points to', async () => {
    const name = (n: number) => `${String(n).repeat(32)}.png`;
    const long = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    for (const n of [1, 2])
      await server.db
        .insertInto('uploads')
        .values({ name: name(n), mime: 'image/png', size: 1, kind: 'image', user_id: null, created_at: long })
        .execute();
    // Written straight to the table: a save through the console would also name the file in
    // the audit log's record of it, which the sweep reads as well.
    await server.db
      .insertInto('webinars' as never)
      .values({
        title: 'Slides',
        course_id: await makeRecord(server.db, 'courses'),
        price: 500,
        summary: `<p>See /uploads/${name(1)} for the slides.</p>`,
        created_at: long,
        updated_at: long,
      } as never)
      .execute();

    expect(await sweepUploads(server.app.ctx)).toEqual([name(2)]);
  });
});
