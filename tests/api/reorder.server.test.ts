/**
 * The course page's reorder, as the console saves it, against the real server over HTTP: in one
 * call where the server offers it, so a refusal leaves the whole order as it was; one update per
 * moved record against a server without extensions (LEGACY_STRICT=1, as the legacy backend).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moved, orderChanges, saveOrderChanges } from '../../admin/courseBuilder/reorder';
import { REORDER_PATH } from '../../src/contract/recordExtensions';
import { makeRecord } from '../server/helpers/records';
import { startTestServer } from '../server/helpers/testServer';
import { ADMIN_EMAIL, ADMIN_PASSWORD, consoleClient } from './serverHarness';

/** A server, the console's provider signed in to it, and every call's path it was sent. */
async function consoleOn(env: Record<string, string> = {}) {
  const server = await startTestServer({ env });
  const client = consoleClient(await server.listen());
  const sent: string[] = [];
  client.watch((call) => sent.push(call.path));
  await client.authProvider.login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  await client.authProvider.checkAuth({});
  return { server, provider: client.dataProvider, sent };
}

type Console = Awaited<ReturnType<typeof consoleOn>>;

/** A course with three topics in places 1, 2 and 3. */
async function courseWithTopics({ server }: Console) {
  const made = {};
  const course = await makeRecord(server.db, 'courses', made);
  for (const place of [1, 2, 3])
    await makeRecord(server.db, 'topics', { ...made }, { course_id: course, sort_order: place });
  return course;
}

/** The course's topics as the course page lists them. */
async function topicsOf({ provider }: Console, course: number) {
  const { data } = await provider.getList('topics', {
    filter: { course_id: course },
    sort: { field: 'sort_order', order: 'ASC' },
    pagination: { page: 1, perPage: 500 },
  });
  return data;
}

const titles = (records: { title?: unknown }[]) => records.map((record) => record.title);

describe('a reorder against our server', () => {
  let on: Console;
  beforeAll(async () => {
    on = await consoleOn();
  });
  afterAll(async () => {
    await on?.server.close();
  });

  it('saves the new order in one call', async () => {
    const course = await courseWithTopics(on);
    const before = await topicsOf(on, course);
    const next = moved(before, 2, 0);
    on.sent.length = 0;
    await saveOrderChanges(on.provider, 'topics', course, orderChanges(next));
    expect(on.sent.filter((url) => !url.endsWith('/get_topics'))).toEqual([`/api/admin/${REORDER_PATH}`]);
    expect(titles(await topicsOf(on, course))).toEqual(titles(next));
  });

  it('keeps the whole order when a moved topic was deleted meanwhile, and tries no update', async () => {
    const course = await courseWithTopics(on);
    const before = await topicsOf(on, course);
    // The third first: the first, deleted in another tab, is the middle one of the new order.
    const next = moved(before, 2, 0);
    await on.provider.delete('topics', { id: before[0].id, previousData: before[0] });
    on.sent.length = 0;
    await expect(saveOrderChanges(on.provider, 'topics', course, orderChanges(next))).rejects.toMatchObject({
      status: 422,
      message: `No topic has the id ${String(before[0].id)}.`,
    });
    expect(on.sent).toEqual([`/api/admin/${REORDER_PATH}`]);
    expect(titles(await topicsOf(on, course))).toEqual(titles([before[1], before[2]]));
  });
});

describe('a reorder against a server without extensions', () => {
  let on: Console;
  beforeAll(async () => {
    on = await consoleOn({ LEGACY_STRICT: '1' });
  });
  afterAll(async () => {
    await on?.server.close();
  });

  it('saves each moved topic with its own update call', async () => {
    const course = await courseWithTopics(on);
    const next = moved(await topicsOf(on, course), 2, 0);
    on.sent.length = 0;
    await saveOrderChanges(on.provider, 'topics', course, orderChanges(next));
    expect(on.sent.filter((url) => !url.endsWith('/get_topics'))).toEqual([
      '/api/admin/topic/edit',
      '/api/admin/topic/edit',
      '/api/admin/topic/edit',
    ]);
    expect(titles(await topicsOf(on, course))).toEqual(titles(next));
  });
});
