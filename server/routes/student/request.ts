import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../audit';
import { HttpError } from '../../errors';
import { isObject } from '../../records/validation';

/** A JSON body as an object; anything else is a 400 rather than a crash further down. */
// Not a route schema: Fastify checks one before the handler, whose sign-in check must answer first (401).
export function jsonBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === undefined || body === null || body === '') return {};
  if (!isObject(body)) throw new HttpError(400, 'The request body must be a JSON object.');
  return body;
}

/** `body[key]` as an object, or `{}` when absent (the legacy wrappers: `comment`, `topic_data`). */
export function wrapped(body: Record<string, unknown>, key: string): Record<string, unknown> {
  const inner = body[key];
  if (inner === undefined || inner === null) return {};
  if (!isObject(inner)) throw new HttpError(400, `The ${key.replace(/_/g, ' ')} must be an object.`);
  return inner;
}

/** The `page` of a query string: 1-based, default 1. */
export function pageOf(request: FastifyRequest): unknown {
  const query = isObject(request.query) ? request.query : {};
  return query.page;
}

export const actorOf = (request: FastifyRequest, userId: number | null): Actor => ({
  userId,
  ip: request.ip,
});
