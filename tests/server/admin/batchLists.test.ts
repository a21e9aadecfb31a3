/**
 * Our server's extension (src/contract/batchLists.ts): several list calls of the documented API
 * answered in one, each exactly as it would be alone. Who may call it is in
 * tests/security/authorization.test.ts with every other admin call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BATCH_LISTS_PATH,
  type BatchListsAnswer,
  type BatchedListCall,
  MAX_BATCHED_LISTS,
} from '../../../src/contract/batchLists';
import { BATCH_LISTS_FEATURE, FEATURES_HEADER } from '../../../src/contract/features';
import { allResources } from '../../../src/resources';
import { makeRecord } from '../helpers/records';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;
let admin: TestClient;
const productIds: number[] = [];

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  admin = await server.signInAsAdmin();
  for (let i = 1; i <= 12; i += 1)
    productIds.push(
      await makeRecord(server.db, 'products', {}, { title: `Product ${String(i).padStart(2, '0')}` }),
    );
});
afterAll(async () => {
  await server?.close();
});

const batch = async (calls: unknown) => {
  const response = await admin.admin('POST', BATCH_LISTS_PATH, { calls });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BatchListsAnswer>().answers;
};

/** The same call made on its own, as the console would make it. */
const alone = async ({ method, path, options }: BatchedListCall) => {
  const response = await admin.admin(method, path, options);
  return { status: response.statusCode, body: response.json<unknown>() };
};

describe('answering several list calls in one', () => {
  it('answers each list of the table as it answers it alone, in the order asked', async () => {
    const calls: BatchedListCall[] = allResources.map(({ endpoints: { list } }) => ({
      method: list.method,
      path: list.path,
    }));
    const answers = await batch(calls);
    expect(answers).toHaveLength(calls.length);
    for (const [i, call] of calls.entries()) expect(answers[i], call.path).toEqual(await alone(call));
  });

  it('passes each call its own options: page, size, sort and filter', async () => {
    const calls: BatchedListCall[] = [
      { method: 'GET', path: 'products', options: { page: 2, per_page: 5, sort: 'title', order: 'desc' } },
      { method: 'GET', path: 'products', options: { filter: { id: [productIds[2], productIds[4]] } } },
      { method: 'POST', path: 'quiz/question/tags', options: { pageNumber: 1, perPageItem: 3 } },
    ];
    const answers = await batch(calls);
    for (const [i, call] of calls.entries()) expect(answers[i]).toEqual(await alone(call));
    const second = answers[0].body as { data: { title: string }[]; current_page: number; per_page: number };
    expect(second).toMatchObject({ current_page: 2, per_page: 5 });
    const titles = second.data.map((r) => r.title);
    expect(titles).toHaveLength(5);
    expect(titles).toEqual([...titles].sort().reverse());
    expect((answers[1].body as { data: { title: string }[] }).data.map((r) => r.title)).toEqual([
      'Product 03',
      'Product 05',
    ]);
  });

  it('gives a call that is no list, or has wrong options, its own error and answers the others', async () => {
    const answers = await batch([
      { method: 'POST', path: 'products/create-product' },
      { method: 'GET', path: 'products', options: { sort: 'password' } },
      { method: 'GET', path: 'products', options: { per_page: 2 } },
    ]);
    expect(answers[0]).toEqual({
      status: 404,
      body: { message: 'POST products/create-product is not a list call.' },
    });
    expect(answers[1].status).toBe(422);
    expect(answers[1].body).toMatchObject({ message: 'The list cannot be sorted by password.' });
    expect(answers[2].status).toBe(200);
    expect((answers[2].body as { data: unknown[] }).data).toHaveLength(2);
  });

  it('refuses a batch with no calls, or too many, with the reason', async () => {
    for (const calls of [
      undefined,
      [],
      'products',
      Array.from({ length: MAX_BATCHED_LISTS + 1 }, () => ({})),
    ]) {
      const response = await admin.admin('POST', BATCH_LISTS_PATH, { calls });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        message: `The calls must be a list of 1 to ${MAX_BATCHED_LISTS} list calls.`,
      });
    }
  });

  it('is named in the admin token answer, for admins only', async () => {
    const forAdmin = await admin.get('/api/getTokenForAdmin');
    const named = String(forAdmin.headers[FEATURES_HEADER.toLowerCase()]).split(',');
    expect(named.map((name) => name.trim())).toContain(BATCH_LISTS_FEATURE);
    const student = await server.signInAsStudent();
    const forStudent = await student.get('/api/getTokenForAdmin');
    expect(forStudent.json()).toEqual({ token: null });
    expect(forStudent.headers[FEATURES_HEADER.toLowerCase()]).toBeUndefined();
  });
});
