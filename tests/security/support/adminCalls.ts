/**
 * Every /api/admin call the resource table declares (list, create, update, delete, extra,
 * action) plus the upload call, each with a way to make a valid request for it: fresh records
 * to update or delete, and the records a new one points at. Bodies are built the way the
 * console builds them (src/api/bodies.ts) from the samples of tests/server/helpers/records.ts.
 */
import { actionBody, createBody, deleteBody, updateBody } from '../../../src/api/bodies';
import { BATCH_LISTS_PATH } from '../../../src/contract/batchLists';
import { toFormData } from '../../../src/api/files';
import { allResources } from '../../../src/resources';
import type { ActionDef, Endpoint, ResourceDef } from '../../../src/resources';
import { type Db, loose } from '../../../server/db/schema';
import { type Ids, makeRecord, nextN, sampleOf } from '../../server/helpers/records';
import type { Response, TestClient } from '../../server/helpers/testServer';

export type CallKind = 'list' | 'create' | 'update' | 'delete' | 'extra' | 'action' | 'upload' | 'batch';

/** A request ready to send: a JSON body (a GET's goes in the query string) or a form. */
export type Prepared = { json: Record<string, unknown> } | { form: FormData };

export interface AdminCall {
  /** A resource key, or `uploads` or `batch`. */
  resource: string;
  kind: CallKind;
  method: 'GET' | 'POST' | 'PUT';
  /** Relative to /api/admin/. */
  path: string;
  /**
   * A request an admin would have answered with a 2xx, made against the current database;
   * with `asJson`, a multipart call's fields come as a JSON body (which it also takes).
   */
  prepare(db: Db, asJson?: boolean): Promise<Prepared>;
  /** The resource definition behind the call (none for uploads). */
  def?: ResourceDef;
}

// A real 1×1 PNG.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const fileBlob = (bytes: Buffer, type: string): Blob => new Blob([new Uint8Array(bytes)], { type });

/** The records `key` points at, made now; `ids` maps each referenced resource to one. */
export async function referencesOf(db: Db, key: string): Promise<Ids> {
  const ids: Ids = {};
  for (const field of allResources.find((r) => r.key === key)?.fields ?? [])
    if (field.reference && field.reference !== key && ids[field.reference] === undefined)
      ids[field.reference] = await makeRecord(db, field.reference, ids);
  return ids;
}

/** A valid new record of `key` in wire form, with what it points at already in the database. */
export async function validRecord(db: Db, key: string): Promise<Record<string, unknown>> {
  return sampleOf(key)(await referencesOf(db, key), nextN());
}

const asMethod = (method: string): AdminCall['method'] => {
  if (method === 'GET' || method === 'POST' || method === 'PUT') return method;
  throw new Error(`No test support for ${method}`);
};

function endpointCalls(resource: ResourceDef): AdminCall[] {
  const key = resource.key;
  const call = (kind: CallKind, endpoint: Endpoint, prepare: AdminCall['prepare']): AdminCall => ({
    resource: key,
    def: resource,
    kind,
    method: asMethod(endpoint.method),
    path: endpoint.path,
    prepare,
  });
  const { list, create, update, delete: remove, extra } = resource.endpoints;
  const calls: AdminCall[] = [call('list', list, async () => ({ json: {} }))];
  if (create)
    calls.push(
      call('create', create, async (db) => ({
        json: createBody(resource, create, await validRecord(db, key)),
      })),
    );
  if (update)
    calls.push(
      call('update', update, async (db) => {
        const ids = await referencesOf(db, key);
        const id = await makeRecord(db, key, ids);
        return { json: updateBody(resource, update, id, sampleOf(key)(ids, nextN())) };
      }),
    );
  if (remove)
    calls.push(
      call('delete', remove, async (db) => {
        const id = await makeRecord(db, key);
        // A record the server keeps (a paid order) is made one it may delete: the rule has tests of its own.
        const kept = resource.deletableWhen;
        if (kept)
          await loose(db)
            .updateTable(key)
            .set({ [kept.field]: kept.values[0] })
            .where('id', '=', id)
            .execute();
        return { json: deleteBody(id) };
      }),
    );
  for (const endpoint of Object.values(extra ?? {}))
    calls.push(
      call('extra', endpoint, async (db, asJson) => {
        if (endpoint.method === 'GET') return { json: {} };
        const body = createBody(resource, endpoint, await validRecord(db, key));
        return endpoint.body?.encoding === 'multipart' && !asJson
          ? { form: toFormData(body, {}) }
          : { json: body };
      }),
    );
  for (const action of resource.actions ?? [])
    calls.push(
      call('action', action, async (db) => {
        const id = await makeRecord(db, key);
        // An action that asks the admin for a text (a revocation's reason) is sent one.
        const record = action.input ? { id, [action.input]: 'Written by the security suite' } : { id };
        return { json: actionBody(resource, action as ActionDef, record, action.values?.[0]) };
      }),
    );
  return calls;
}

const uploadCall: AdminCall = {
  resource: 'uploads',
  kind: 'upload',
  method: 'POST',
  path: 'uploads',
  async prepare() {
    const form = new FormData();
    form.append('kind', 'image');
    form.append('file', fileBlob(PNG, 'image/png'), 'pixel.png');
    return { form };
  },
};

/** Our server's extension (src/contract/batchLists.ts): every list of the table in one call. */
const batchCall: AdminCall = {
  resource: 'batch',
  kind: 'batch',
  method: 'POST',
  path: BATCH_LISTS_PATH,
  async prepare() {
    return {
      json: {
        calls: allResources.map((r) => ({ method: r.endpoints.list.method, path: r.endpoints.list.path })),
      },
    };
  },
};

/** Every admin endpoint of the table, the upload endpoint and the batch of lists. */
export const adminCalls: readonly AdminCall[] = [
  ...allResources.flatMap(endpointCalls),
  uploadCall,
  batchCall,
];

/** Sends a prepared request from a tab, as the console would. */
export function send(
  tab: TestClient,
  call: AdminCall,
  prepared: Prepared,
  headers: Record<string, string> = {},
): Promise<Response> {
  const url = `/api/admin/${call.path}`;
  if ('form' in prepared) return tab.postForm(url, prepared.form, call.method);
  if (call.method === 'GET') {
    const query = Object.fromEntries(
      Object.entries(prepared.json).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
    return tab.request('GET', url, { query, headers });
  }
  return tab.request(call.method, url, { body: prepared.json, headers });
}
