import type { ActionDef, Endpoint, ListEndpoint, ReadShape, ResourceDef } from '../../src/resources';
import type { JsonSchema } from '../openapi/recordSchemas';
import { ADMIN_SECURITY, type RouteDocs, adminRefusals, componentRef } from '../openapi/routeDocs';
import { ACTION_ENVELOPE, type WriteOp, writeEnvelope } from './adminSchemas';

const ID: JsonSchema = { type: 'integer', minimum: 1 };
const COUNT: JsonSchema = { type: 'integer', minimum: 0 };
const POSITION: JsonSchema = { type: 'integer', minimum: 1, nullable: true };

/** The paged answer of a legacy list (docs/legacy-api.md §3). */
const paged = (record: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: {
    data: { type: 'array', items: record },
    current_page: ID,
    last_page: ID,
    total: COUNT,
    per_page: ID,
    from: POSITION,
    to: POSITION,
  },
  required: ['data', 'current_page', 'last_page', 'total'],
});

/** The list options a legacy list reads (docs/API.md), every paging key of §7 included. */
const LIST_OPTIONS: JsonSchema = {
  type: 'object',
  properties: {
    page: ID,
    pageNumber: ID,
    per_page: ID,
    per_page_item: ID,
    perPageItem: ID,
    sort: { type: 'string' },
    order: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] },
    q: { type: 'string' },
    filter: {
      description:
        'Field → value or list of values, or {gte, lte} dates for a field filtered by range; JSON text in a query string.',
    },
  },
};

/** A record answer in the shape the entry says the client reads (§7: `data`, or `data[0]`). */
const answered = (read: ReadShape | undefined, record: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { data: read === 'data[0]' ? { type: 'array', items: record } : record },
  required: ['data'],
});

/**
 * A write's body as the entry shapes it: the fields, or the fields under the wrapper, and the id;
 * over the envelope Fastify checks (adminSchemas.ts), so the two cannot differ.
 */
function writeBody(resource: ResourceDef, endpoint: Endpoint, op: WriteOp): JsonSchema {
  const envelope = writeEnvelope(endpoint, op);
  const shape = endpoint.body ?? {};
  const idKey = shape.idKey ?? 'id';
  if (op === 'delete') return { ...envelope, properties: { [idKey]: ID } };
  const fields = componentRef(resource, op);
  if (!shape.wrap)
    return op === 'create'
      ? { ...envelope, allOf: [fields] }
      : { ...envelope, allOf: [fields], properties: { [idKey]: ID } };
  const outsideId = op === 'update' && shape.id !== 'inside' ? { [idKey]: ID } : {};
  return { ...envelope, properties: { [shape.wrap]: fields, ...outsideId } };
}

const tagsOf = (resource: ResourceDef) => [`Legacy: ${resource.plural}`];

/** A legacy list call's description. */
export function listDocs(resource: ResourceDef, endpoint: ListEndpoint): RouteDocs {
  const page = paged(componentRef(resource, 'record'));
  const body =
    endpoint.read === 'featured+all.data'
      ? {
          type: 'object',
          properties: { featured: { ...componentRef(resource, 'record'), nullable: true }, all: page },
        }
      : page;
  return {
    summary: `${resource.plural}: a page (docs/legacy-api.md §7)`,
    tags: tagsOf(resource),
    security: ADMIN_SECURITY,
    ...(endpoint.method === 'GET' ? { querystring: LIST_OPTIONS } : { body: LIST_OPTIONS }),
    response: {
      200: { description: 'The page.', ...body },
      ...adminRefusals({ 422: 'A list option it cannot take.' }),
    },
  };
}

/** A legacy create, update or delete call's description. */
export function writeDocs(resource: ResourceDef, endpoint: Endpoint, op: WriteOp): RouteDocs {
  const thing = resource.singular.toLowerCase();
  return {
    summary: `${op.charAt(0).toUpperCase()}${op.slice(1)} a ${thing} (docs/legacy-api.md §7)`,
    tags: tagsOf(resource),
    security: ADMIN_SECURITY,
    body: writeBody(resource, endpoint, op),
    response: {
      [op === 'create' ? 201 : 200]: {
        description: `The ${thing}.`,
        ...answered(endpoint.read, componentRef(resource, 'record')),
      },
      ...adminRefusals({
        ...(op === 'create' ? {} : { 404: `No such ${thing}.` }),
        ...(op === 'delete' ? { 409: 'Other records still point at it.' } : {}),
        422: 'The fields at fault, each with its messages.',
      }),
    },
  };
}

/** An action's description (approve a comment, feature a tip, change a role). */
export function actionDocs(resource: ResourceDef, def: ActionDef): RouteDocs {
  return {
    summary: `${def.label}: ${resource.plural}`,
    tags: tagsOf(resource),
    security: ADMIN_SECURITY,
    body: {
      ...ACTION_ENVELOPE,
      properties: Object.fromEntries(
        Object.entries(def.body).map(([key, source]) => [
          key,
          source === 'id' ? ID : source === '$value' ? { enum: [...(def.values ?? [])] } : {},
        ]),
      ),
    },
    response: {
      200: { description: 'The record changed.', ...answered(def.read, componentRef(resource, 'record')) },
      ...adminRefusals({
        404: `No such ${resource.singular.toLowerCase()}.`,
        422: 'A value it cannot take.',
      }),
    },
  };
}

/** An extra call's description (a select list, a multipart create), with the body it takes. */
export const extraDocs = (resource: ResourceDef, name: string, body?: JsonSchema): RouteDocs => ({
  summary: `${resource.plural}: ${name}`,
  tags: tagsOf(resource),
  security: ADMIN_SECURITY,
  ...(body ? { body } : {}),
  response: adminRefusals(),
});
