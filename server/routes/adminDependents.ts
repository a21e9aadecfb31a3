import type { FastifyInstance } from 'fastify';
import { DEPENDENTS_PATH, type DependentsAnswer } from '../../src/contract/recordExtensions';
import { unprocessable } from '../errors';
import { dependentsOf } from '../records/dependents';
import { isObject } from '../records/validation';
import { isRecordId } from './ids';

/** As many records as a list page shows at most. */
const MAX_IDS = 500;

/**
 * POST /api/admin/records/dependents `{resource, ids}` (src/contract/recordExtensions.ts): what a
 * delete of those records would take with it, so the console can say so before anyone confirms.
 * Behind the admin guard like every call under /api/admin; it reads, never writes.
 */
export function dependentsRoute(app: FastifyInstance): void {
  app.post(`/${DEPENDENTS_PATH}`, async (request): Promise<DependentsAnswer> => {
    const body: unknown = request.body;
    const key = isObject(body) ? body.resource : undefined;
    const ids = isObject(body) ? body.ids : undefined;
    const resource = app.ctx.table.find((candidate) => candidate.key === key);
    if (!resource) throw unprocessable({ resource: ['The resource must be a resource of the table.'] });
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_IDS || !ids.every(isRecordId))
      throw unprocessable({ ids: [`The ids must be a list of 1 to ${MAX_IDS} record ids.`] });
    return dependentsOf(app.ctx.db, resource, ids as number[], app.ctx.table);
  });
}
