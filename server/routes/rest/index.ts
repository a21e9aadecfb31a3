import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { ResourceDef } from '../../../src/resources';
import { requireAdmin } from '../../auth/guards';
import { HttpError, unprocessable } from '../../errors';
import { listRecords } from '../../records/listQuery';
import { createRecord, deleteRecord, getRecord, updateRecord } from '../../records/store';
import { actorOf } from '../actor';
import { contentRange, QUERY_FORMS, type RestListQuery, restListOptions } from './query';
import { restDocs } from './docs';
import { restSchemas } from './schemas';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * A refusal of the route's schema, answered as the legacy routes answer the same mistake: a
 * body that is no JSON object is a 400, a malformed id or list value a 422 naming it.
 */
function schemaRefusal(errors: FastifySchemaValidationError[], dataVar: string): Error {
  if (dataVar === 'body') return new HttpError(400, 'The request body must be a JSON object.');
  if (dataVar === 'params') return unprocessable({ id: ['The id must be a record id.'] });
  const fieldErrors: Record<string, string[]> = {};
  for (const error of errors) {
    const key = error.instancePath.replace(/^\//, '') as keyof RestListQuery;
    fieldErrors[key] = [QUERY_FORMS[key] ?? `The ${key} is not valid.`];
  }
  return unprocessable(fieldErrors);
}

/**
 * The table's resources as a conventional REST API under /api/rest/:key, in the dialect of
 * react-admin's ra-data-simple-rest: lists with sort, range and filter answered as a bare array
 * and a Content-Range header; one record by id; creates, whole-record updates and deletes
 * answered with the bare record. Behind the same guard, and through the same records layer
 * (validation, sanitizing, hooks, audit), as the legacy admin calls; a resource offers the
 * writes its legacy calls offer, no more (an exam attempt is only read, as there).
 */
export async function restRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  app.addHook('onRequest', async (request) => {
    await requireAdmin(ctx, request);
  });

  const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;

  const list =
    (resource: ResourceDef): Handler =>
    async (request, reply) => {
      const options = restListOptions(resource, request.query as RestListQuery);
      const page = await listRecords(ctx.db, resource, options);
      reply.header(
        'Content-Range',
        contentRange(resource.key, options.offset ?? 0, page.data.length, page.total),
      );
      reply.type('application/json; charset=utf-8');
      return JSON.stringify(page.data);
    };

  const getOne =
    (resource: ResourceDef): Handler =>
    (request) =>
      getRecord(ctx.db, resource, idOf(request));

  const create =
    (resource: ResourceDef, only?: readonly string[]): Handler =>
    async (request, reply) => {
      const actor = await actorOf(ctx, request);
      const record = await createRecord(ctx.db, resource, request.body as Record<string, unknown>, {
        only,
        actor,
      });
      reply.code(201);
      return record;
    };

  // A whole record comes back from the console, id and timestamps included: the records
  // layer reads only the fields a caller may write, as it does for a legacy update.
  const update =
    (resource: ResourceDef, only?: readonly string[]): Handler =>
    async (request) =>
      updateRecord(ctx.db, resource, idOf(request), request.body as Record<string, unknown>, {
        only,
        actor: await actorOf(ctx, request),
      });

  const remove =
    (resource: ResourceDef): Handler =>
    async (request) =>
      deleteRecord(ctx.db, resource, idOf(request), { actor: await actorOf(ctx, request), table: ctx.table });

  for (const resource of ctx.table) {
    const { create: c, update: u, delete: d } = resource.endpoints;
    const docs = restDocs(resource);
    const route = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      schema: (typeof restSchemas)[keyof typeof restSchemas],
      openapi: (typeof docs)[keyof typeof docs],
      handler: Handler,
    ) =>
      app.route({
        method,
        url: `/${resource.key}${url}`,
        schema,
        schemaErrorFormatter: schemaRefusal,
        config: { openapi },
        handler,
      });
    route('GET', '', restSchemas.list, docs.list, list(resource));
    route('GET', '/:id', restSchemas.one, docs.getOne, getOne(resource));
    if (c) route('POST', '', restSchemas.create, docs.create, create(resource, c.body?.fields));
    if (u) route('PUT', '/:id', restSchemas.update, docs.update, update(resource, u.body?.fields));
    if (d) route('DELETE', '/:id', restSchemas.one, docs.delete, remove(resource));
  }
}
