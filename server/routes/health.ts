import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { pendingMigrations } from '../db/migrate';

/**
 * Probes for a load balancer or an orchestrator. `/healthz`: the process answers. `/readyz`: it
 * can serve, meaning the database answers and has every migration this code expects.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { db, dialect } = request.server.ctx;
    try {
      await sql`select 1`.execute(db);
      const pending = await pendingMigrations(db, dialect);
      if (pending.length > 0)
        return reply
          .code(503)
          .send({ status: 'not ready', reason: `migrations not applied: ${pending.join(', ')}` });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: the database did not answer');
      return reply.code(503).send({ status: 'not ready', reason: 'the database does not answer' });
    }
    return { status: 'ready' };
  });
}
