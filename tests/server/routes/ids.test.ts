/**
 * Every route that takes an id, in its path or its body, reads it with one parser: an id that can
 * name no record (beyond the id columns' 32-bit range, a word, negative, zero, a fraction) is a
 * 404 or a 422 with a message, on SQLite and on PostgreSQL alike, never a server error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allResources, endpointsOf } from '../../../src/resources';
import { makeRecord } from '../helpers/records';
import { type TestClient, type TestServer, type Response, startTestServer } from '../helpers/testServer';
import { makeShop } from '../shop/shopFixtures';

let server: TestServer;
let admin: TestClient;
let student: TestClient;
let shop: Awaited<ReturnType<typeof makeShop>>;
let topicId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
  student = await server.signInAsStudent();
  shop = await makeShop(server.db);
  topicId = await makeRecord(server.db, 'topics', { courses: shop.paid }, { title: 'First steps' });
});
afterAll(() => server.close());

const BEYOND = ['9999999999', '2147483648', '99999999999999999999'];
const NOT_IDS = ['abc', '-1', '0', '1.5', '1e3'];
const PATH_IDS = [...BEYOND, ...NOT_IDS];
const BODY_IDS: unknown[] = [9999999999, 2147483648, 1e21, 'abc', -1, 0, 1.5, '9999999999', true];

function expectRefused(response: Response, call: string) {
  expect([404, 422], `${call}: ${response.statusCode} ${response.body}`).toContain(response.statusCode);
  expect(typeof response.json<{ message?: unknown }>().message, call).toBe('string');
}

describe('an id in a path that can name no record', () => {
  const studentPaths = [
    ['GET', '/api/my/orders/:id'],
    ['POST', '/api/my/orders/:id/cancel'],
    ['GET', '/api/orders/:id/payment'],
    ['POST', '/api/payments/test/orders/:id/pay'],
    ['DELETE', '/api/basket/items/:id'],
    ['POST', '/api/courses/:id/enrol'],
    ['GET', '/api/exam-attempts/:id'],
    ['POST', '/api/exam-attempts/:id/answer'],
    ['POST', '/api/exam-attempts/:id/submit'],
    ['GET', '/api/learn/calm-foundations/lessons/:id'],
    ['POST', '/api/learn/calm-foundations/lessons/:id/complete'],
    ['GET', '/api/catalogue/courses/calm-foundations/lessons/:id'],
    ['GET', '/api/blogs/:id'],
    ['GET', '/post_comments/:id'],
  ] as const;
  const adminPaths = [
    ['GET', '/api/admin/orders/:id'],
    ['POST', '/api/admin/orders/:id/refund'],
    ['POST', '/api/admin/orders/:id/mark-paid'],
    ['POST', '/api/admin/orders/:id/cancel'],
    ['GET', '/api/rest/courses/:id'],
    ['PUT', '/api/rest/courses/:id'],
    ['DELETE', '/api/rest/courses/:id'],
  ] as const;

  it('is answered 404 or 422 on every student and public route', async () => {
    for (const [method, path] of studentPaths)
      for (const id of PATH_IDS) {
        const url = path.replace(':id', id);
        expectRefused(await student.request(method, url, { body: {} }), `${method} ${url}`);
      }
  });

  it('is answered 404 or 422 on every console route', async () => {
    for (const [method, path] of adminPaths)
      for (const id of PATH_IDS) {
        const url = path.replace(':id', id);
        const body = { reference: 'BACS 123', title: 'x' };
        expectRefused(await admin.request(method, url, { body }), `${method} ${url}`);
      }
  });

  it('names the record it looked for, as a missing one does', async () => {
    const response = await student.get('/api/my/orders/9999999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Order not found.' });
  });
});

describe('an id in a body that can name no record', () => {
  it('is refused for a basket item, a certificate level and the course it is for', async () => {
    for (const id of BODY_IDS) {
      expectRefused(await student.post('/api/basket/items', { kind: 'course', id }), `course ${String(id)}`);
      expectRefused(
        await student.post('/api/basket/items', { kind: 'certificate_level', id, course_id: shop.paid }),
        `certificate level ${String(id)}`,
      );
      expectRefused(
        await student.post('/api/basket/items', {
          kind: 'certificate_level',
          id: shop.level,
          course_id: id,
        }),
        `certificate for course ${String(id)}`,
      );
    }
    const refused = await student.post('/api/basket/items', { kind: 'bundle', id: 9999999999 });
    expect(refused.json()).toMatchObject({ errors: { id: ['The id must be a record id.'] } });
  });

  it('is refused by the console’s dependents and reorder calls', async () => {
    for (const id of BODY_IDS) {
      expectRefused(
        await admin.admin('POST', 'records/dependents', { resource: 'courses', ids: [id] }),
        `dependents ${String(id)}`,
      );
      expectRefused(
        await admin.admin('POST', 'records/reorder', {
          resource: 'topics',
          course_id: id,
          positions: [{ id: topicId, sort_order: 1 }],
        }),
        `reorder within course ${String(id)}`,
      );
      expectRefused(
        await admin.admin('POST', 'records/reorder', {
          resource: 'topics',
          course_id: shop.paid,
          positions: [{ id, sort_order: 1 }],
        }),
        `reorder topic ${String(id)}`,
      );
    }
  });

  it('is refused by every legacy update, delete and action of the table', async () => {
    for (const resource of allResources)
      for (const endpoint of endpointsOf(resource)) {
        if (endpoint.method === 'GET' || endpoint === resource.endpoints.create) continue;
        if (endpoint === resource.endpoints.list) continue;
        const idKey = endpoint.body?.idKey ?? 'id';
        const ids = { id: 9999999999, [idKey]: 9999999999 };
        const body = endpoint.body?.wrap ? { ...ids, [endpoint.body.wrap]: { ...ids } } : ids;
        const response = await admin.request(endpoint.method, `/api/admin/${endpoint.path}`, { body });
        expect(
          response.statusCode,
          `${resource.key} ${endpoint.path}: ${response.statusCode} ${response.body}`,
        ).toBeLessThan(500);
        expect(response.statusCode, `${resource.key} ${endpoint.path}`).toBeGreaterThanOrEqual(400);
      }
  });

  it('is refused for a note’s topic, a note and a blog comment’s post', async () => {
    for (const id of BODY_IDS) {
      expectRefused(
        await student.post('/api/add_note', { topic_data: { description: 'A thought', topic_id: id } }),
        `note topic ${String(id)}`,
      );
      expectRefused(await student.post('/api/delete_a_note', { id }), `delete note ${String(id)}`);
    }
    // Comments are throttled per address: two odd ids are as many as one address may try.
    for (const id of [9999999999, 1.5])
      expectRefused(
        await student.post('/api/add_comment', {
          comment: { post_id: id, content: 'Lovely', author: 'Ada', author_email: 'ada@example.com' },
        }),
        `comment on post ${String(id)}`,
      );
  });
});
