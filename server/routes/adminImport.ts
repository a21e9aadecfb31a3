import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSV_IMPORT_PATH, MAX_IMPORT_ROWS } from '../../src/contract/csvImport';
import { getResource, isResourceKey, takesImports } from '../../src/resources';
import type { Actor } from '../audit';
import { HttpError, notFound, unprocessable } from '../errors';
import { importRows } from '../records/csvImport';
import { isObject } from '../records/validation';

const isRow = (row: unknown): row is Record<string, string> =>
  isObject(row) && Object.values(row).every((cell) => typeof cell === 'string');

/**
 * POST /api/admin/import/:resource (src/contract/csvImport.ts): a CSV file's rows tried, or applied
 * all together, against any resource whose records the console can edit. Behind the admin guard
 * like every call under /api/admin. A refused import answers 422 with the same report.
 */
export function importRoute(
  app: FastifyInstance,
  actorOf: (request: FastifyRequest) => Promise<Actor>,
): void {
  app.post<{ Params: { resource: string } }>(`/${CSV_IMPORT_PATH}/:resource`, async (request, reply) => {
    const key = request.params.resource;
    const resource = isResourceKey(key) ? getResource(key) : undefined;
    if (!resource || !takesImports(resource)) throw notFound('A list that takes imports');
    const body: unknown = request.body;
    if (!isObject(body)) throw new HttpError(400, 'The request body must be a JSON object.');
    const { rows, apply } = body;
    if (!Array.isArray(rows) || !rows.every(isRow))
      throw unprocessable({ rows: ['The rows must be a list of rows, each a set of named text cells.'] });
    if (rows.length === 0) throw unprocessable({ rows: ['The file has no rows.'] });
    if (rows.length > MAX_IMPORT_ROWS)
      throw unprocessable({
        rows: [
          `A file may hold at most ${MAX_IMPORT_ROWS.toLocaleString('en-GB')} rows; this one has ${rows.length.toLocaleString('en-GB')}.`,
        ],
      });
    const report = await importRows(app.ctx.db, resource, rows, {
      apply: apply === true,
      actor: await actorOf(request),
    });
    if (apply === true && !report.applied) reply.code(422);
    return report;
  });
}
