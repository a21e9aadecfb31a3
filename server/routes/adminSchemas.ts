import type { FastifySchema, FastifySchemaValidationError } from 'fastify';
import type { Endpoint } from '../../src/resources';
import { HttpError, unprocessable } from '../errors';
import type { JsonSchema } from '../openapi/recordSchemas';

export type WriteOp = 'create' | 'update' | 'delete';

/**
 * What Fastify checks of a legacy write's body before its handler runs, from the entry's body
 * shape (docs/legacy-api.md §7): a JSON object, holding the wrapper and the id where the shape
 * puts them nowhere else. The OpenAPI description shows this same schema (adminDocs.ts).
 * The fields themselves are the records layer's to check: its messages (docs/API.md) name each
 * field as the console shows it, which Ajv's cannot.
 */
export function writeEnvelope(endpoint: Endpoint, op: WriteOp): JsonSchema {
  const shape = endpoint.body ?? {};
  const idKey = shape.idKey ?? 'id';
  const required: string[] = [];
  // create_course also takes its fields' JSON as the whole body, the legacy client's form.
  if (shape.wrap && op !== 'delete' && shape.encoding !== 'jsonMultipart') required.push(shape.wrap);
  // An update's id may sit in its wrapper as well as beside it: only a bare body has one place.
  if (op === 'delete' || (op === 'update' && !shape.wrap)) required.push(idKey);
  return { type: 'object', ...(required.length > 0 ? { required } : {}) };
}

/** An action's body: a JSON object. Its value and id keep their own checks (admin.ts). */
export const ACTION_ENVELOPE: JsonSchema = { type: 'object' };

/**
 * The route schema for a body: checked when it is JSON (or text), never a multipart form, whose
 * parts are read by the handler (server/uploads/multipartBody.ts); a call without a body is
 * an empty one.
 */
export const bodySchema = (envelope: JsonSchema): FastifySchema => ({
  body: { content: { 'application/json': { schema: envelope }, 'text/plain': { schema: envelope } } },
});

export const spaced = (key: string) =>
  key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

/** The message of a missing key, as the records layer words it (docs/API.md). */
export const requiredMessage = (key: string) => `The ${spaced(key)} field is required.`;

/**
 * A refusal of a write's schema, answered as docs/API.md words it: a body that is no JSON
 * object is a 400, a missing wrapper or id a 422 naming it.
 */
export function writeRefusal(errors: FastifySchemaValidationError[]): Error {
  const missing = errors.find((error) => error.keyword === 'required')?.params.missingProperty;
  if (typeof missing === 'string') return unprocessable({ [missing]: [requiredMessage(missing)] });
  return new HttpError(400, 'The request body must be a JSON object.');
}
