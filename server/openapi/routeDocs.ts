import type { ResourceDef } from '../../src/resources';
import { type JsonSchema, errorSchema, inputSchema, recordSchema } from './recordSchemas';

/**
 * What the OpenAPI description says of one route beyond what Fastify checks: its summary, its
 * body and its answers. Kept apart from the route's own schema, which is compiled to validate
 * and must not turn away what the records layer would answer with its own messages.
 */
export interface RouteDocs {
  summary: string;
  tags: string[];
  description?: string;
  body?: JsonSchema;
  querystring?: JsonSchema;
  response: Record<string, JsonSchema>;
  security?: Record<string, string[]>[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDocs;
  }
}

/** The session cookie and the admin bearer token: every admin call needs both. */
export const ADMIN_SECURITY = [{ session: [], adminToken: [] }];

/** Components of the description, by name: each resource's record and bodies. */
export function resourceComponents(resources: readonly ResourceDef[]): Record<string, JsonSchema> {
  const components: Record<string, JsonSchema> = { Error: errorSchema };
  for (const resource of resources) {
    components[componentName(resource, 'record')] = recordSchema(resource);
    const { create, update } = resource.endpoints;
    if (create)
      components[componentName(resource, 'create')] = inputSchema(resource, 'create', create.body?.fields);
    if (update)
      components[componentName(resource, 'update')] = inputSchema(resource, 'update', update.body?.fields);
  }
  return components;
}

export const componentName = (resource: ResourceDef, part: 'record' | 'create' | 'update'): string =>
  `${resource.key}_${part}`;

/** A reference to a component of `resourceComponents`. */
export const componentRef = (resource: ResourceDef, part: 'record' | 'create' | 'update'): JsonSchema => ({
  $ref: `#/components/schemas/${componentName(resource, part)}`,
});

const errorRef: JsonSchema = { $ref: '#/components/schemas/Error' };

/** The refusals every admin call may answer. */
export const adminRefusals = (extra: Record<string, string> = {}): Record<string, JsonSchema> => {
  const described = {
    401: 'No session.',
    403: 'Not an administrator, or the admin token is missing or wrong.',
    ...extra,
  };
  return Object.fromEntries(
    Object.entries(described).map(([status, description]) => [status, { description, ...errorRef }]),
  );
};
