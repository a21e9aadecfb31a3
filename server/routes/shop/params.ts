/** The shop routes read a path's id with the one id parser every route uses. */
export { pathId as idParam } from '../ids';

export const bodyOf = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
