import type { FastifyRequest } from 'fastify';
import type { Actor } from '../audit';
import { currentSession } from '../auth/sessions';
import type { AppContext } from '../context';

/** Who makes an admin call, as the audit log records it. */
export const actorOf = async (ctx: AppContext, request: FastifyRequest): Promise<Actor> => ({
  userId: (await currentSession(ctx, request))?.user.id ?? null,
  ip: request.ip,
});
