/** The OpenAPI description: every route of the table in it, and valid OpenAPI 3. */
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allResources } from '../../../src/resources';
import { type TestServer, startTestServer } from '../helpers/testServer';

interface Description {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>>;
}

let server: TestServer;
let description: Description;

beforeAll(async () => {
  server = await startTestServer();
  const response = await server.client().get('/api/openapi.json');
  expect(response.statusCode, response.body).toBe(200);
  description = response.json<Description>();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/openapi.json', () => {
  it('validates as an OpenAPI 3 description', async () => {
    expect(description.openapi).toMatch(/^3\./);
    await expect(SwaggerParser.validate(structuredClone(description) as never)).resolves.toBeTruthy();
  });

  it('has one REST path per resource of the table, and its record path', () => {
    for (const resource of allResources) {
      const list = description.paths[`/api/rest/${resource.key}`];
      const one = description.paths[`/api/rest/${resource.key}/{id}`];
      expect(list?.get?.responses?.['200'], resource.key).toBeDefined();
      expect(one?.get, resource.key).toBeDefined();
      expect(Boolean(list?.post?.requestBody), `${resource.key} create`).toBe(
        Boolean(resource.endpoints.create),
      );
      expect(Boolean(one?.put?.requestBody), `${resource.key} update`).toBe(
        Boolean(resource.endpoints.update),
      );
      expect(Boolean(one?.delete), `${resource.key} delete`).toBe(Boolean(resource.endpoints.delete));
    }
  });

  it('describes every legacy admin call of the table', () => {
    for (const resource of allResources)
      for (const endpoint of [resource.endpoints.list, resource.endpoints.create, resource.endpoints.update])
        if (endpoint) {
          const operation = description.paths[`/api/admin/${endpoint.path}`]?.[endpoint.method.toLowerCase()];
          expect(operation?.responses, `${resource.key}: ${endpoint.path}`).toBeDefined();
        }
  });

  it('describes each legacy write with the body its route checks: what it requires is refused when missing', async () => {
    const admin = await server.signInAsAdmin();
    let checked = 0;
    for (const resource of allResources)
      for (const endpoint of [
        resource.endpoints.create,
        resource.endpoints.update,
        resource.endpoints.delete,
      ]) {
        if (!endpoint) continue;
        const operation = description.paths[`/api/admin/${endpoint.path}`]?.[endpoint.method.toLowerCase()];
        const body = operation?.requestBody as
          { content: Record<string, { schema: { type?: string; required?: string[] } }> } | undefined;
        const schema = body?.content['application/json']?.schema;
        expect(schema?.type, `${endpoint.path} takes an object`).toBe('object');
        for (const key of schema?.required ?? []) {
          const refused = await admin.admin(endpoint.method, endpoint.path, {});
          expect(refused.statusCode, `${endpoint.path} without ${key}`).toBe(422);
          expect(refused.json<{ errors: Record<string, string[]> }>().errors[key]).toEqual([
            `The ${key
              .replace(/_/g, ' ')
              .replace(/([a-z])([A-Z])/g, '$1 $2')
              .toLowerCase()} field is required.`,
          ]);
          checked += 1;
        }
        const notObject = await admin.request(endpoint.method, `/api/admin/${endpoint.path}`, {
          body: '[{"id": 1}]',
          headers: { 'content-type': 'application/json' },
        });
        expect(notObject.statusCode, `${endpoint.path} given a list`).toBe(400);
        expect(notObject.json()).toEqual({ message: 'The request body must be a JSON object.' });
      }
    expect(checked).toBeGreaterThan(allResources.length);
  });

  it('leaves the built front end out', () => {
    expect(Object.keys(description.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });
});
