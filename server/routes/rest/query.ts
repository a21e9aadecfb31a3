import type { ResourceDef } from '../../../src/resources';
import { unprocessable } from '../../errors';
import {
  DEFAULT_PER_PAGE,
  type ListOptions,
  MAX_PER_PAGE,
  parseListOptions,
} from '../../records/listOptions';

/** A list's query string as ra-data-simple-rest sends it, its form checked by the route's schema. */
export interface RestListQuery {
  /** `["title","ASC"]` */
  sort?: string;
  /** `[0,24]`: the first and last positions wanted, both included. */
  range?: string;
  /** `{"q":"calm","status":"published"}`, `{"id":[1,2,3]}` */
  filter?: string;
}

/** The longest range start: far beyond any table, and a safe offset for either database. */
const RANGE_DIGITS = 9;

/** The query string's JSON schema: Fastify checks each value's form before the handler runs. */
export const listQuerySchema = {
  type: 'object',
  properties: {
    sort: {
      type: 'string',
      pattern: '^\\[\\s*"[A-Za-z0-9_]+"\\s*,\\s*"(ASC|DESC|asc|desc)"\\s*\\]$',
      description: 'The field and the direction, as JSON: ["title","ASC"].',
    },
    range: {
      type: 'string',
      pattern: `^\\[\\s*\\d{1,${RANGE_DIGITS}}\\s*,\\s*\\d{1,${RANGE_DIGITS}}\\s*\\]$`,
      description: `The first and last positions wanted, as JSON: [0,24] (at most ${MAX_PER_PAGE} records).`,
    },
    filter: {
      type: 'string',
      description:
        'A JSON object: field → value or list of values ("any of"), `q` for the search, `id` for records by id.',
    },
  },
} as const;

/** How each query value must look, for the 422 a malformed one gets. */
export const QUERY_FORMS: Record<keyof RestListQuery, string> = {
  sort: 'The sort must be a field and ASC or DESC, as JSON: ["title","ASC"].',
  range: 'The range must be the first and last positions, as JSON: [0,24].',
  filter: 'The filter must be a JSON object.',
};

/**
 * List options from a REST list query: the same options, checks and messages as a legacy list
 * (`parseListOptions`), with the page given by position. Without a range, a lookup by ids
 * (getMany) answers every record it names; any other list its first page.
 */
export function restListOptions(resource: ResourceDef, query: RestListQuery): ListOptions {
  const [sort, order] = query.sort ? (JSON.parse(query.sort) as [string, string]) : [];
  const range = query.range ? (JSON.parse(query.range) as [number, number]) : undefined;
  if (range && range[1] < range[0])
    throw unprocessable({ range: ['The range must end where it starts or after.'] });
  const perPage = range ? range[1] - range[0] + 1 : (resource.endpoints.list.perPage ?? DEFAULT_PER_PAGE);
  const options = parseListOptions(resource, { sort, order, filter: query.filter, per_page: perPage });
  const ids = options.filter.id;
  if (!range && Array.isArray(ids)) options.perPage = Math.min(Math.max(ids.length, 1), MAX_PER_PAGE);
  const offset = range?.[0] ?? 0;
  return { ...options, offset, page: Math.floor(offset / options.perPage) + 1 };
}

/** `courses 0-24/319`: the positions answered and the list's total; a star for the positions of none. */
export const contentRange = (key: string, offset: number, count: number, total: number): string =>
  count > 0 ? `${key} ${offset}-${offset + count - 1}/${total}` : `${key} */${total}`;
