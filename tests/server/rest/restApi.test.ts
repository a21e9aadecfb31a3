/** The conventional REST API at /api/rest/:resource, as ra-data-simple-rest speaks it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loose } from '../../../server/db/schema';
import { type Ids, makeRecord } from '../helpers/records';
import { type Response, type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

type Row = Record<string, unknown> & { id: number };

let server: TestServer;
let admin: TestClient;
const ids: Ids = {};
const productIds: number[] = [];
let otherCourse: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
  for (const [n, title] of ['Calm mornings', 'Sleep soundly', 'A calm mind', 'Stress at work'].entries())
    await makeRecord(server.db, 'courses', ids, { title, slug: `rest-course-${n}` });
  otherCourse = await makeRecord(server.db, 'courses', {}, { title: 'Elsewhere' });
  for (const n of [1, 2, 3]) await makeRecord(server.db, 'topics', ids, { title: `Topic ${n} of the first` });
  await makeRecord(server.db, 'topics', { courses: otherCourse }, { title: 'Topic of another course' });
  for (let i = 1; i <= 23; i += 1)
    productIds.push(
      await makeRecord(
        server.db,
        'products',
        {},
        { title: `Product ${String(i).padStart(2, '0')}`, regular_price: i },
      ),
    );
});
afterAll(async () => {
  await server?.close();
});

/** A REST list call, its query written as the provider writes it (each value JSON). */
const list = (client: TestClient, key: string, query: Record<string, unknown> = {}) =>
  client.get(
    `/api/rest/${key}`,
    Object.fromEntries(Object.entries(query).map(([name, value]) => [name, JSON.stringify(value)])),
  );

const rows = (response: Response): Row[] => {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<unknown>();
  expect(Array.isArray(body)).toBe(true);
  return body as Row[];
};

const auditOf = (id: number, action: string) =>
  server.db
    .selectFrom('audit_log')
    .selectAll()
    .where('resource', '=', 'products')
    .where('record_id', '=', id)
    .where('action', '=', action)
    .executeTakeFirst();

describe('lists', () => {
  it('answers a bare array sorted, ranged and searched, with its Content-Range', async () => {
    const response = await list(admin, 'courses', {
      sort: ['title', 'ASC'],
      range: [0, 24],
      filter: { q: 'calm' },
    });
    expect(rows(response).map((r) => r.title)).toEqual(['A calm mind', 'Calm mornings']);
    expect(response.headers['content-range']).toBe('courses 0-1/2');
  });

  it('answers the positions asked for, wherever the range starts', async () => {
    const last = await list(admin, 'products', { sort: ['title', 'ASC'], range: [20, 29] });
    expect(rows(last).map((r) => r.title)).toEqual(['Product 21', 'Product 22', 'Product 23']);
    expect(last.headers['content-range']).toBe('products 20-22/23');
    const middle = await list(admin, 'products', { sort: ['title', 'DESC'], range: [5, 7] });
    expect(rows(middle).map((r) => r.title)).toEqual(['Product 18', 'Product 17', 'Product 16']);
    expect(middle.headers['content-range']).toBe('products 5-7/23');
  });

  it('answers the records named by id, all of them, for getMany', async () => {
    const wanted = productIds.slice(0, 12);
    const response = await list(admin, 'products', { filter: { id: wanted } });
    expect(
      rows(response)
        .map((r) => r.id)
        .sort((a, b) => a - b),
    ).toEqual(wanted);
  });

  it('filters by a reference, for getManyReference', async () => {
    const response = await list(admin, 'topics', {
      sort: ['id', 'ASC'],
      range: [0, 9],
      filter: { course_id: ids.courses },
    });
    expect(rows(response).map((r) => r.title)).toEqual([
      'Topic 1 of the first',
      'Topic 2 of the first',
      'Topic 3 of the first',
    ]);
    expect(response.headers['content-range']).toBe('topics 0-2/3');
  });

  it('says an empty list has no positions', async () => {
    const response = await list(admin, 'courses', { filter: { q: 'nothing like this' } });
    expect(rows(response)).toEqual([]);
    expect(response.headers['content-range']).toBe('courses */0');
  });

  it('refuses a sort, range or filter it cannot take with 422 naming it', async () => {
    const unsortable = await list(admin, 'products', { sort: ['long_description', 'ASC'] });
    expect(unsortable.statusCode).toBe(422);
    expect(unsortable.json()).toMatchObject({
      errors: { sort: ['The list cannot be sorted by long_description.'] },
    });
    const backwards = await list(admin, 'products', { range: [9, 0] });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toMatchObject({
      errors: { range: ['The range must end where it starts or after.'] },
    });
    const malformedRange = await admin.get('/api/rest/products', { range: 'all' });
    expect(malformedRange.statusCode).toBe(422);
    expect(malformedRange.json()).toMatchObject({
      errors: { range: ['The range must be the first and last positions, as JSON: [0,24].'] },
    });
    const malformedSort = await admin.get('/api/rest/products', { sort: 'title' });
    expect(malformedSort.statusCode).toBe(422);
    expect(Object.keys(malformedSort.json<{ errors: object }>().errors)).toEqual(['sort']);
    const notJson = await admin.get('/api/rest/products', { filter: '{"q":' });
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json()).toMatchObject({ errors: { filter: ['The filter must be a JSON object.'] } });
    const nul = await list(admin, 'products', { filter: { q: 'a\u0000b' } });
    expect(nul.statusCode).toBe(422);
    expect(nul.json()).toMatchObject({ errors: { q: ['The search cannot hold a NUL character.'] } });
    const unfilterable = await list(admin, 'products', { filter: { long_description: 'x' } });
    expect(unfilterable.statusCode).toBe(422);
    expect(unfilterable.json()).toMatchObject({
      errors: { 'filter.long_description': ['The list cannot be filtered by long_description.'] },
    });
  });
});

describe('one record', () => {
  it('answers the bare record, or 404 with a message', async () => {
    const response = await admin.get(`/api/rest/products/${productIds[0]}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: productIds[0], title: 'Product 01', regular_price: 1 });
    const missing = await admin.get('/api/rest/products/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Product not found.' });
  });

  it('refuses an id that is no record id with 422', async () => {
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      const response = await admin.get(`/api/rest/products/${id}`);
      expect(response.statusCode, id).toBe(422);
      expect(response.json(), id).toMatchObject({ errors: { id: ['The id must be a record id.'] } });
    }
  });
});

describe('writes', () => {
  it('creates a record, sanitized, answers it bare with 201, and audits it', async () => {
    const response = await admin.post('/api/rest/products', {
      title: 'Journal',
      regular_price: 12.5,
      long_description: '<p>Kind words</p><script>alert(1)</script>',
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<Row>();
    expect(created).toMatchObject({
      title: 'Journal',
      regular_price: 12.5,
      long_description: '<p>Kind words</p>',
    });
    const row = await loose(server.db)
      .selectFrom('products')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.regular_price).toBe(1250);
    expect(await auditOf(created.id, 'record.create')).toBeDefined();
  });

  it('updates from the whole record the console sends back, id and timestamps included', async () => {
    const id = productIds[1];
    const before = (await admin.get(`/api/rest/products/${id}`)).json<Row>();
    expect(before.created_at).toBeTypeOf('string');
    const response = await admin.request('PUT', `/api/rest/products/${id}`, {
      body: { ...before, title: 'Product two, renamed', sale_price: 1.5 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      title: 'Product two, renamed',
      sale_price: 1.5,
      regular_price: 2,
    });
    expect(await auditOf(id, 'record.update')).toBeDefined();
  });

  it('deletes a record and answers the deleted record with its id', async () => {
    const id = productIds[22];
    const response = await admin.request('DELETE', `/api/rest/products/${id}`, {
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, title: 'Product 23' });
    expect((await admin.get(`/api/rest/products/${id}`)).statusCode).toBe(404);
    expect(await auditOf(id, 'record.delete')).toBeDefined();
  });

  it('answers bad input with 422 and the same field messages as the legacy call', async () => {
    const body = { title: '', regular_price: 'cheap' };
    const rest = await admin.post('/api/rest/products', body);
    const legacy = await admin.admin('POST', 'products/create-product', body);
    expect(rest.statusCode).toBe(422);
    expect(rest.json()).toEqual(legacy.json());
    expect(rest.json()).toMatchObject({
      errors: { title: expect.any(Array), regular_price: expect.any(Array) },
    });
  });

  it('refuses a body that is no JSON object with 400', async () => {
    const response = await admin.request('PUT', `/api/rest/products/${productIds[2]}`, { body: [1, 2] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body must be a JSON object.' });
  });

  it('refuses writes to a resource the legacy API only reads, as it does', async () => {
    const attempt = await makeRecord(server.db, 'exam_attempts', {});
    expect((await admin.get(`/api/rest/exam_attempts/${attempt}`)).statusCode).toBe(200);
    const create = await admin.post('/api/rest/exam_attempts', { score: 1 });
    const update = await admin.request('PUT', `/api/rest/exam_attempts/${attempt}`, { body: { score: 1 } });
    const remove = await admin.request('DELETE', `/api/rest/exam_attempts/${attempt}`);
    const legacy = await admin.admin('POST', 'exam/attempts/create', { score: 1 });
    for (const response of [create, update, remove]) expect(response.statusCode).toBe(legacy.statusCode);
    expect(legacy.statusCode).toBe(404);
  });
});

describe('who may call it', () => {
  it('answers 401 without a session', async () => {
    const response = await list(server.client(), 'products');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 403 to a student, and to an admin without the bearer token', async () => {
    const student = await server.signInAsStudent();
    expect((await list(student, 'products')).statusCode).toBe(403);
    const withToken = await list(admin, 'products');
    expect(withToken.statusCode).toBe(200);
    const withoutToken = await admin.request('GET', '/api/rest/products', { headers: { authorization: '' } });
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.json()).toEqual({ message: 'The admin token is missing or wrong.' });
  });
});
