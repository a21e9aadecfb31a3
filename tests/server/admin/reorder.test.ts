/**
 * A course's topics or lessons put in a new order in one call: every place saved, or none, each
 * change audited as an update, for administrators only; a server in strict legacy mode has no
 * such call and names no such extension.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES_HEADER } from '../../../src/contract/features';
import { REORDER_FEATURE } from '../../../src/contract/features';
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

const reorder = (body: Record<string, unknown>, tab: TestClient = admin) =>
  tab.admin('POST', 'records/reorder', body);

/** A course with three records of `key`, in places 1, 2 and 3; answers their ids in that order. */
async function courseWith(key: 'topics' | 'lessons'): Promise<{ course: number; ids: number[] }> {
  const made = {};
  const course = await makeRecord(server.db, 'courses', made);
  const ids = [];
  for (const place of [1, 2, 3])
    ids.push(await makeRecord(server.db, key, { ...made }, { course_id: course, sort_order: place }));
  return { course, ids };
}

/** The ids of the records of `key` by their place, as the course page lists them. */
async function order(key: string, ids: number[]): Promise<number[]> {
  const rows = await loose(server.db)
    .selectFrom(key)
    .select(['id', 'sort_order'])
    .where('id', 'in', ids)
    .orderBy('sort_order')
    .execute();
  return rows.map((row) => Number(row.id));
}

async function updatesAudited(key: string, ids: number[]) {
  const rows = await loose(server.db)
    .selectFrom('audit_log')
    .select(['record_id', 'user_id', 'detail'])
    .where('resource', '=', key)
    .where('action', '=', 'record.update')
    .where('record_id', 'in', ids)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    record_id: Number(row.record_id),
    user_id: row.user_id,
    detail: JSON.parse(String(row.detail)) as Record<string, unknown>,
  }));
}

function expect422(response: Response, field: string, message: string) {
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json<{ message: string; errors: Record<string, string[]> }>();
  expect(body.errors[field]).toEqual([message]);
  expect(body.message).toBe(message);
}

describe('putting a course’s records in a new order', () => {
  it('saves every new place at once and audits each change as an update', async () => {
    const { course, ids } = await courseWith('topics');
    const [first, second, third] = ids;
    const response = await reorder({
      resource: 'topics',
      course_id: course,
      positions: [
        { id: third, sort_order: 1 },
        { id: first, sort_order: 2 },
        { id: second, sort_order: 3 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response.json<{ data: { id: number; sort_order: number }[] }>().data.map((r) => [r.id, r.sort_order]),
    ).toEqual([
      [third, 1],
      [first, 2],
      [second, 3],
    ]);
    expect(await order('topics', ids)).toEqual([third, first, second]);

    const audited = await updatesAudited('topics', ids);
    expect(audited.map((entry) => entry.record_id)).toEqual([third, first, second]);
    expect(audited.every((entry) => typeof entry.user_id === 'number')).toBe(true);
    expect(audited[0].detail).toMatchObject({
      fields: ['sort_order'],
      before: { sort_order: 3 },
      after: { sort_order: 1 },
    });
  });

  it('leaves a record already in its place untouched, with no audit entry', async () => {
    const { course, ids } = await courseWith('lessons');
    const [first, second, third] = ids;
    const response = await reorder({
      resource: 'lessons',
      course_id: course,
      positions: [
        { id: first, sort_order: 1 },
        { id: third, sort_order: 2 },
        { id: second, sort_order: 3 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await order('lessons', ids)).toEqual([first, third, second]);
    expect((await updatesAudited('lessons', ids)).map((entry) => entry.record_id)).toEqual([third, second]);
  });

  it('saves no place when a record in the middle is not there', async () => {
    const { course, ids } = await courseWith('topics');
    const [first, second, third] = ids;
    const response = await reorder({
      resource: 'topics',
      course_id: course,
      positions: [
        { id: third, sort_order: 1 },
        { id: 999_999, sort_order: 2 },
        { id: first, sort_order: 3 },
      ],
    });
    expect422(response, 'positions.1.id', 'No topic has the id 999999.');
    expect(await order('topics', ids)).toEqual([first, second, third]);
    expect(await updatesAudited('topics', ids)).toEqual([]);
  });

  it('saves no place when a record in the middle belongs to another course', async () => {
    const { course, ids } = await courseWith('lessons');
    const other = await courseWith('lessons');
    const [first, second, third] = ids;
    const response = await reorder({
      resource: 'lessons',
      course_id: course,
      positions: [
        { id: third, sort_order: 1 },
        { id: other.ids[0], sort_order: 2 },
        { id: first, sort_order: 3 },
      ],
    });
    expect422(response, 'positions.1.id', `Lesson ${other.ids[0]} belongs to another course.`);
    expect(await order('lessons', ids)).toEqual([first, second, third]);
    expect(await order('lessons', other.ids)).toEqual(other.ids);
    expect(await updatesAudited('lessons', [...ids, ...other.ids])).toEqual([]);
  });

  it('refuses a place that is not a whole number, naming the record, and saves none', async () => {
    const { course, ids } = await courseWith('topics');
    const [first, second] = ids;
    const response = await reorder({
      resource: 'topics',
      course_id: course,
      positions: [
        { id: second, sort_order: 1 },
        { id: first, sort_order: 1.5 },
      ],
    });
    expect422(response, 'positions.1.sort_order', `The sort order of topic ${first} must be a whole number.`);
    expect(await order('topics', ids)).toEqual(ids);
  });

  it('refuses an unknown course, a resource that is not put in order and an empty list', async () => {
    const { course, ids } = await courseWith('topics');
    const positions = [{ id: ids[0], sort_order: 2 }];
    expect422(
      await reorder({ resource: 'topics', course_id: 999_999, positions }),
      'course_id',
      'No course has the id 999999.',
    );
    expect422(
      await reorder({ resource: 'courses', course_id: course, positions }),
      'resource',
      'The resource must be one put in order: lessons, topics.',
    );
    expect422(
      await reorder({ resource: 'topics', course_id: course, positions: [] }),
      'positions',
      'The positions must be a list of 1 to 500 records.',
    );
    expect(await order('topics', ids)).toEqual(ids);
  });

  it('saves two reorders of one course sent at once one after the other, never a mix of both', async () => {
    const { course, ids } = await courseWith('topics');
    const [a, b, c] = ids;
    const orders = [
      [c, a, b],
      [b, c, a],
    ];
    const answers = await Promise.all(
      orders.map((order) =>
        reorder({
          resource: 'topics',
          course_id: course,
          positions: order.map((id, index) => ({ id, sort_order: index + 1 })),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(orders).toContainEqual(await order('topics', ids));
  });

  it('is for administrators only', async () => {
    const { course, ids } = await courseWith('topics');
    const student = await server.signInAsStudent();
    const response = await reorder(
      { resource: 'topics', course_id: course, positions: [{ id: ids[2], sort_order: 1 }] },
      student,
    );
    expect(response.statusCode).toBe(403);
    expect(await order('topics', ids)).toEqual(ids);
  });

  it('is named among the extensions with the admin token', async () => {
    const answer = await admin.get('/api/getTokenForAdmin');
    expect(String(answer.headers[FEATURES_HEADER.toLowerCase()]).split(', ')).toContain(REORDER_FEATURE);
  });
});

describe('a server started with LEGACY_STRICT=1', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ env: { LEGACY_STRICT: '1' } });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('has no reorder call', async () => {
    const tab = await strict.signInAsAdmin();
    const made = {};
    const course = await makeRecord(strict.db, 'courses', made);
    const topic = await makeRecord(strict.db, 'topics', made, { course_id: course });
    const response = await reorder(
      { resource: 'topics', course_id: course, positions: [{ id: topic, sort_order: 2 }] },
      tab,
    );
    expect(response.statusCode).toBe(404);
  });
});
