import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { offeredResources } from '../../src/resources';
import { resourceComponents } from './routeDocs';

export const OPENAPI_PATH = '/api/openapi.json';

/**
 * The OpenAPI 3 description of the API, made by @fastify/swagger from the routes as they are
 * registered: their own schemas (what Fastify checks) and what each one's `config.openapi` adds
 * (summary, body, answers), both generated from the resource table. Registered before the
 * routes, which it learns of as they come; the built front end's files are left out.
 */
export async function openApiDescription(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'MindWell Academy API',
        version: '1',
        description:
          'The legacy admin calls (/api/admin, docs/legacy-api.md), the conventional REST API over the same ' +
          'resources (/api/rest/{resource}, as ra-data-simple-rest speaks it) and the site’s own calls.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'mw_session' },
          adminToken: { type: 'http', scheme: 'bearer', description: 'From GET /api/getTokenForAdmin.' },
        },
        schemas: resourceComponents(offeredResources(app.ctx.table, !app.ctx.config.legacyStrict)),
      },
    },
    transform({ schema, url, route }) {
      if (!url.startsWith('/api/') || url === OPENAPI_PATH) return { schema: { ...schema, hide: true }, url };
      const docs = route.config?.openapi;
      if (!docs) return { schema, url };
      const { body, ...rest } = docs;
      return { schema: { ...schema, ...rest, ...(body ? { body } : {}) }, url };
    },
  });
  app.get(OPENAPI_PATH, async () => app.swagger());
}
