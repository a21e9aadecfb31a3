import { HttpError } from '../../errors';

/** A positive whole id from a path or body, or 404 (a path) / 422 (a body field). */
// Not a route schema: Fastify checks one before the handler, whose sign-in check must answer first (401).
export function idParam(value: unknown, what = 'Record'): number {
  const id = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new HttpError(404, `${what} not found.`);
  return id;
}

export const bodyOf = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
