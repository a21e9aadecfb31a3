import { INTEGER_MAX } from '../../../src/resources/fieldRules';
import { listQuerySchema } from './query';

/** A record's id in the address: Fastify turns it into a number, or refuses it (422). */
const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: INTEGER_MAX } },
  required: ['id'],
} as const;

/** A body must be one JSON object; its fields are the records layer's to check (docs/API.md). */
const recordBody = { type: 'object' } as const;

/** What Fastify checks of each REST call before its handler runs. */
export const restSchemas = {
  list: { querystring: listQuerySchema },
  one: { params: idParams },
  create: { body: recordBody },
  update: { params: idParams, body: recordBody },
} as const;
