import type { FastifyRequest } from 'fastify';
import type { Endpoint, ReadShape, ResourceDef } from '../../src/resources';
import type { Actor } from '../audit';
import type { AppContext } from '../context';
import { unprocessable } from '../errors';
import { type Values, isObject } from '../records/validation';
import { readMultipartRecord } from '../uploads/multipartBody';
import { discardUploads } from '../uploads/store';
import { requiredMessage, spaced } from './adminSchemas';
import { bodyId } from './ids';

export interface RequestBody {
  body: Record<string, unknown>;
  /** Runs `save`; if it fails, the files this body brought are removed before the error goes on. */
  saving<T>(save: () => Promise<T>): Promise<T>;
}

/** The body as an object: JSON, or a multipart form read into fields (files stored). */
export async function readBody(
  ctx: AppContext,
  request: FastifyRequest,
  resource: ResourceDef,
  actor: Actor,
): Promise<RequestBody> {
  if (request.isMultipart()) {
    const { body, stored } = await readMultipartRecord(ctx, request, resource, actor);
    return {
      body,
      async saving(save) {
        try {
          return await save();
        } catch (error) {
          await discardUploads(ctx, stored);
          throw error;
        }
      },
    };
  }
  // The route's schema has refused any body but an object (adminSchemas.ts); none is an empty one.
  const body = request.body;
  return { body: isObject(body) ? body : {}, saving: (save) => save() };
}

/**
 * The record's fields from a body of the endpoint's shape (docs/legacy-api.md §7): the body itself, or
 * `body[wrap]` (an object, or JSON text in a multipart part). create_course also takes the
 * legacy form: course_data's JSON as the whole body, and file parts beside the JSON part.
 */
export function fieldsOf(endpoint: Endpoint, body: Record<string, unknown>): Record<string, unknown> {
  const wrap = endpoint.body?.wrap;
  if (!wrap) return body;
  const jsonMultipart = endpoint.body?.encoding === 'jsonMultipart';
  let inner = body[wrap];
  if (inner === undefined && jsonMultipart) return body;
  if (typeof inner === 'string') {
    try {
      inner = JSON.parse(inner) as unknown;
    } catch {
      throw unprocessable({ [wrap]: [`The ${spaced(wrap)} must be a JSON object.`] });
    }
  }
  // Beside the schema's check that it is there: a multipart part holds it as JSON text, and Ajv
  // would coerce a value to text before any such reading.
  if (!isObject(inner)) throw unprocessable({ [wrap]: [requiredMessage(wrap)] });
  if (!jsonMultipart) return inner;
  const { [wrap]: _json, ...beside } = body;
  return { ...beside, ...inner };
}

/** The record id of an update or delete, from where the endpoint's shape puts it. */
export function idOf(
  endpoint: Endpoint,
  body: Record<string, unknown>,
  fields: Record<string, unknown>,
): number {
  const key = endpoint.body?.idKey ?? 'id';
  const places = endpoint.body?.id === 'inside' ? [fields, body] : [body, fields];
  const raw = places
    .map((place) => place[key])
    .find((value) => value !== undefined && value !== null && value !== '');
  return bodyId(key, raw);
}

/** `{data: record}`, or `{data: [record]}` where the table says the client reads data[0]. */
export const answer = (read: ReadShape | undefined, record: Values) =>
  read === 'data[0]' ? { data: [record] } : { data: record };
