import type { FastifyInstance } from 'fastify';
import { dashboardEndpoint } from '../../src/contract/dashboardTypes';
import { requireAdmin } from '../auth/guards';
import { dashboardFigures } from '../dashboard/figures';

/** The console's home: its figures, for an admin (docs/API.md, "The console's dashboard"). */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get(dashboardEndpoint.path, async (request) => {
    await requireAdmin(app.ctx, request);
    return { data: await dashboardFigures(app.ctx.db) };
  });
}
