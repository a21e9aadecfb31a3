import type { ResourceDef } from '../../../src/resources';
import { ADMIN_SECURITY, type RouteDocs, adminRefusals, componentRef } from '../../openapi/routeDocs';

const CONTENT_RANGE = {
  'Content-Range': {
    type: 'string',
    description: 'The positions answered and the total: `courses 0-24/319`.',
  },
};

/** The OpenAPI description of each REST call of a resource. */
export function restDocs(
  resource: ResourceDef,
): Record<'list' | 'getOne' | 'create' | 'update' | 'delete', RouteDocs> {
  const tags = [`REST: ${resource.plural}`];
  const record = componentRef(resource, 'record');
  const base = { tags, security: ADMIN_SECURITY };
  const one = (what: string): RouteDocs['response'] => ({
    200: { description: what, ...record },
    ...adminRefusals({
      404: `No such ${resource.singular.toLowerCase()}.`,
      422: 'The id is not a record id.',
    }),
  });
  return {
    list: {
      ...base,
      summary: `${resource.plural}: a page, sorted, filtered or searched`,
      response: {
        200: {
          description: 'The page, as a bare array.',
          type: 'array',
          items: record,
          headers: CONTENT_RANGE,
        },
        ...adminRefusals({ 422: 'A sort, range or filter the list cannot take.' }),
      },
    },
    getOne: { ...base, summary: `One ${resource.singular.toLowerCase()}`, response: one('The record.') },
    create: {
      ...base,
      summary: `Create a ${resource.singular.toLowerCase()}`,
      body: componentRef(resource, 'create'),
      response: {
        201: { description: 'The record created.', ...record },
        ...adminRefusals({
          400: 'The body is not a JSON object.',
          422: 'The fields at fault, each with its messages.',
        }),
      },
    },
    update: {
      ...base,
      summary: `Update a ${resource.singular.toLowerCase()} (the whole record may be sent; fields left out keep their values)`,
      body: componentRef(resource, 'update'),
      response: {
        200: { description: 'The record updated.', ...record },
        ...adminRefusals({
          400: 'The body is not a JSON object.',
          404: `No such ${resource.singular.toLowerCase()}.`,
          422: 'The fields at fault, each with its messages.',
        }),
      },
    },
    delete: {
      ...base,
      summary: `Delete a ${resource.singular.toLowerCase()}`,
      response: {
        ...one('The record deleted.'),
        409: { description: 'Other records still point at it.', $ref: '#/components/schemas/Error' },
      },
    },
  };
}
