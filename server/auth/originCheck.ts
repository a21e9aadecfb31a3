import type { FastifyReply, FastifyRequest } from 'fastify';
import { writeAudit } from '../audit';
import type { AppContext } from '../context';
import { HttpError } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard: a state-changing request must come from this site or an
 * ALLOWED_ORIGINS origin. Requests without an Origin header (curl, server-to-server) pass,
 * unless the browser itself says they are cross-site.
 */
export function originCheck(ctx: AppContext) {
  const allowed = new Set(ctx.config.allowedOrigins);
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    let ok: boolean;
    if (origin !== undefined) ok = origin === `${request.protocol}://${request.host}` || allowed.has(origin);
    else ok = site !== 'cross-site';
    if (ok) return;
    await writeAudit(ctx.db, {
      action: 'auth.refused',
      ip: request.ip,
      detail: {
        status: 403,
        method: request.method,
        path: request.url.split('?')[0],
        reason: 'cross-site',
        origin,
      },
    });
    throw new HttpError(403, 'Cross-site requests are not allowed.');
  };
}
