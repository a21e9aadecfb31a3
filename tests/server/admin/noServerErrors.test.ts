/**
 * Whatever a client sends to any admin call, the answer is a 2xx or a 4xx with a message:
 * never a 5xx, never a stack trace.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allResources, endpointsOf } from '../../../src/resources';
import type { Endpoint } from '../../../src/resources/types';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  admin = await server.signInAsAdmin();
});
afterAll(async () => {
  await server?.close();
});

const endpoints: Endpoint[] = allResources.flatMap(endpointsOf);

/** Keys the calls read, so random bodies reach past the first check. */
const KEYS = [
  'id',
  'title',
  'page',
  'per_page',
  'filter',
  'sort',
  'q',
  'course_data',
  'coupon_data',
  'user_data',
  'updateData',
  'questions',
  'price',
  'category_ids',
  'approvedId',
  'user_id',
  'role_id',
  'status',
  '__proto__',
  'constructor',
];

const bodies = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...KEYS), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
  fc.record({
    id: fc.oneof(fc.integer(), fc.string(), fc.constant(1)),
    filter: fc.jsonValue({ maxDepth: 2 }),
  }),
);

describe('any body sent to any admin call', () => {
  it('is answered without a server error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), bodies, async (endpoint, body) => {
        const url = `/api/admin/${endpoint.path}`;
        const response =
          endpoint.method === 'GET'
            ? await admin.request('GET', url, {
                query: Object.fromEntries(
                  Object.entries(typeof body === 'object' && body !== null ? body : { q: body }).map(
                    ([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')],
                  ),
                ),
              })
            : await admin.request(endpoint.method, url, {
                body: JSON.stringify(body),
                headers: { 'content-type': 'application/json' },
              });
        expect(
          response.statusCode,
          `${endpoint.method} ${endpoint.path} ${JSON.stringify(body)}: ${response.body}`,
        ).toBeLessThan(500);
        const answer = response.json<{ message?: string }>();
        if (response.statusCode >= 400) expect(typeof answer.message).toBe('string');
        expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
      }),
      { numRuns: 600, seed: 20211 },
    );
  });

  it('is answered without a server error when it is not JSON at all', async () => {
    for (const endpoint of endpoints.filter((e) => e.method !== 'GET')) {
      const response = await admin.request(endpoint.method, `/api/admin/${endpoint.path}`, {
        body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      });
      expect(response.statusCode, `${endpoint.path}: ${response.body}`).toBeLessThan(500);
    }
  });
});
