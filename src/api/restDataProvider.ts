import {
  type DataProvider,
  HttpError,
  type ResourceCallbacks,
  type fetchUtils,
  withLifecycleCallbacks,
} from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import type { FormRecord } from './bodies';
import { answerError, toHttpError } from './errors';
import { uploadRawFiles } from './files';
import type { HttpClient } from './http';
import { createResourceFinder, type ResourceFinder } from './lookup';
import { toWireObject } from './wire';
import { type MindWellDataProvider, createDataProvider } from './dataProvider';
import { BATCH_LISTS_FEATURE, CSV_IMPORT_FEATURE } from '../contract/features';
import { allResources } from '../resources';
import { REST_API } from '../resources/paths';
import type { ResourceDef } from '../resources/types';

type Fetch = typeof fetchUtils.fetchJson;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const isForbidden = (error: unknown) => error instanceof HttpError && error.status === 403;

/**
 * ra-data-simple-rest's HTTP client over the console's own (`http`): the session cookie and the
 * admin bearer token on every call (asked for again once when refused, as the legacy calls
 * do), JSON bodies, and every refusal read as the legacy calls' are, so a form shows each
 * field's message.
 */
export function restHttpClient(http: HttpClient): Fetch {
  const send = async (url: string, options: fetchUtils.Options = {}) => {
    const method = options.method ?? 'GET';
    const headers: Record<string, string> = { Accept: 'application/json' };
    new Headers(options.headers).forEach((value, name) => (headers[name] = value));
    if (method !== 'GET' && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type'))
      headers['Content-Type'] = 'application/json';
    const token = await http.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await http.fetch(url, {
      method,
      body: options.body ?? undefined,
      headers,
      signal: options.signal ?? undefined,
    });
    const body = await response.text();
    // A refusal is read as the legacy calls' are: the server's message and each field's.
    if (!response.ok) throw answerError(response.status, parseJson(body));
    return {
      status: response.status,
      headers: response.headers,
      body,
      json: body ? (JSON.parse(body) as unknown) : {},
    };
  };
  return async (url, options) => {
    try {
      return await send(url, options);
    } catch (error) {
      if (!isForbidden(error)) throw toHttpError(error);
    }
    // A 403 may only mean the token went stale (a new session).
    http.clearToken();
    try {
      return await send(url, options);
    } catch (error) {
      throw toHttpError(error);
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
export type RestDataProvider = DataProvider &
  Pick<
    MindWellDataProvider,
    'runAction' | 'getSelectList' | 'reorder' | 'supports' | 'canImport' | 'uploadImage' | 'previewRichText'
  >;

/**
 * What REST mode does without though the server offers it: one call for many lists (each list is
 * its own REST call) and CSV imports (no import call goes through this provider).
 */
const NOT_IN_REST_MODE: ReadonlySet<string> = new Set([BATCH_LISTS_FEATURE, CSV_IMPORT_FEATURE]);

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
 * lists, and the reorder extension go through the legacy provider. No `getLists`: each list is
 * its own REST call.
 */
export function createRestDataProvider({
  http,
  table = allResources,
}: {
  http: HttpClient;
  table?: readonly ResourceDef[];
}): RestDataProvider {
  const find = createResourceFinder(table);
  // Relative to the HTTP client's base, the API's origin (VITE_API_BASE).
  const rest = simpleRestProvider(REST_API, restHttpClient(http));
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
    reorder: legacy.reorder,
    uploadImage: legacy.uploadImage,
    previewRichText: legacy.previewRichText,
    supports: async (feature: string) => !NOT_IN_REST_MODE.has(feature) && (await legacy.supports(feature)),
    canImport: async () => false,
  } as RestDataProvider;
}
