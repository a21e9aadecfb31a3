import { boundsOf } from '../../src/contract/filterRange';
import { type FieldDef, type ResourceDef, kindOf } from '../../src/resources';
import { f } from '../../src/resources/fields';
import { type FieldErrors, addError, unprocessable } from '../errors';
import { columnOf } from './columns';
import { isObject } from './validation';

/*
 * A list request's options, read once from any of the legacy paging dialects (page and
 * per_page_item, pageNumber and pageSize, offset and limit...) into one ListOptions, checked:
 * what the query plan (listQuery.ts) then works from.
 */

export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 500;
/**
 * Values one filter field may list ("any of"). Each is a parameter of the statement: SQLite
 * takes at most 32,766 and PostgreSQL 65,535, and a getMany asks for a page's references at most.
 */
export const MAX_FILTER_VALUES = 1000;
/** Pages beyond this hold no rows of any table; the offset stays a safe integer. */
export const MAX_PAGE = 1_000_000_000;

export interface ListOptions {
  page: number;
  perPage: number;
  q?: string;
  sort: string;
  order: 'asc' | 'desc';
  /** Column → value, or list of values ("any of"), or null. */
  filter: Record<string, unknown>;
  /** Rows skipped before the page, when a caller asks by range rather than by page (REST). */
  offset?: number;
}

/** A list whose filter names ids: the console's getOne and getMany, a lookup whatever its page size. */
export const isLookupById = (options: ListOptions): boolean => Object.hasOwn(options.filter, 'id');

function positiveInteger(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : undefined;
}

/** The id, a whole number like every integer column. */
const ID_FIELD = f.integer('id');

/** A filter value as the column stores it (as the field's kind says), or undefined when it cannot be one. */
function filterValue(field: FieldDef | undefined, value: unknown): unknown {
  if (value === null) return null;
  const of = field ?? ID_FIELD;
  return kindOf(of).filterColumn(of, value);
}

/**
 * List options from a POST body or a query string (where `filter` is JSON). Every legacy
 * paging key is understood; unknown keys are ignored; bad values are a 422 naming the key.
 */
export function parseListOptions(
  resource: ResourceDef,
  source: unknown,
  defaultPerPage = DEFAULT_PER_PAGE,
): ListOptions {
  const input = isObject(source) ? source : {};
  const errors: FieldErrors = {};

  const pageKey = ['page', 'pageNumber'].find((key) => input[key] !== undefined && input[key] !== '');
  const page = pageKey ? positiveInteger(input[pageKey]) : 1;
  if (pageKey && page === undefined)
    addError(errors, pageKey, `The ${pageKey} must be a whole number of 1 or more.`);
  else if (pageKey && page !== undefined && page > MAX_PAGE)
    addError(errors, pageKey, `The ${pageKey} must be at most ${MAX_PAGE.toLocaleString('en-GB')}.`);

  const sizeKey = ['per_page', 'per_page_item', 'perPageItem'].find(
    (key) => input[key] !== undefined && input[key] !== '',
  );
  const size = sizeKey ? positiveInteger(input[sizeKey]) : defaultPerPage;
  if (sizeKey && size === undefined)
    addError(errors, sizeKey, `The ${sizeKey} must be a whole number of 1 or more.`);

  let filter: Record<string, unknown> = {};
  let rawFilter = input.filter;
  if (typeof rawFilter === 'string' && rawFilter.trim() !== '') {
    try {
      rawFilter = JSON.parse(rawFilter) as unknown;
    } catch {
      rawFilter = undefined;
      addError(errors, 'filter', 'The filter must be a JSON object.');
    }
  }
  if (
    rawFilter !== undefined &&
    rawFilter !== '' &&
    rawFilter !== null &&
    !isObject(rawFilter) &&
    !errors.filter
  )
    addError(errors, 'filter', 'The filter must be an object.');
  let q = typeof input.q === 'string' ? input.q.trim() : undefined;
  if (isObject(rawFilter)) {
    for (const [key, value] of Object.entries(rawFilter)) {
      // react-admin puts its search box in the filter as `q`.
      if (key === 'q') {
        if (typeof value === 'string') q = value.trim();
        continue;
      }
      if (Array.isArray(value) && value.length > MAX_FILTER_VALUES) {
        addError(
          errors,
          `filter.${key}`,
          `The filter of ${key} may list at most ${MAX_FILTER_VALUES.toLocaleString('en-GB')} values.`,
        );
        continue;
      }
      const field = resource.fields.find((f) => f.name === key);
      if (key !== 'id' && !field?.filterable) {
        addError(errors, `filter.${key}`, `The list cannot be filtered by ${key}.`);
        continue;
      }
      if (field?.filterable === 'range') {
        const bounds = boundsOf(field, value);
        if (!bounds) {
          addError(errors, `filter.${key}`, `The filter of ${key} must be {gte, lte}, each a date.`);
          continue;
        }
        filter = { ...filter, [columnOf(field)]: bounds };
        continue;
      }
      const values = Array.isArray(value) ? value : [value];
      const converted = values.map((v) => filterValue(field, v));
      if (converted.some((v) => v === undefined)) {
        addError(errors, `filter.${key}`, `The filter value of ${key} is not valid.`);
        continue;
      }
      filter = {
        ...filter,
        [field ? columnOf(field) : 'id']: Array.isArray(value) ? converted : converted[0],
      };
    }
  }

  const sortable = (name: string) =>
    name === 'id' || resource.fields.some((f) => f.name === name && f.sortable);
  const sort =
    typeof input.sort === 'string' && input.sort !== '' ? input.sort : (resource.defaultSort?.field ?? 'id');
  if (!sortable(sort)) addError(errors, 'sort', `The list cannot be sorted by ${sort}.`);
  const rawOrder =
    typeof input.order === 'string' && input.order !== ''
      ? input.order.toLowerCase()
      : (resource.defaultSort?.order.toLowerCase() ?? 'asc');
  if (rawOrder !== 'asc' && rawOrder !== 'desc') addError(errors, 'order', 'The order must be asc or desc.');
  if (q?.includes('\u0000')) addError(errors, 'q', 'The search cannot hold a NUL character.');

  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return {
    page: page ?? 1,
    perPage: Math.min(size ?? defaultPerPage, MAX_PER_PAGE),
    q: q || undefined,
    sort,
    order: rawOrder === 'desc' ? 'desc' : 'asc',
    filter,
  };
}
