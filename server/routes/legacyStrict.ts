/**
 * LEGACY_STRICT: the admin calls answer as docs/legacy-api.md alone describes them, so the
 * console can be tried against what the legacy backend offers. A list reads its legacy paging
 * keys and nothing else (no `q`, `sort`, `order`, `filter` or `per_page`: docs/API.md's list
 * options); an answer carries the paged keys of docs/legacy-api.md §3 and each record its id and
 * the entry's fields, without the `created_at`, `updated_at` and `per_page` docs/API.md adds.
 */
import type { ListEndpoint, ResourceDef } from '../../src/resources';
import { isObject } from '../records/validation';

/** The keys of a legacy list call: its page, and its page size where the entry's call has one. */
export function legacyListSource(endpoint: ListEndpoint, source: unknown): Record<string, unknown> {
  const input = isObject(source) ? source : {};
  const kept: Record<string, unknown> = {};
  // A legacy paginator reads the page from any list call; the size only where the call sends it.
  for (const key of ['page', 'pageNumber']) if (input[key] !== undefined) kept[key] = input[key];
  if (endpoint.paging === 'perPageItem' && input.perPageItem !== undefined)
    kept.perPageItem = input.perPageItem;
  if (endpoint.paging === 'per_page_item' && input.per_page_item !== undefined)
    kept.per_page_item = input.per_page_item;
  return kept;
}

/** docs/legacy-api.md §3: "Paged lists answer data, last_page, total, current_page, and sometimes from and to." */
const PAGED_KEYS = ['data', 'current_page', 'last_page', 'total', 'from', 'to'];

const fieldNames = new WeakMap<ResourceDef, Set<string>>();

function recordKeys(resource: ResourceDef): Set<string> {
  let keys = fieldNames.get(resource);
  if (!keys) {
    // The fields this product adds (`extension`) are no part of the legacy answer.
    keys = new Set(['id', ...resource.fields.filter((field) => !field.extension).map((field) => field.name)]);
    fieldNames.set(resource, keys);
  }
  return keys;
}

function legacyRecord(resource: ResourceDef, value: unknown): unknown {
  if (!isObject(value)) return value;
  const keys = recordKeys(resource);
  return Object.fromEntries(Object.entries(value).filter(([key]) => keys.has(key)));
}

const isPaged = (value: Record<string, unknown>) =>
  Array.isArray(value.data) && typeof value.current_page === 'number';

function legacyPaged(resource: ResourceDef, page: Record<string, unknown>): Record<string, unknown> {
  const kept = Object.fromEntries(Object.entries(page).filter(([key]) => PAGED_KEYS.includes(key)));
  kept.data = (page.data as unknown[]).map((item) => legacyRecord(resource, item));
  return kept;
}

/**
 * An admin answer as the legacy backend gives it: a paged list, the tips' `{featured, all}`, or
 * `{data: record}` / `{data: [record]}`; anything else (an error's `{message}`) as it is.
 */
export function legacyAnswer(resource: ResourceDef, body: unknown): unknown {
  if (!isObject(body)) return body;
  if (isPaged(body)) return legacyPaged(resource, body);
  if (isObject(body.all) && isPaged(body.all))
    return { featured: legacyRecord(resource, body.featured), all: legacyPaged(resource, body.all) };
  if (Array.isArray(body.data))
    return { ...body, data: body.data.map((item) => legacyRecord(resource, item)) };
  if (isObject(body.data)) return { ...body, data: legacyRecord(resource, body.data) };
  return body;
}
