import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ORDER_FIELD,
  type Position,
  REORDER_PATH,
  type ReorderAnswer,
} from '../../src/contract/recordExtensions';
import type { ResourceDef } from '../../src/resources';
import { INTEGER_MAX } from '../../src/resources/fieldRules';
import type { Actor } from '../audit';
import { type FieldErrors, addError, unprocessable } from '../errors';
import { ADMIN_SECURITY, type RouteDocs, adminRefusals } from '../openapi/routeDocs';
import { orderedWithinOf, reorderRecords } from '../records/reorder';
import { checkValues, isObject } from '../records/validation';
import { isRecordId } from './ids';

/** As many records as the console lists in a course's tab at most. */
const MAX_POSITIONS = 500;

/** The positions asked for, each checked as the record's own `sort_order` field is checked. */
function positionsOf(resource: ResourceDef, given: unknown, errors: FieldErrors): Position[] {
  if (!Array.isArray(given) || given.length === 0 || given.length > MAX_POSITIONS) {
    addError(errors, 'positions', `The positions must be a list of 1 to ${MAX_POSITIONS} records.`);
    return [];
  }
  const field = resource.fields.find((f) => f.name === ORDER_FIELD);
  if (!field) return [];
  const what = resource.singular.toLowerCase();
  const seen = new Set<number>();
  return given.flatMap((item: unknown, index): Position[] => {
    const id = isObject(item) ? item.id : undefined;
    if (!isRecordId(id)) {
      addError(errors, `positions.${index}.id`, `Position ${index + 1} needs the id of a ${what}.`);
      return [];
    }
    if (seen.has(id)) {
      addError(errors, `positions.${index}.id`, `The ${what} ${id} is given more than one position.`);
      return [];
    }
    seen.add(id);
    const checked = checkValues(
      [{ ...field, label: `sort order of ${what} ${id}`, required: true }],
      item as Record<string, unknown>,
      'update',
    );
    const problems = checked.errors[ORDER_FIELD];
    if (problems) {
      for (const message of problems) addError(errors, `positions.${index}.sort_order`, message);
      return [];
    }
    return [{ id, sort_order: checked.values[ORDER_FIELD] as number }];
  });
}

const docs = (orderable: readonly ResourceDef[]): RouteDocs => ({
  summary: 'Put records in a new order, all or none (docs/API.md)',
  description: orderable
    .map((resource) => `${resource.key}: within their ${resource.orderedWithin}`)
    .join('; '),
  tags: ['Extensions'],
  security: ADMIN_SECURITY,
  body: {
    type: 'object',
    properties: {
      resource: { type: 'string', enum: orderable.map((resource) => resource.key) },
      ...Object.fromEntries(
        orderable.map((resource) => [
          resource.orderedWithin,
          { type: 'integer', minimum: 1, maximum: INTEGER_MAX },
        ]),
      ),
      positions: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_POSITIONS,
        items: {
          type: 'object',
          properties: {
            id: { type: 'integer', minimum: 1, maximum: INTEGER_MAX },
            [ORDER_FIELD]: { type: 'integer', minimum: 0 },
          },
          required: ['id', ORDER_FIELD],
        },
      },
    },
    required: ['resource', 'positions'],
  },
  response: {
    200: {
      description: 'Every place saved: the records as they now are, in the order given.',
      type: 'object',
      properties: { data: { type: 'array', items: { type: 'object' } } },
      required: ['data'],
    },
    ...adminRefusals({
      422: 'Nothing saved: an unknown resource or parent, a record not there or of another parent, a place that is no whole number.',
    }),
  },
});

/**
 * POST /api/admin/records/reorder `{resource, course_id, positions: [{id, sort_order}]}`
 * (src/contract/recordExtensions.ts): records of a resource that declares `orderedWithin` (a
 * course's topics or lessons) in their new places, in one transaction, each change audited as
 * an update. Behind the admin guard like every call under /api/admin.
 */
export function reorderRoute(
  app: FastifyInstance,
  actorOf: (request: FastifyRequest) => Promise<Actor>,
): void {
  const { table } = app.ctx;
  const orderable = table.filter((resource) => orderedWithinOf(resource));
  const names = orderable.map((resource) => resource.key).join(', ');
  app.post(
    `/${REORDER_PATH}`,
    { config: { openapi: docs(orderable) } },
    async (request): Promise<ReorderAnswer> => {
      const body: unknown = request.body;
      const input = isObject(body) ? body : {};
      const resource = orderable.find((candidate) => candidate.key === input.resource);
      const field = resource && orderedWithinOf(resource);
      const parent = table.find((candidate) => candidate.key === field?.reference);
      if (!resource || !field || !parent)
        throw unprocessable({ resource: [`The resource must be one put in order: ${names}.`] });
      const errors: FieldErrors = {};
      const parentId = input[field.name];
      if (!isRecordId(parentId))
        addError(
          errors,
          field.name,
          `The ${field.name} must be the id of a ${parent.singular.toLowerCase()}.`,
        );
      const positions = positionsOf(resource, input.positions, errors);
      if (Object.keys(errors).length > 0) throw unprocessable(errors);
      const records = await reorderRecords(
        app.ctx.db,
        resource,
        { resource: parent, id: parentId as number },
        positions,
        { actor: await actorOf(request) },
      );
      return { data: records };
    },
  );
}
