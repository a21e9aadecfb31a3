import type { FastifyRequest } from 'fastify';
import { ROLE_ADMIN } from '../../src/resources/fields';
import { writeAudit } from '../audit';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { type ActiveSession, currentSession, sameSecret } from './sessions';

async function refuse(
  ctx: AppContext,
  request: FastifyRequest,
  status: 401 | 403,
  message: string,
  userId: number | null,
): Promise<never> {
  await writeAudit(ctx.db, {
    action: 'auth.refused',
    userId,
    ip: request.ip,
    detail: { status, method: request.method, path: request.url.split('?')[0], reason: message },
  });
  throw new HttpError(status, message);
}

/** The signed-in caller, or 401. For routes any signed-in user may call. */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<ActiveSession> {
  const session = await currentSession(ctx, request);
  if (!session) throw new HttpError(401, 'Unauthenticated.');
  return session;
}

const bearerOf = (request: FastifyRequest): string | undefined =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];

/**
 * Every /api/admin call: a session (401 without), an admin (403 otherwise) and the session's
 * bearer token from getTokenForAdmin (403 when missing or wrong). Refusals are audited.
 */
export async function requireAdmin(ctx: AppContext, request: FastifyRequest): Promise<ActiveSession> {
  const session = await currentSession(ctx, request);
  if (!session) return refuse(ctx, request, 401, 'Unauthenticated.', null);
  if (session.user.role_id !== ROLE_ADMIN)
    return refuse(ctx, request, 403, 'This area is for administrators only.', session.user.id);
  const bearer = bearerOf(request);
  if (!bearer || !session.adminToken || !sameSecret(bearer, session.adminToken))
    return refuse(ctx, request, 403, 'The admin token is missing or wrong.', session.user.id);
  return session;
}
