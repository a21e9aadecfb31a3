import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { versionOf } from '../../src/contract/recordExtensions';
import { fieldLabel, kindOf, offeredResources } from '../../src/resources';
import type { ActionDef, Endpoint, ListEndpoint, ResourceDef } from '../../src/resources';
import type { Actor } from '../audit';
import { requireAdmin } from '../auth/guards';
import { unprocessable } from '../errors';
import { AnswerCache, listJson } from '../records/answerCache';
import { DEFAULT_PER_PAGE, parseListOptions } from '../records/listOptions';
import { createRecord, deleteRecord, setField, updateRecord } from '../records/store';
import { checkValues } from '../records/validation';
import { fromRow } from '../records/wire';
import { loose } from '../db/schema';
import type { RouteDocs } from '../openapi/routeDocs';
import { actorOf as actorOfCall } from './actor';
import { actionDocs, extraDocs, listDocs, writeDocs } from './adminDocs';
import { answer, fieldsOf, idOf, readBody } from './adminBodies';
import { bodyId } from './ids';
import { dependentsRoute } from './adminDependents';
import { batchListsRoute } from './adminBatch';
import { importRoute } from './adminImport';
import { ACTION_ENVELOPE, bodySchema, writeEnvelope, writeRefusal } from './adminSchemas';
import type { JsonSchema } from '../openapi/recordSchemas';
import { reorderRoute } from './adminReorder';
import { legacyAnswer, legacyListSource } from './legacyStrict';
import { richTextPreviewRoute } from './richTextPreview';
import { uploadRoute } from './uploads';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * What the admin wrote for an action's `input` field (a revocation's reason), checked as the
 * field says and required; answered by field name, to be saved with the action's value.
 */
function actionInput(
  resource: ResourceDef,
  def: ActionDef,
  input: string,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const field = resource.fields.find((f) => f.name === input);
  const bodyKey = Object.entries(def.body).find(([, source]) => source === input)?.[0];
  if (!field || !bodyKey) throw new Error(`Action ${def.name} of ${resource.key} sends no ${input}`);
  const checked = checkValues([{ ...field, name: bodyKey, required: true, readOnly: false }], body, 'create');
  const value = checked.values[bodyKey];
  if (!checked.errors[bodyKey] && (typeof value !== 'string' || value.trim() === ''))
    checked.errors[bodyKey] = [`The ${fieldLabel(field).toLowerCase()} is required.`];
  if (checked.errors[bodyKey]) throw unprocessable({ [bodyKey]: checked.errors[bodyKey] });
  return { [input]: typeof value === 'string' ? value.trim() : value };
}

/**
 * Every admin call of every entry of the resource table, under /api/admin/ (docs/legacy-api.md §7),
 * each behind the admin guard. Nothing here names a resource: the table says it all.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const strict = ctx.config.legacyStrict;
  /** An answer as the legacy backend would give it, under LEGACY_STRICT; else as it is. */
  const shaped = <T>(resource: ResourceDef, body: T): unknown =>
    strict ? legacyAnswer(resource, body) : body;
  app.addHook('onRequest', async (request) => {
    await requireAdmin(ctx, request);
  });

  const actorOf = (request: FastifyRequest): Promise<Actor> => actorOfCall(ctx, request);
  const answers = new AnswerCache(ctx.config.listCacheChars);

  /** A list call's answer: the page the database wrote, as JSON text. */
  const listAnswer = async (
    resource: ResourceDef,
    endpoint: ListEndpoint,
    source: unknown,
  ): Promise<string> => {
    const text = await listText(resource, endpoint, strict ? legacyListSource(endpoint, source) : source);
    return strict ? JSON.stringify(legacyAnswer(resource, JSON.parse(text))) : text;
  };

  const listText = async (
    resource: ResourceDef,
    endpoint: ListEndpoint,
    source: unknown,
  ): Promise<string> => {
    const options = parseListOptions(resource, source, endpoint.perPage ?? DEFAULT_PER_PAGE);
    const page = await listJson(ctx.db, resource, options, answers);
    if (endpoint.read !== 'featured+all.data') return page;
    // The one record an exclusive action (tip featuring) has marked, beside the page.
    const marker = resource.actions?.find((action) => action.resetOthersTo !== undefined);
    const field = marker?.field ?? 'featured';
    const row = await loose(ctx.db)
      .selectFrom(resource.key)
      .selectAll()
      .where(field, '=', marker?.values?.[0] ?? 1)
      .orderBy('id')
      .executeTakeFirst();
    return `{"featured":${JSON.stringify(row ? fromRow(resource, row) : null)},"all":${page}}`;
  };

  const list =
    (resource: ResourceDef, endpoint: ListEndpoint): Handler =>
    async (request, reply) => {
      const answer = await listAnswer(
        resource,
        endpoint,
        endpoint.method === 'GET' ? request.query : request.body,
      );
      reply.type('application/json; charset=utf-8');
      return answer;
    };

  /** Every record's id and name, and the parent it belongs to (lessons: id, title, course_id). */
  const selectList =
    (resource: ResourceDef): Handler =>
    async () => {
      const columns = [
        'id',
        resource.recordRepresentation,
        ...resource.fields.filter((f) => kindOf(f).pointsTo === 'one' && f.required).map((f) => f.name),
      ];
      const rows = await loose(ctx.db)
        .selectFrom(resource.key)
        .select([...new Set(columns)])
        .orderBy('id')
        .execute();
      return { data: rows.map((row) => ({ ...row, id: Number(row.id) })) };
    };

  const create =
    (resource: ResourceDef, endpoint: Endpoint): Handler =>
    async (request, reply) => {
      const actor = await actorOf(request);
      const { body, saving } = await readBody(ctx, request, resource, actor);
      const record = await saving(() =>
        createRecord(ctx.db, resource, fieldsOf(endpoint, body), { only: endpoint.body?.fields, actor }),
      );
      reply.code(201);
      return shaped(resource, answer(endpoint.read, record));
    };

  const update =
    (resource: ResourceDef, endpoint: Endpoint): Handler =>
    async (request) => {
      const actor = await actorOf(request);
      const { body, saving } = await readBody(ctx, request, resource, actor);
      const record = await saving(() => {
        const fields = fieldsOf(endpoint, body);
        return updateRecord(ctx.db, resource, idOf(endpoint, body, fields), fields, {
          only: endpoint.body?.fields,
          actor,
          expectedVersion: versionOf(request.headers['if-match']),
        });
      });
      return shaped(resource, answer(endpoint.read, record));
    };

  const remove =
    (resource: ResourceDef, endpoint: Endpoint): Handler =>
    async (request) => {
      const actor = await actorOf(request);
      const { body } = await readBody(ctx, request, resource, actor);
      return shaped(
        resource,
        answer(
          endpoint.read,
          await deleteRecord(ctx.db, resource, idOf(endpoint, body, body), { actor, table: ctx.table }),
        ),
      );
    };

  const action =
    (resource: ResourceDef, def: ActionDef): Handler =>
    async (request) => {
      const actor = await actorOf(request);
      const { body } = await readBody(ctx, request, resource, actor);
      const entries = Object.entries(def.body);
      const idKey = entries.find(([, source]) => source === 'id')?.[0] ?? 'id';
      const valueKey = entries.find(([, source]) => source === '$value')?.[0];
      const field = resource.fields.find((f) => f.name === def.field);
      if (!field) throw new Error(`Action ${def.name} of ${resource.key} changes no field`);
      let value: unknown = def.values?.[0];
      // Not a schema: the value is read as its field reads it (a role id sent as text), which an
      // enum would refuse, and its messages name the field as the console labels it.
      if (valueKey) {
        const checked = checkValues([{ ...field, name: valueKey, required: true }], body, 'create');
        const allowed = def.values ?? field.choices ?? [];
        const given = checked.values[valueKey];
        if (!checked.errors[valueKey] && !allowed.some((v) => v === given))
          checked.errors[valueKey] = [
            `The ${valueKey.replace(/_/g, ' ')} must be one of: ${allowed.join(', ')}.`,
          ];
        if (checked.errors[valueKey]) throw unprocessable({ [valueKey]: checked.errors[valueKey] });
        value = given;
      }
      const id = bodyId(idKey, body[idKey]);
      const record = await setField(ctx.db, resource, id, field.name, value, {
        resetOthersTo: def.resetOthersTo,
        actor,
        action: def.name,
        also: def.input ? actionInput(resource, def, def.input, body) : undefined,
      });
      return shaped(resource, answer(def.read, record));
    };

  /** Extra endpoints by name: what each one does, and the body it takes. */
  const extras: Record<
    string,
    { make: (resource: ResourceDef, endpoint: Endpoint) => Handler; envelope?: (e: Endpoint) => JsonSchema }
  > = {
    createMultipart: { make: create, envelope: (endpoint) => writeEnvelope(endpoint, 'create') },
    selectList: { make: (resource) => selectList(resource) },
  };

  /**
   * A legacy call; `envelope`, what Fastify checks of its body. A list reads its options from
   * any body, none when it is no object (the legacy transcripts list sends none), and checks
   * them itself (parseListOptions): a GET's are text, which Ajv's coercion would read loosely.
   */
  const route = (endpoint: Endpoint, handler: Handler, openapi: RouteDocs, envelope?: JsonSchema) => {
    const legacyMultipart = endpoint.body?.encoding === 'jsonMultipart';
    app.route({
      method: endpoint.method,
      url: `/${endpoint.path}`,
      handler,
      config: { openapi },
      ...(envelope ? { schema: bodySchema(envelope), schemaErrorFormatter: writeRefusal } : {}),
      // The legacy create_course sends JSON text under a bare multipart header (no boundary).
      onRequest: legacyMultipart
        ? async (request) => {
            const type = request.headers['content-type'] ?? '';
            if (/^multipart\/form-data/i.test(type) && !/boundary=/i.test(type))
              request.raw.headers['content-type'] = 'application/json';
          }
        : undefined,
    });
  };

  // Under LEGACY_STRICT the resources this product adds are not there: their calls answer 404.
  for (const resource of offeredResources(ctx.table, !strict)) {
    const { list: listEndpoint, create: c, update: u, delete: d, extra } = resource.endpoints;
    route(listEndpoint, list(resource, listEndpoint), listDocs(resource, listEndpoint));
    if (c) route(c, create(resource, c), writeDocs(resource, c, 'create'), writeEnvelope(c, 'create'));
    if (u) route(u, update(resource, u), writeDocs(resource, u, 'update'), writeEnvelope(u, 'update'));
    if (d) route(d, remove(resource, d), writeDocs(resource, d, 'delete'), writeEnvelope(d, 'delete'));
    for (const [name, endpoint] of Object.entries(extra ?? {})) {
      const known = extras[name];
      if (!known) throw new Error(`${resource.key}: no server handler for the extra endpoint "${name}"`);
      const envelope = known.envelope?.(endpoint);
      route(endpoint, known.make(resource, endpoint), extraDocs(resource, name, envelope), envelope);
    }
    for (const def of resource.actions ?? [])
      route(def, action(resource, def), actionDocs(resource, def), ACTION_ENVELOPE);
  }

  // The uploads, batch, import, dependents and reorder calls are extensions (docs/API.md); the
  // legacy backend has none.
  if (!strict) {
    await uploadRoute(app, actorOf);
    richTextPreviewRoute(app);
    batchListsRoute(app, listAnswer);
    importRoute(app, actorOf);
    dependentsRoute(app);
    reorderRoute(app, actorOf);
  }
}
