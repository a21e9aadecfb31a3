/**
 * Lists from a server that takes no list options beyond the page (the legacy backend: it says
 * nothing of `list-options`, src/contract/batchLists.ts). The console then reads the whole list, page
 * by page as the server answers it, and filters, searches, sorts and pages it itself, so the
 * lists, their search boxes and filters, and every getOne and getMany work the same against it.
 */
import type { GetListResult, RaRecord } from 'ra-core';
import type { ListEndpoint, ReadShape, ResourceDef } from '../resources/types';
import { type ListQuery, LEGACY_PAGE_SIZE, defaultSort, listOptions, readList } from './lists';
import { boundsOf, withinBounds } from '../contract/filterRange';

/** Pages asked for at once: a browser sends six calls at a time to one host. */
const PAGES_AT_ONCE = 6;
/** The most pages read of one list (10,000 records at the legacy page size). */
export const MAX_CLIENT_PAGES = 1000;

/** What page `page` of a list carries, as the legacy client sends it: its paging keys alone. */
export function legacyPageOptions(endpoint: ListEndpoint, page: number): Record<string, unknown> {
  switch (endpoint.paging) {
    case 'pageNumber':
      return { pageNumber: page };
    case 'perPageItem':
      return { perPageItem: endpoint.perPage ?? LEGACY_PAGE_SIZE, pageNumber: page };
    case 'per_page_item':
      return { page, per_page_item: endpoint.perPage ?? LEGACY_PAGE_SIZE };
    case 'none':
      return page === 1 ? {} : { page };
    default:
      return { page };
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The paged part of a list answer: the body, `body.data` when it nests, or the tips' `all`. */
function pagedPart(shape: ReadShape | undefined, body: unknown): Record<string, unknown> | undefined {
  const outer = shape === 'featured+all.data' && isObject(body) ? body.all : body;
  if (!isObject(outer)) return undefined;
  return isObject(outer.data) && Array.isArray(outer.data.data) ? outer.data : outer;
}

/** How many pages the list has, from `last_page`, else from its total and this page's length. */
export function lastPageOf(shape: ReadShape | undefined, body: unknown): number {
  const paged = pagedPart(shape, body);
  if (typeof paged?.last_page === 'number') return Math.max(1, paged.last_page);
  const { data, total } = readList(shape, body);
  return data.length === 0 ? 1 : Math.max(1, Math.ceil((total ?? data.length) / data.length));
}

/** Every record of a list: page 1 says how many pages there are; the others come a few at a time. */
export async function readWholeList(
  resource: ResourceDef,
  fetchPage: (options: Record<string, unknown>) => Promise<unknown>,
): Promise<RaRecord[]> {
  const endpoint = resource.endpoints.list;
  const first = await fetchPage(legacyPageOptions(endpoint, 1));
  const last = Math.min(lastPageOf(endpoint.read, first), MAX_CLIENT_PAGES);
  const pages: unknown[] = [first];
  for (let start = 2; start <= last; start += PAGES_AT_ONCE) {
    const numbers = Array.from({ length: Math.min(PAGES_AT_ONCE, last - start + 1) }, (_, i) => start + i);
    pages.push(...(await Promise.all(numbers.map((page) => fetchPage(legacyPageOptions(endpoint, page))))));
  }
  // A record created between two pages may show on both: keep it once.
  const seen = new Set<string>();
  return pages
    .flatMap((body) => readList(endpoint.read, body).data)
    .filter((record) => {
      const id = String(record.id);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || String(a) === String(b);

/** One filter value (or "any of" a list of them) against a record's value (or its list of ids). */
function matches(value: unknown, wanted: unknown): boolean {
  const options = Array.isArray(wanted) ? wanted : [wanted];
  const values = Array.isArray(value) ? value : [value];
  if (wanted === null) return value === null || value === undefined;
  return options.some((option) => values.some((v) => same(v, option)));
}

function compare(a: unknown, b: unknown): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en-GB', { numeric: true, sensitivity: 'base' });
}

/**
 * One page of a whole list, chosen as our server would choose it (docs/API.md's list options):
 * the filter's fields equal (an array: any of) or within their range, the search text in any
 * searchable field (case aside), sorted by the chosen field and then by id, and cut to the page.
 */
export function pageOf(resource: ResourceDef, records: readonly RaRecord[], query: ListQuery): GetListResult {
  const endpoint = resource.endpoints.list;
  const options = listOptions(resource, query, endpoint);
  const filter = isObject(options.filter) ? options.filter : {};
  const q = typeof options.q === 'string' ? options.q.toLowerCase() : '';
  const searchable = resource.fields.filter((field) => field.searchable).map((field) => field.name);
  const sort = query.sort?.field ? query.sort : defaultSort(resource);
  const direction = sort.order.toUpperCase() === 'DESC' ? -1 : 1;

  const chosen = records
    .filter((record) =>
      Object.entries(filter).every(([key, wanted]) => {
        const field = resource.fields.find((f) => f.name === key);
        if (field?.filterable !== 'range') return matches(record[key], wanted);
        const bounds = boundsOf(field, wanted);
        return bounds !== undefined && withinBounds(record[key], bounds);
      }),
    )
    .filter(
      (record) =>
        !q ||
        searchable.length === 0 ||
        searchable.some((name) => {
          const value = record[name];
          return typeof value === 'string' && value.toLowerCase().includes(q);
        }),
    )
    .sort((a, b) => direction * compare(a[sort.field], b[sort.field]) || compare(a.id, b.id));
  const start = (query.page - 1) * query.perPage;
  return { data: chosen.slice(start, start + query.perPage), total: chosen.length };
}
