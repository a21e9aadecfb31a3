/**
 * The console's REST mode (VITE_DATA_PROVIDER=rest): react-admin's ra-data-simple-rest over the
 * console's HTTP client, against the real reference server's /api/rest, call by call.
 */
import type { HttpError } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../src/api/authProvider';
import { createHttpClient } from '../../src/api/http';
import { type RestDataProvider, createRestDataProvider } from '../../src/api/restDataProvider';
import { allResources } from '../../src/resources';
import type { ResourceDef } from '../../src/resources/types';
import { keepCookies } from './cookieJar';
import { watchCalls } from './watchCalls';
import { edit, expectSaved } from './providerContract';
import { type RefIds, sampleRecord } from './samples';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer, startServer } from './serverHarness';

const newestFirst = {
  pagination: { page: 1, perPage: 5 },
  sort: { field: 'id', order: 'DESC' as const },
  filter: {},
};

let running: RunningServer;
let provider: RestDataProvider;
const refs: RefIds = {};
/** Every REST call the provider made, as method and path. */
const calls: string[] = [];

beforeAll(async () => {
  running = await startServer();
  const watched = watchCalls(fetch, (call) => calls.push(`${call.method} ${call.path}`));
  const http = createHttpClient({ baseURL: running.baseURL, fetch: keepCookies(watched).fetch });
  provider = createRestDataProvider({ http });
  await createAuthProvider({ http }).login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  for (const resource of allResources) {
    const { data } = await provider.getList(resource.route, newestFirst);
    if (data[0]) refs[resource.key] = Number(data[0].id);
  }
  // A lesson's topic must be one of its course's: the course the samples name is the topic's.
  if (refs.topics !== undefined)
    refs.courses = Number((await provider.getOne('topics', { id: refs.topics })).data.course_id);
});
afterAll(async () => {
  await running?.server.close();
});

const totalOf = async (route: string) => (await provider.getList(route, newestFirst)).total;

describe.each(allResources.filter((r) => r.endpoints.create).map((r): [string, ResourceDef] => [r.key, r]))(
  'the %s REST calls',
  (_key, resource) => {
    it('create, list, get, update with the whole record and delete, each answering the bare record', async () => {
      const before = await totalOf(resource.route);
      const sample = sampleRecord(resource, 700, refs);
      calls.length = 0;

      const { data: created } = await provider.create(resource.route, { data: sample });
      expect(created.id).toEqual(expect.any(Number));
      expectSaved(resource, sample, created);
      expect(calls).toContain(`POST /api/rest/${resource.key}`);

      const list = await provider.getList(resource.route, newestFirst);
      expect(list.total).toBe((before ?? 0) + 1);
      expect(list.data[0]).toEqual(created);
      expect((await provider.getOne(resource.route, { id: String(created.id) })).data).toEqual(created);

      let updated = created;
      if (resource.endpoints.update) {
        ({ data: updated } = await provider.update(resource.route, {
          id: String(created.id),
          data: edit(resource, { ...created, ...sample }),
          previousData: created,
        }));
        expect(updated.id).toBe(created.id);
        expectSaved(resource, edit(resource, sample), updated);
        expect(calls).toContain(`PUT /api/rest/${resource.key}/${created.id}`);
      }

      const { data: deleted } = await provider.delete(resource.route, {
        id: created.id,
        previousData: updated,
      });
      expect(deleted).toEqual(updated);
      await expect(provider.getOne(resource.route, { id: created.id })).rejects.toMatchObject({
        status: 404,
      });
      expect(await totalOf(resource.route)).toBe(before);
      expect(
        calls.filter((call) => call.startsWith('POST /api/admin/') && !call.endsWith('/uploads')),
      ).toEqual([]);
    });
  },
);

describe('reading many records', () => {
  it('gets many by id and the records that reference another', async () => {
    const { data: lessons } = await provider.getList('lessons', {
      ...newestFirst,
      pagination: { page: 1, perPage: 3 },
    });
    const ids = lessons.map((lesson) => lesson.id);
    const { data: many } = await provider.getMany('lessons', { ids });
    expect(many.map((lesson) => lesson.id).sort()).toEqual([...ids].sort());

    const course = lessons[0].course_id as number;
    const { data: ofCourse, total } = await provider.getManyReference('lessons', {
      target: 'course_id',
      id: course,
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(ofCourse.length).toBe(total);
    expect(ofCourse.every((lesson) => lesson.course_id === course)).toBe(true);
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
  });
});

describe('what REST mode offers of the server', () => {
  it("takes our server's extensions but the batched lists and CSV imports, which it does without", async () => {
    expect(await provider.supports('added-resources')).toBe(true);
    expect(await provider.supports('dashboard')).toBe(true);
    expect(await provider.supports('reorder')).toBe(true);
    expect(await provider.supports('batch-lists')).toBe(false);
    expect(await provider.supports('csv-import')).toBe(false);
    expect(await provider.canImport()).toBe(false);
  });
});
