import type { FastifyInstance } from 'fastify';
import { BATCH_LISTS_PATH, MAX_BATCHED_LISTS } from '../../src/contract/batchLists';
import type { ListEndpoint, ResourceDef } from '../../src/resources';
import { describeError, unprocessable } from '../errors';
import { isObject } from '../records/validation';

type ListAnswer = (resource: ResourceDef, endpoint: ListEndpoint, source: unknown) => Promise<string>;

/** Every list call of the table, by method and path. */
const listCallsOf = (table: readonly ResourceDef[]) =>
  new Map(
    table.map((resource) => [
      `${resource.endpoints.list.method} ${resource.endpoints.list.path}`,
      { resource, endpoint: resource.endpoints.list },
    ]),
  );

/**
 * POST /api/admin/batch/lists (src/contract/batchLists.ts): several list calls of the documented API
 * answered in one, each exactly as it would be on its own (its status and body), in the order
 * asked. The console opens with 28 lists; a browser sends six calls at a time to one host, and
 * each call costs its own main-thread work on both sides. Behind the admin guard like every
 * call under /api/admin; a call that is not a list of the table, or whose options are wrong,
 * gets its own error and spoils none of the others.
 */
export function batchListsRoute(app: FastifyInstance, listAnswer: ListAnswer): void {
  const listCalls = listCallsOf(app.ctx.table);
  app.post(`/${BATCH_LISTS_PATH}`, async (request, reply) => {
    const body: unknown = request.body;
    const calls = isObject(body) ? body.calls : undefined;
    if (!Array.isArray(calls) || calls.length === 0 || calls.length > MAX_BATCHED_LISTS)
      throw unprocessable({
        calls: [`The calls must be a list of 1 to ${MAX_BATCHED_LISTS} list calls.`],
      });
    const answers = await Promise.all(
      calls.map(async (call: unknown) => {
        try {
          if (!isObject(call) || typeof call.method !== 'string' || typeof call.path !== 'string')
            throw unprocessable({ call: ['Each call needs a method and a path.'] });
          const known = listCalls.get(`${call.method.toUpperCase()} ${call.path}`);
          if (!known)
            return `{"status":404,"body":${JSON.stringify({ message: `${call.method} ${call.path} is not a list call.` })}}`;
          const options = call.options ?? {};
          if (!isObject(options)) throw unprocessable({ options: ['The options must be an object.'] });
          return `{"status":200,"body":${await listAnswer(known.resource, known.endpoint, options)}}`;
        } catch (error) {
          const { status, body: problem } = describeError(error);
          if (status >= 500) request.log.error({ err: error }, 'a batched list call failed');
          return `{"status":${status},"body":${JSON.stringify(problem)}}`;
        }
      }),
    );
    reply.type('application/json; charset=utf-8');
    return `{"answers":[${answers.join(',')}]}`;
  });
}
