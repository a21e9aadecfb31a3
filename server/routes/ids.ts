import { INTEGER_MAX } from '../../src/resources/fieldRules';
import { HttpError, unprocessable } from '../errors';
import { requiredMessage, spaced } from './adminSchemas';

/*
 * Every id a client sends, in a path or a body, is read here. Ids are 32-bit integer columns on
 * both databases: a larger number names no record, and PostgreSQL refuses it in a query (a 500),
 * so it is bad input like a word or a fraction.
 */

/** Whether a JSON value can name a record: a whole number from 1 to the id columns' top. */
export const isRecordId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= INTEGER_MAX;

/**
 * An id from a path segment; anything that cannot name a record answers 404, as a missing one
 * does. Not a route schema: Fastify checks one before the handler, whose sign-in check must
 * answer first (401).
 */
export function pathId(raw: unknown, what = 'Record'): number {
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (!isRecordId(id)) throw new HttpError(404, `${what} not found.`);
  return id;
}

/**
 * An id from a body or query field: a number, or digits as text (a form's value), else 422 naming
 * the field. Not a schema: Ajv's coercion would take `true` or "12.0" as an id, and an update's id
 * may sit in either of two places.
 */
export function bodyId(key: string, raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') throw unprocessable({ [key]: [requiredMessage(key)] });
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw.trim()) ? Number(raw) : raw;
  if (!isRecordId(id)) throw unprocessable({ [key]: [`The ${spaced(key)} must be a record id.`] });
  return id;
}
