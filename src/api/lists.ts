import type { GetListResult, RaRecord, SortPayload } from 'ra-core';
import type { RequestOptions } from './http';
import { toWireFilter } from './wire';
import { adminApiPath } from '../resources/paths';
import type { Endpoint, ListEndpoint, ReadShape, ResourceDef } from '../resources/types';
import { isObject } from '../contract/isObject';

/** The legacy server's page size when a list call names none (docs/API.md). */
export const LEGACY_PAGE_SIZE = 10;
/** react-admin's default sort, and the order the server lists in when none is sent. */
export const LEGACY_SORT: SortPayload = { field: 'id', order: 'ASC' };

/** What one list call asks for, in react-admin's terms. */
export interface ListQuery {
  page: number;
  perPage: number;
  sort?: SortPayload;
  /** react-admin's filter; its `q` is the search text. */
  filter?: Record<string, unknown>;
}

/** Page size a list uses unless told otherwise (course categories: 500). */
export const defaultPerPage = (resource: ResourceDef): number =>
  resource.endpoints.list.perPage ?? LEGACY_PAGE_SIZE;

/** Sort a list uses unless told otherwise; the server applies the same when none is sent. */
export const defaultSort = (resource: ResourceDef): SortPayload => resource.defaultSort ?? LEGACY_SORT;

export interface DefaultListParams {
  pagination: { page: number; perPage: number };
  sort: SortPayload;
  filter: Record<string, never>;
}

/**
 * The first page of a list with nothing chosen. The console gives its `<List>` the same
 * `perPage` and `sort`, so a prefetched page sits under the very query key the list asks for.
 */
export const defaultListParams = (resource: ResourceDef): DefaultListParams => ({
  pagination: { page: 1, perPage: defaultPerPage(resource) },
  sort: { ...defaultSort(resource) },
  filter: {},
});

const sameSort = (a: SortPayload, b: SortPayload) =>
  a.field === b.field && a.order.toUpperCase() === b.order.toUpperCase();

/**
 * The list options of docs/API.md for one query. Paging keys follow the entry's style; the
 * others (`per_page`, `q`, `sort`, `order`, `filter`) appear only when they differ from the
 * legacy defaults, so the first page of a list is exactly docs/legacy-api.md's body (`{page: 1}`).
 */
export function listOptions(
  resource: ResourceDef,
  query: ListQuery,
  endpoint: ListEndpoint,
): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  const { page, perPage } = query;
  const sizeDiffers = perPage !== (endpoint.perPage ?? LEGACY_PAGE_SIZE);
  switch (endpoint.paging) {
    case 'page':
      options.page = page;
      if (sizeDiffers) options.per_page = perPage;
      break;
    case 'pageNumber':
      options.pageNumber = page;
      if (sizeDiffers) options.per_page = perPage;
      break;
    case 'perPageItem':
      options.perPageItem = perPage;
      options.pageNumber = page;
      break;
    case 'per_page_item':
      options.page = page;
      options.per_page_item = perPage;
      break;
    case 'none':
      if (page !== 1) options.page = page;
      if (sizeDiffers) options.per_page = perPage;
      break;
  }

  const { q, ...rest } = query.filter ?? {};
  if (typeof q === 'string' && q.trim() !== '') options.q = q.trim();
  if (query.sort?.field && !sameSort(query.sort, defaultSort(resource))) {
    options.sort = query.sort.field;
    options.order = query.sort.order.toLowerCase();
  }
  const filter = toWireFilter(resource, rest);
  if (Object.keys(filter).length) options.filter = filter;
  return options;
}

/** A query string carries the same options; `filter` is JSON there (docs/API.md). */
function toQueryString(options: Record<string, unknown>): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(options))
    params[key] = typeof value === 'number' || typeof value === 'string' ? value : JSON.stringify(value);
  return params;
}

/** Method, path and options of a call, as the HTTP client takes them. */
export function callOf(endpoint: Endpoint, options: Record<string, unknown> | undefined): RequestOptions {
  const url = adminApiPath(endpoint.path);
  const empty = !options || Object.keys(options).length === 0;
  if (endpoint.method === 'GET')
    return { method: 'GET', url, ...(empty ? {} : { params: toQueryString(options) }) };
  // An empty list body is sent as no body at all (docs/legacy-api.md: transcripts/transcripts, no body).
  return { method: endpoint.method, url, ...(empty ? {} : { data: options }) };
}

/** The list call of one query. */
export const listCall = (resource: ResourceDef, query: ListQuery): RequestOptions =>
  callOf(resource.endpoints.list, listOptions(resource, query, resource.endpoints.list));

const isRecord = (value: unknown): value is RaRecord => isObject(value) && value.id !== undefined;

/** A paged answer `{data, total}`, a bare array, or `{data: {data, total}}`, as react-admin's result. */
function readPaged(body: unknown): GetListResult {
  if (Array.isArray(body)) return { data: body.filter(isRecord), total: body.length };
  if (!isObject(body)) return { data: [], total: 0 };
  if (isObject(body.data) && Array.isArray(body.data.data)) return readPaged(body.data);
  const data = Array.isArray(body.data) ? body.data.filter(isRecord) : [];
  const total = typeof body.total === 'number' ? body.total : data.length;
  return { data, total };
}

/** A list answer as react-admin's `{data, total}` (tips: `{featured, all: paged}`). */
export function readList(shape: ReadShape | undefined, body: unknown): GetListResult {
  if (shape === 'featured+all.data') return readPaged(isObject(body) ? body.all : undefined);
  return readPaged(body);
}

/**
 * The record of a create, update, action or delete answer: `data`, or its first element when
 * `data` is an array; that covers both `read: 'data'` and `read: 'data[0]'` (docs/legacy-api.md §7: "the
 * item, or the item in the first position of an array"). Undefined when the answer holds none.
 */
export function readRecord(body: unknown): RaRecord | undefined {
  if (!isObject(body)) return undefined;
  const record: unknown = Array.isArray(body.data) ? body.data[0] : body.data;
  return isRecord(record) ? record : undefined;
}
