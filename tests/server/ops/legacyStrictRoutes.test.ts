/**
 * LEGACY_STRICT=1 answers exactly the admin calls docs/legacy-api.md §7 documents: every admin
 * route the full server describes in its OpenAPI document (the legacy calls, the resources and
 * calls docs/API.md adds, the REST API, the dashboard) is tried on a strict server, and those the
 * legacy API lacks answer 404 as an unknown address does, while the documented ones still answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specAdminCalls } from '../../fixtures/specCalls';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

interface Route {
  method: string;
  url: string;
}

const ROUTE_NOT_FOUND = { message: 'Not found.' };
/** The calls of docs/legacy-api.md §7, authentication aside, by method and address. */
const documented = new Set(specAdminCalls.map((call) => call.replace(' ', ' /api/admin/')));
const isDocumented = (route: Route) => documented.has(`${route.method} ${route.url}`);

/** Every admin route an OpenAPI document describes, a path parameter filled with a value. */
async function adminRoutesOf(client: TestClient): Promise<Route[]> {
  const paths = (await client.get('/api/openapi.json')).json<{ paths: Record<string, object> }>().paths;
  return Object.entries(paths)
    .filter(([url]) => /^\/api\/(admin|rest)\//.test(url) && url !== '/api/admin/login')
    .flatMap(([url, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase(),
        url: url.replace(/\{[^}]+\}/g, '1'),
      })),
    );
}

/** A call with an empty body (an empty query for a GET): enough to tell a route from no route. */
const send = (client: TestClient, { method, url }: Route) =>
  client.request(method as 'GET', url, method === 'GET' || method === 'DELETE' ? {} : { body: {} });

let full: TestServer;
let strict: TestServer;
let routes: Route[];
let admin: TestClient;

beforeAll(async () => {
  full = await startTestServer();
  routes = await adminRoutesOf(full.client());
  strict = await startTestServer({ env: { LEGACY_STRICT: '1' } });
  admin = await strict.signInAsAdmin();
});
afterAll(async () => {
  await full?.close();
  await strict?.close();
});

describe('a server started with LEGACY_STRICT=1', () => {
  it('is tried on every admin route of the full server, the added ones among them', () => {
    expect(routes.filter(isDocumented)).toHaveLength(specAdminCalls.length);
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/admin/enrolments/grant',
        'POST /api/admin/exam/attempts',
        'POST /api/admin/certificates/revoke',
        'POST /api/admin/audit-log/list',
        'GET /api/admin/support-lines',
        'GET /api/admin/dashboard',
        'POST /api/admin/batch/lists',
        'POST /api/admin/uploads',
        'GET /api/rest/enrolments',
        'PUT /api/rest/tips/1',
      ]),
    );
  });

  it('answers 404 to every admin route docs/legacy-api.md does not document', async () => {
    const undocumented = routes.filter((route) => !isDocumented(route));
    expect(undocumented.length).toBeGreaterThan(20);
    const answers = await Promise.all(
      undocumented.map(async (route) => {
        const answer = await send(admin, route);
        return { route: `${route.method} ${route.url}`, status: answer.statusCode, body: answer.json() };
      }),
    );
    expect(answers.filter((answer) => answer.status !== 404)).toEqual([]);
    for (const answer of answers) expect(answer.body, answer.route).toEqual(ROUTE_NOT_FOUND);
  });

  it('still answers every call docs/legacy-api.md documents: a page, or the fields at fault', async () => {
    for (const route of routes.filter(isDocumented)) {
      const answer = await send(admin, route);
      const call = `${route.method} ${route.url}`;
      expect([200, 422], `${call} answered ${answer.statusCode} ${answer.body}`).toContain(answer.statusCode);
    }
  });

  it('describes in its OpenAPI document the documented admin calls alone', async () => {
    const described = await adminRoutesOf(admin);
    expect(described.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      routes
        .filter(isDocumented)
        .map((route) => `${route.method} ${route.url}`)
        .sort(),
    );
  });
});
