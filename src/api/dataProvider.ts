import {
  HttpError,
  type CreateParams,
  type CreateResult,
  type DataProvider,
  type DeleteManyParams,
  type DeleteManyResult,
  type DeleteParams,
  type DeleteResult,
  type GetListParams,
  type GetListResult,
  type GetManyParams,
  type GetManyReferenceParams,
  type GetManyReferenceResult,
  type GetManyResult,
  type GetOneParams,
  type GetOneResult,
  type Identifier,
  type RaRecord,
  type UpdateManyParams,
  type UpdateManyResult,
  type UpdateParams,
  type UpdateResult,
  withLifecycleCallbacks,
} from 'ra-core';
import { actionBody, deleteBody, type FormRecord } from './bodies';
import { dashboardEndpoint, type DashboardFigures } from '../contract/dashboardTypes';
import type { HttpClient } from './http';
import { serverOffers } from './serverOffers';
import { BATCH_LISTS_PATH, type BatchListsAnswer, type BatchedListCall } from '../contract/batchLists';
import { BATCH_LISTS_FEATURE, LIST_OPTIONS_FEATURE } from '../contract/features';
import { pageOf, readWholeList } from './clientLists';
import {
  CSV_IMPORT_PATH,
  type ImportReport,
  type ImportRequest,
  isImportReport,
} from '../contract/csvImport';
import { CSV_IMPORT_FEATURE } from '../contract/features';
import { answerError } from './errors';
import {
  DEPENDENTS_PATH,
  IF_MATCH_HEADER,
  REORDER_PATH,
  versionTag,
  type DependentsAnswer,
  type Position,
  type ReorderAnswer,
} from '../contract/recordExtensions';
import { DEPENDENTS_FEATURE, RECORD_VERSIONS_FEATURE, REORDER_FEATURE } from '../contract/features';
import {
  callOf,
  defaultPerPage,
  defaultSort,
  listCall,
  listOptions,
  readList,
  readRecord,
  type ListQuery,
} from './lists';
import { createResourceFinder } from './lookup';
import { uploadCallbacks } from './uploads';
import { uploadFile } from './files';
import { richTextPreviewEndpoint } from '../contract/richTextMarkup';
import { toWireId } from './wire';
import { answeredRecord, createEndpointFor, sendWrite } from './writes';
import { allResources } from '../resources';
import { adminApiPath } from '../resources/paths';
import type { Endpoint, ResourceDef } from '../resources/types';

/** The server pages at most this many records (docs/API.md); getMany asks in slices of it. */
const MAX_PAGE_SIZE = 500;
/**
 * How long a whole list read from a server without list options serves the pages, searches
 * and lookups asked of it (a write through the console forgets every one at once).
 */
const WHOLE_LIST_MS = 5000;

export interface ActionParams {
  /** The `name` of one of the entry's `actions`. */
  action: string;
  id: Identifier;
  /** The chosen value (`'$value'` in the action's body map). */
  value?: unknown;
  /** The record, when the body map names fields other than its id. */
  record?: RaRecord;
}

/**
 * react-admin's DataProvider over the legacy API, generated from the table, plus the calls
 * the table declares beyond CRUD. Call the extra methods through `useDataProvider()`.
 */
export interface MindWellDataProvider extends DataProvider {
  /** An entry's action (comment approval, review approval, tip featuring, role change). */
  runAction<R extends RaRecord = RaRecord>(resource: string, params: ActionParams): Promise<{ data: R }>;
  /** One of the entry's `extra` list calls (lessons' `selectList`: every lesson's id and title). */
  getSelectList<R extends RaRecord = RaRecord>(resource: string, extra: string): Promise<{ data: R[] }>;
  /**
   * Several lists at once, each settled on its own: in one call where the server offers it
   * (src/contract/batchLists.ts), else as that many documented list calls, all together.
   */
  getLists(requests: readonly ListRequest[]): Promise<PromiseSettledResult<GetListResult>[]>;
  /**
   * Whether the server takes CSV imports (src/contract/csvImport.ts); the legacy server does not. It
   * says so with the admin token, so this fetches the token first if need be.
   */
  canImport(): Promise<boolean>;
  /**
   * Whether the server names this extension (a feature of src/contract/batchLists.ts); it says so
   * with the admin token, so this fetches the token first if need be. The legacy server names none.
   */
  supports(feature: string): Promise<boolean>;
  /** A CSV file's rows tried, or applied: the server's report, refused or not. */
  importRows(resource: string, request: ImportRequest): Promise<ImportReport>;
  /**
   * What deleting these records would take with it (src/contract/recordExtensions.ts); null where
   * the server does not say (the legacy server).
   */
  getDependents(resource: string, ids: readonly Identifier[]): Promise<DependentsAnswer | null>;
  /**
   * Records in new places among their parent's (the table's `orderedWithin`: a course's topics),
   * all saved in one transaction or none (src/contract/recordExtensions.ts); null, and nothing saved,
   * where the server does not offer it (the legacy server): the caller then saves each place
   * with its own update.
   */
  reorder(
    resource: string,
    params: { parentId: Identifier; positions: readonly Position[] },
  ): Promise<{ data: RaRecord[] } | null>;
  /** The figures of the console's home (docs/API.md, "The console's dashboard"). */
  getDashboard(signal?: AbortSignal): Promise<{ data: DashboardFigures }>;
  /** An image for rich text, uploaded (`POST /api/admin/uploads`): the URL it is served at. */
  uploadImage(file: Blob, name: string): Promise<string>;
  /** Rich text as the student site will show it, cleaned by the server as a save cleans it. */
  previewRichText(html: string): Promise<string>;
}

/** One list of `getLists`: the resource's name and react-admin's list params. */
export interface ListRequest {
  resource: string;
  params: GetListParams;
}

export interface DataProviderOptions {
  http: HttpClient;
  /** The resource table; the real one unless a test brings its own. */
  table?: readonly ResourceDef[];
}

const queryOf = (params: GetListParams, resource: ResourceDef): ListQuery => ({
  page: params.pagination?.page ?? 1,
  perPage: params.pagination?.perPage ?? defaultPerPage(resource),
  sort: params.sort,
  filter: params.filter ?? {},
});

const slices = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

export function createDataProvider({
  http,
  table = allResources,
}: DataProviderOptions): MindWellDataProvider {
  const find = createResourceFinder(table);
  // What the server offers beyond the documented API: every difference between our server and
  // the legacy backend (or ours under LEGACY_STRICT) is read through it.
  const offers = serverOffers(http);

  const writeCall = (resource: ResourceDef, op: 'create' | 'update' | 'delete'): Endpoint => {
    const endpoint = resource.endpoints[op];
    if (!endpoint) throw new HttpError(`${resource.plural} cannot be ${op}d here`, 405, null);
    return endpoint;
  };

  /** Whole lists by resource, when the server pages but neither sorts, filters nor searches. */
  const wholeLists = new Map<string, { until: number; records: Promise<RaRecord[]> }>();
  const wholeList = (resource: ResourceDef): Promise<RaRecord[]> => {
    const kept = wholeLists.get(resource.key);
    if (kept && kept.until > Date.now()) return kept.records;
    const { list: endpoint } = resource.endpoints;
    // Not aborted with the query that asked first: others may be waiting on the same pages.
    const records = readWholeList(resource, (options) => http.request(callOf(endpoint, options)));
    wholeLists.set(resource.key, { until: Date.now() + WHOLE_LIST_MS, records });
    records.catch(() => wholeLists.delete(resource.key));
    return records;
  };
  const written = <T>(result: T): T => {
    wholeLists.clear();
    return result;
  };

  const list = async (
    resource: ResourceDef,
    query: ListQuery,
    signal?: AbortSignal,
  ): Promise<GetListResult> => {
    if (!(await offers.has(LIST_OPTIONS_FEATURE))) return pageOf(resource, await wholeList(resource), query);
    const body = await http.request({ ...listCall(resource, query), signal });
    return readList(resource.endpoints.list.read, body);
  };

  const getMany = async (resource: ResourceDef, ids: readonly Identifier[], signal?: AbortSignal) => {
    const wanted = [...new Set(ids.map(toWireId))];
    const pages = await Promise.all(
      slices(wanted, MAX_PAGE_SIZE).map((slice) =>
        list(
          resource,
          { page: 1, perPage: slice.length, sort: defaultSort(resource), filter: { id: slice } },
          signal,
        ),
      ),
    );
    return pages.flatMap((page) => page.data);
  };

  const getOne = async (resource: ResourceDef, id: Identifier, signal?: AbortSignal): Promise<RaRecord> => {
    const query = { page: 1, perPage: defaultPerPage(resource), filter: { id } };
    const { data } = await list(resource, query, signal);
    const wanted = String(toWireId(id));
    const record = data.find((item) => String(item.id) === wanted);
    if (!record) throw new HttpError(`${resource.singular} ${String(id)} was not found`, 404, null);
    return record;
  };

  const update = async (resource: ResourceDef, id: Identifier, data: FormRecord, previous?: FormRecord) => {
    // The version the form was loaded with, where the server checks versions (recordExtensions.ts).
    const version = data.updated_at ?? previous?.updated_at;
    const headers =
      typeof version === 'string' && offers.said(RECORD_VERSIONS_FEATURE)
        ? { [IF_MATCH_HEADER]: versionTag(version) }
        : undefined;
    const answer = written(await sendWrite(http, resource, writeCall(resource, 'update'), data, id, headers));
    // A legacy answer without the record still tells react-admin what was saved.
    return readRecord(answer) ?? ({ ...previous, ...data, id: toWireId(id) } as RaRecord);
  };

  const remove = async (resource: ResourceDef, id: Identifier, previous?: RaRecord): Promise<RaRecord> => {
    const endpoint = writeCall(resource, 'delete');
    const answer = written(
      await http.request({
        method: endpoint.method,
        url: adminApiPath(endpoint.path),
        data: deleteBody(id),
      }),
    );
    return readRecord(answer) ?? previous ?? { id: toWireId(id) };
  };

  /**
   * The lists in one call of our server's extension, each answer read as its own call's would
   * be; undefined when the server does not offer it or the call fails as a whole (the lists are
   * then asked for one by one, and each shows its own error).
   */
  const batchedLists = async (
    requests: readonly ListRequest[],
  ): Promise<PromiseSettledResult<GetListResult>[] | undefined> => {
    if (
      requests.length < 2 ||
      !(await offers.has(BATCH_LISTS_FEATURE)) ||
      !(await offers.has(LIST_OPTIONS_FEATURE))
    )
      return undefined;
    const resources = requests.map(({ resource }) => find(resource));
    const calls: BatchedListCall[] = requests.map(({ params }, i) => {
      const resource = resources[i];
      const { list: endpoint } = resource.endpoints;
      return {
        method: endpoint.method,
        path: endpoint.path,
        options: listOptions(resource, queryOf(params, resource), endpoint),
      };
    });
    let answer: BatchListsAnswer;
    try {
      answer = await http.request<BatchListsAnswer>({
        method: 'POST',
        url: adminApiPath(BATCH_LISTS_PATH),
        data: { calls },
      });
    } catch {
      return undefined;
    }
    if (!Array.isArray(answer?.answers) || answer.answers.length !== calls.length) return undefined;
    return answer.answers.map(({ status, body }, i): PromiseSettledResult<GetListResult> =>
      status >= 200 && status < 300
        ? { status: 'fulfilled', value: readList(resources[i].endpoints.list.read, body) }
        : { status: 'rejected', reason: answerError(status, body) },
    );
  };

  const provider: MindWellDataProvider = {
    supportAbortSignal: true,

    async getList<R extends RaRecord>(name: string, params: GetListParams): Promise<GetListResult<R>> {
      const resource = find(name);
      return (await list(resource, queryOf(params, resource), params.signal)) as GetListResult<R>;
    },

    async getOne<R extends RaRecord>(name: string, params: GetOneParams<R>): Promise<GetOneResult<R>> {
      return { data: (await getOne(find(name), params.id, params.signal)) as R };
    },

    async getMany<R extends RaRecord>(name: string, params: GetManyParams<R>): Promise<GetManyResult<R>> {
      if (!params.ids.length) return { data: [] };
      return { data: (await getMany(find(name), params.ids, params.signal)) as R[] };
    },

    async getManyReference<R extends RaRecord>(
      name: string,
      params: GetManyReferenceParams,
    ): Promise<GetManyReferenceResult<R>> {
      const resource = find(name);
      const query = queryOf(
        { ...params, filter: { ...params.filter, [params.target]: params.id } },
        resource,
      );
      return (await list(resource, query, params.signal)) as GetManyReferenceResult<R>;
    },

    async create<R extends RaRecord>(name: string, params: CreateParams): Promise<CreateResult<R>> {
      const resource = find(name);
      const data = params.data as FormRecord;
      const endpoint = createEndpointFor(resource, data) ?? writeCall(resource, 'create');
      const answer = written(await sendWrite(http, resource, endpoint, data));
      return { data: answeredRecord(answer, `new ${resource.singular.toLowerCase()}`) as R };
    },

    async update<R extends RaRecord>(name: string, params: UpdateParams<R>): Promise<UpdateResult<R>> {
      const record = await update(find(name), params.id, params.data as FormRecord, params.previousData);
      return { data: record as R };
    },

    async updateMany<R extends RaRecord>(
      name: string,
      params: UpdateManyParams,
    ): Promise<UpdateManyResult<R>> {
      const resource = find(name);
      // An update call carries whole records (docs/legacy-api.md's bodies), so each is read and merged first.
      const records = await getMany(resource, params.ids);
      const changes = params.data as FormRecord;
      await Promise.all(
        records.map((record) => update(resource, record.id, { ...record, ...changes }, record)),
      );
      // In the order asked for, as react-admin passed them; an id no longer there was not updated.
      const found = new Set(records.map((record) => String(record.id)));
      return { data: params.ids.filter((id) => found.has(String(toWireId(id)))).map(toWireId) };
    },

    async delete<R extends RaRecord>(name: string, params: DeleteParams<R>): Promise<DeleteResult<R>> {
      return { data: (await remove(find(name), params.id, params.previousData)) as R };
    },

    async deleteMany<R extends RaRecord>(
      name: string,
      params: DeleteManyParams<R>,
    ): Promise<DeleteManyResult<R>> {
      const resource = find(name);
      await Promise.all(params.ids.map((id) => remove(resource, id)));
      return { data: params.ids };
    },

    async runAction<R extends RaRecord>(name: string, params: ActionParams): Promise<{ data: R }> {
      const resource = find(name);
      const action = resource.actions?.find((a) => a.name === params.action);
      if (!action) throw new HttpError(`${resource.plural} have no action "${params.action}"`, 404, null);
      const needsRecord = Object.values(action.body).some((source) => source !== 'id' && source !== '$value');
      const record = params.record ?? (needsRecord ? await getOne(resource, params.id) : { id: params.id });
      const answer = written(
        await http.request({
          method: action.method,
          url: adminApiPath(action.path),
          data: actionBody(resource, action, record, params.value),
        }),
      );
      const changed =
        readRecord(answer) ??
        ({
          ...record,
          id: toWireId(params.id),
          ...(action.field ? { [action.field]: params.value } : {}),
        } as RaRecord);
      return { data: changed as R };
    },

    async getSelectList<R extends RaRecord>(name: string, extra: string): Promise<{ data: R[] }> {
      const resource = find(name);
      const endpoint = resource.endpoints.extra?.[extra];
      if (!endpoint) throw new HttpError(`${resource.plural} have no call "${extra}"`, 404, null);
      const body = await http.request(callOf(endpoint, undefined));
      return { data: readList(endpoint.read, body).data as R[] };
    },

    canImport: () => offers.hasOrFail(CSV_IMPORT_FEATURE),

    supports: (feature) => offers.has(feature),

    async importRows(name: string, request: ImportRequest): Promise<ImportReport> {
      const resource = find(name);
      try {
        return await http.post<ImportReport>(adminApiPath(`${CSV_IMPORT_PATH}/${resource.key}`), request);
      } catch (error) {
        // A refused import answers 422 with its report: which rows, and why.
        const body: unknown = error instanceof HttpError ? error.body : undefined;
        if (isImportReport(body)) return body;
        throw error;
      }
    },

    async getDependents(name, ids) {
      const resource = find(name);
      if (!(await offers.has(DEPENDENTS_FEATURE)) || ids.length === 0) return null;
      return http.request<DependentsAnswer>({
        method: 'POST',
        url: adminApiPath(DEPENDENTS_PATH),
        data: { resource: resource.key, ids: ids.map(toWireId) },
      });
    },

    async reorder(name, { parentId, positions }) {
      const resource = find(name);
      const offered = await offers.has(REORDER_FEATURE);
      if (!resource.orderedWithin || !offered) return null;
      const answer = written(
        await http.request<ReorderAnswer>({
          method: 'POST',
          url: adminApiPath(REORDER_PATH),
          data: { resource: resource.key, [resource.orderedWithin]: toWireId(parentId), positions },
        }),
      );
      return { data: answer.data as RaRecord[] };
    },

    async getLists(requests) {
      return (
        (await batchedLists(requests)) ??
        Promise.allSettled(requests.map(({ resource, params }) => provider.getList(resource, params)))
      );
    },

    getDashboard(signal) {
      return http.request<{ data: DashboardFigures }>({
        method: dashboardEndpoint.method,
        url: dashboardEndpoint.path,
        signal,
      });
    },

    uploadImage(file, name) {
      return uploadFile(http, 'image', { rawFile: file, title: name });
    },

    async previewRichText(html) {
      const answer = await http.request<{ data: { html: string } }>({
        method: richTextPreviewEndpoint.method,
        url: richTextPreviewEndpoint.path,
        data: { html },
      });
      return answer.data.html;
    },
  };
  // withLifecycleCallbacks copies the extra methods over; its type only knows the standard ones.
  return withLifecycleCallbacks(provider, [uploadCallbacks(http, find)]) as MindWellDataProvider;
}
