/**
 * Lists refuse what no database could run with a 422 naming the field: a filter listing more
 * values than a statement may carry, a page past any table, text a database cannot store. No
 * list request reaches a server error.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allResources } from '../../../src/resources';
import { MAX_FILTER_VALUES, MAX_PAGE } from '../../../server/records/listOptions';
import { makeRecord } from '../helpers/records';
import { type Response, type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;
let admin: TestClient;
const productIds: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
  for (let i = 1; i <= 3; i += 1)
    productIds.push(await makeRecord(server.db, 'products', {}, { title: `Product ${i}`, regular_price: i }));
});
afterAll(async () => {
  await server?.close();
});

const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

const refused = (response: Response, field: string) => {
  expect(response.statusCode, response.body).toBe(422);
  const answer = response.json<{ message: string; errors: Record<string, string[]> }>();
  expect(Object.keys(answer.errors)).toEqual([field]);
  return answer.errors[field][0];
};

describe('a list filter listing many values', () => {
  it('answers a getMany of as many ids as a filter may list', async () => {
    const response = await admin.admin('POST', 'quiz/question/tags', {
      filter: { id: ids(MAX_FILTER_VALUES) },
      per_page: 500,
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses 32,766 ids in a POST body with a 422 and the filter field’s message', async () => {
    const message = refused(
      await admin.admin('POST', 'quiz/question/tags', { filter: { id: ids(32_766) } }),
      'filter.id',
    );
    expect(message).toBe(
      `The filter of id may list at most ${MAX_FILTER_VALUES.toLocaleString('en-GB')} values.`,
    );
  });

  it('refuses 70,000 ids in a query string with a 422', async () => {
    const response = await admin.request('GET', '/api/admin/products', {
      query: { filter: JSON.stringify({ id: ids(70_000) }) },
    });
    refused(response, 'filter.id');
  });

  it('refuses too many values of any filterable field, not only ids', async () => {
    const response = await admin.request('GET', '/api/admin/get_course', {
      query: { filter: JSON.stringify({ status: ids(MAX_FILTER_VALUES + 1).map(String) }) },
    });
    refused(response, 'filter.status');
  });
});

describe('a list request no database could run', () => {
  it('refuses a page number past any table', async () => {
    const message = refused(
      await admin.request('GET', '/api/admin/products', { query: { page: '1e300' } }),
      'page',
    );
    expect(message).toBe(`The page must be at most ${MAX_PAGE.toLocaleString('en-GB')}.`);
  });

  it('refuses a search holding a NUL character, written as JSON in the filter', async () => {
    const message = refused(
      await admin.request('GET', '/api/admin/products', {
        query: { filter: JSON.stringify({ q: 'ab\u0000cd' }) },
      }),
      'q',
    );
    expect(message).toBe('The search cannot hold a NUL character.');
  });

  it('refuses a filter value holding a NUL character', async () => {
    const message = refused(
      await admin.request('GET', '/api/admin/get_course', {
        query: { filter: JSON.stringify({ status: 'draft\u0000' }) },
      }),
      'filter.status',
    );
    expect(message).toBe('The filter value of status is not valid.');
  });

  it('answers a search of a thousand characters with an empty page', async () => {
    const response = await admin.request('GET', '/api/admin/products', { query: { q: 'x'.repeat(1000) } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ total: number }>().total).toBe(0);
  });

  it('still answers the records asked for by id', async () => {
    const response = await admin.request('GET', '/api/admin/products', {
      query: { filter: JSON.stringify({ id: productIds }) },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: { id: number }[] }>().data.map((r) => r.id)).toEqual(productIds);
  });
});

const listEndpoints = allResources.map((resource) => ({ resource, endpoint: resource.endpoints.list }));

/** Filter values of every shape a client could send, a list past the databases' limits included. */
const filterValues = fc.oneof(
  fc.jsonValue({ maxDepth: 1 }),
  fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), { maxLength: 5 }),
  fc.constant(ids(40_000)),
  fc.constant(ids(MAX_FILTER_VALUES)),
);

describe('any list options sent to any list call', () => {
  it('are answered with a page or a 4xx with a message, never a server error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...listEndpoints),
        fc.record(
          {
            page: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(1e300)),
            per_page: fc.oneof(fc.integer(), fc.constant(1e12)),
            sort: fc.string(),
            order: fc.constantFrom('asc', 'desc', 'DESC', 'sideways'),
            q: fc.string(),
            filterKey: fc.string(),
            filterValue: filterValues,
          },
          { requiredKeys: [] },
        ),
        async ({ resource, endpoint }, { filterKey, filterValue, ...rest }) => {
          const field = resource.fields.find((f) => f.filterable)?.name ?? 'id';
          const options = { ...rest, filter: { [filterKey ?? field]: filterValue, id: filterValue } };
          const url = `/api/admin/${endpoint.path}`;
          const response =
            endpoint.method === 'GET'
              ? await admin.request('GET', url, {
                  query: Object.fromEntries(
                    Object.entries(options).map(([k, v]) => [
                      k,
                      typeof v === 'string' ? v : JSON.stringify(v),
                    ]),
                  ),
                })
              : await admin.request(endpoint.method, url, { body: options });
          expect(response.statusCode, `${endpoint.path}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
          if (response.statusCode >= 400)
            expect(typeof response.json<{ message?: string }>().message).toBe('string');
        },
      ),
      { numRuns: 150, seed: 28_2 },
    );
  });
});
