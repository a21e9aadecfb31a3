import {
  type DataProvider,
  HttpError,
  type ResourceCallbacks,
  fetchUtils,
  withLifecycleCallbacks,
} from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import type { FormRecord } from './bodies';
import { apiConfig } from './config';
import { answerError } from './errors';
import { uploadRawFiles } from './files';
import type { HttpClient } from './http';
import { createResourceFinder, type ResourceFinder } from './lookup';
import { toWireObject } from './wire';
import { type MindWellDataProvider, createDataProvider } from './dataProvider';
import { allResources } from '../resources';
import { REST_API } from '../resources/paths';
import type { ResourceDef } from '../resources/types';

type Fetch = typeof fetchUtils.fetchJson;

/**
 * ra-data-simple-rest's HTTP client over the session of `http`: the session cookie and the
 * admin bearer token on every call (refreshed once when refused, as the legacy client does),
 * and a refusal read as the legacy client reads it, so forms show each field's message.
 */
export function restHttpClient(http: HttpClient): Fetch {
  const send = async (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    const token = await http.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
  };
  return async (url, options) => {
    try {
      try {
        return await send(url, options);
      } catch (error) {
        // A 403 may only mean the token went stale (a new session): ask for it again, once.
        if (!(error instanceof HttpError) || error.status !== 403) throw error;
        http.clearToken();
        return await send(url, options);
      }
    } catch (error) {
      if (error instanceof HttpError && error.status > 0)
        throw answerError(error.status, error.body, error.message);
      throw error;
    }
  };
}

/**
 * The form's values as the wire has them (docs/API.md: flags 0/1, '' as null, ids as numbers),
 * each new file uploaded first and replaced by its URL; `id` and the timestamps travel too.
 */
const toRestBody = async (http: HttpClient, resource: ResourceDef, data: unknown): Promise<FormRecord> => {
  const uploaded = await uploadRawFiles(http, resource, data as FormRecord);
  return { ...uploaded, ...toWireObject(resource.fields, uploaded) };
};

const restBodies = (http: HttpClient, find: ResourceFinder): ResourceCallbacks => ({
  resource: '*',
  beforeCreate: async (params, _provider, name) => ({
    ...params,
    data: await toRestBody(http, find(name), params.data),
  }),
  beforeUpdate: async (params, _provider, name) => ({
    ...params,
    data: await toRestBody(http, find(name), params.data),
  }),
  beforeUpdateMany: async (params, _provider, name) => ({
    ...params,
    data: await toRestBody(http, find(name), params.data),
  }),
});

/** The legacy provider's extra calls but `getLists`, which the console does without. */
export type RestDataProvider = DataProvider & Pick<MindWellDataProvider, 'runAction' | 'getSelectList'>;

const CRUD = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

/**
 * The console's data provider in REST mode: react-admin's own ra-data-simple-rest against
 * /api/rest/{resource key} for every list, read and write, each console resource (named by its
 * route) sent as its table key. The calls only the legacy API has, an entry's actions and select
 * lists, go through the legacy provider. No `getLists`: each list is its own REST call.
 */
export function createRestDataProvider({
  http,
  table = allResources,
  apiBase = apiConfig.apiBase,
}: {
  http: HttpClient;
  table?: readonly ResourceDef[];
  /** Origin of the API, as the HTTP client's (`VITE_API_BASE`). */
  apiBase?: string;
}): RestDataProvider {
  const find = createResourceFinder(table);
  const rest = simpleRestProvider(`${apiBase}${REST_API}`, restHttpClient(http));
  const byKey = Object.fromEntries(
    CRUD.map((method) => [
      method,
      (name: string, params: unknown) =>
        (rest[method] as (resource: string, params: unknown) => Promise<unknown>)(find(name).key, params),
    ]),
  ) as unknown as DataProvider;
  const legacy = createDataProvider({ http, table });
  const provider = withLifecycleCallbacks({ ...byKey, supportAbortSignal: true }, [restBodies(http, find)]);
  return {
    ...provider,
    runAction: legacy.runAction,
    getSelectList: legacy.getSelectList,
  } as RestDataProvider;
}
