import {
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { Bounds } from '../../src/contract/filterRange';
import type { ResourceDef } from '../../src/resources';
import { type DbOrTrx, type LooseDatabase, type Row, loose } from '../db/schema';
import { SYSTEM_COLUMNS, columnOf, wireFields } from './columns';
import { ftsCondition, ftsMatch, searchTableFor, searchableByIndex } from './searchIndex';
import {
  type Counters,
  cachedCount,
  readCounters,
  rememberCount,
  SEEK_BEYOND,
  seekFor,
  stateOf,
} from './tableStatistics';
import { type Values, isObject } from './validation';
import { fromRow } from './wire';
import { type ListOptions, isLookupById } from './listOptions';

/*
 * The query plan of a list: from checked options (listOptions.ts) to the condition, the order
 * and the way to reach the page (a seek by page marks, the far end, or the sort index), using
 * what the table's statistics (tableStatistics.ts) and search index (searchIndex.ts) say.
 */

/** The legacy paged answer (docs/API.md). */
export interface Paged {
  data: Values[];
  current_page: number;
  last_page: number;
  total: number;
  per_page: number;
  from: number | null;
  to: number | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type Where = (eb: ExpressionBuilder<LooseDatabase, string>) => Expression<SqlBool>;

/** What a list selects: one condition, and the search table when a search is all there is to it. */
interface Selection {
  where: Where;
  /** SQLite: the list is a search alone, answered by its FTS5 table (`match`: the FTS query). */
  searchOnly?: { table: string; match: string };
  /** The columns a record is read from. */
  columns: readonly string[];
  /** The filter names ids (getOne, getMany): the rows are looked up by id, whatever the page size. */
  byId: boolean;
}

const readColumns = new WeakMap<ResourceDef, readonly string[]>();

/** The columns `fromRow` reads, named rather than `*`: a list reads nothing else. */
function columnsRead(resource: ResourceDef): readonly string[] {
  let columns = readColumns.get(resource);
  if (!columns) {
    columns = [...SYSTEM_COLUMNS, ...wireFields(resource).map(columnOf)];
    readColumns.set(resource, columns);
  }
  return columns;
}

/** The select list of a raw query: the columns a record is read from. */
const selectList = ({ columns }: Selection): RawBuilder<unknown> =>
  sql.join(columns.map((name) => sql.ref(name)));

/** The same for the query builder. */
const picked = (
  query: SelectQueryBuilder<LooseDatabase, string, object>,
  { columns }: Selection,
): SelectQueryBuilder<LooseDatabase, string, Row> => query.select([...columns]);

/** The filter and search of a list as one condition; searches use the search index where there is one. */
async function selection(
  db: DbOrTrx,
  resource: ResourceDef,
  options: ListOptions,
  filterUnindexed = false,
): Promise<Selection> {
  const searchable = resource.fields.filter((f) => f.searchable).map(columnOf);
  const q = options.q && searchable.length > 0 ? options.q : undefined;
  const searchTable =
    q && searchableByIndex(q) ? await searchTableFor(db, resource.key, searchable) : undefined;
  const match = q && searchTable ? ftsMatch(searchable, q) : undefined;
  const where: Where = (eb) => {
    const parts: Expression<SqlBool>[] = Object.entries(options.filter).map(([column, value]) => {
      if (value === null) return eb(column, 'is', null);
      // "Any of none" matches nothing; SQLite cannot bind a boolean, so it is written out.
      if (Array.isArray(value) && value.length === 0) return sql<SqlBool>`1 = 0`;
      // SQLite's unary `+` keeps it from reaching the rows through this column's index.
      const operand = filterUnindexed ? sql`+${sql.ref(column)}` : sql.ref(column);
      if (isObject(value)) {
        const { from, until } = value as Bounds;
        return eb.and([
          ...(from === undefined ? [] : [eb(operand, '>=', from)]),
          ...(until === undefined ? [] : [eb(operand, '<', until)]),
        ]);
      }
      return Array.isArray(value) ? eb(operand, 'in', value) : eb(operand, '=', value);
    });
    if (searchTable && match) parts.push(ftsCondition(searchTable, match, filterUnindexed));
    else if (q) {
      const pattern = `%${escapeLike(q.toLowerCase())}%`;
      parts.push(
        eb.or(
          searchable.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
        ),
      );
    }
    return eb.and(parts);
  };
  const searchOnly =
    searchTable && match && Object.keys(options.filter).length === 0
      ? { table: searchTable, match }
      : undefined;
  return {
    where,
    searchOnly,
    columns: columnsRead(resource),
    byId: isLookupById(options),
  };
}

interface Order {
  sort: string;
  order: 'asc' | 'desc';
}

const flip = (order: 'asc' | 'desc'): 'asc' | 'desc' => (order === 'asc' ? 'desc' : 'asc');

/**
 * `limit` rows from `offset` in the given order. Past the first page the rows are found by
 * their ids first (`id in (select id ... limit/offset)`): the skipping then walks an index
 * (the sort column's, or the narrow id index) rather than whole rows. A search alone in id
 * order takes its ids straight from the search table, which keeps them in rowid order.
 */
async function rowsAt(
  db: DbOrTrx,
  table: string,
  selected: Selection,
  order: Order,
  offset: number,
  limit: number,
): Promise<Row[]> {
  const ordered = <T extends { orderBy: (column: string, direction: 'asc' | 'desc') => T }>(query: T) =>
    order.sort === 'id'
      ? query.orderBy('id', order.order)
      : query.orderBy(order.sort, order.order).orderBy('id', order.order);
  const search = selected.searchOnly;
  if (search && order.sort === 'id') {
    const direction = sql.raw(order.order);
    const { rows } = await sql<Row>`select ${selectList(selected)} from ${sql.table(table)} where id in (
        select rowid from ${sql.table(search.table)} where ${sql.table(search.table)} match ${search.match}
        order by rowid ${direction} limit ${limit} offset ${offset})
      order by id ${direction}`.execute(db);
    return rows;
  }
  if (offset === 0)
    return ordered(picked(loose(db).selectFrom(table), selected).where(selected.where))
      .limit(limit)
      .execute();
  const ids = ordered(loose(db).selectFrom(table).select('id').where(selected.where))
    .limit(limit)
    .offset(offset);
  return ordered(picked(loose(db).selectFrom(table), selected).where('id', 'in', ids)).execute();
}

/**
 * One page of a list whose total is known. An unfiltered list in id order seeks from a
 * remembered page boundary, unless the page is near either end; any other page past the middle
 * is read from the far end, in the opposite order, so the last page costs what the first does.
 */
async function pageRows(
  db: DbOrTrx,
  table: string,
  selected: Selection,
  order: Order,
  offset: number,
  perPage: number,
  total: number,
  counters: Counters | undefined,
  unfiltered: boolean,
): Promise<Row[]> {
  if (offset >= total) return [];
  const limit = Math.min(perPage, total - offset);
  // The same rows counted from the other end: their position in the opposite order.
  const fromEnd = total - offset - limit;
  if (Math.min(offset, fromEnd) >= SEEK_BEYOND && unfiltered && order.sort === 'id' && counters) {
    const ascending = order.order === 'asc';
    const rank = ascending ? offset : fromEnd;
    const seek = await seekFor(db, table, counters, rank);
    if (seek) {
      const { rows } = await sql<Row>`select ${selectList(selected)} from ${sql.table(table)}
        where id >= ${seek.fromId} order by id asc limit ${limit} offset ${seek.skip}`.execute(db);
      return ascending ? rows : rows.reverse();
    }
  }
  if (fromEnd < offset) {
    const flipped: Order = { sort: order.sort, order: flip(order.order) };
    return (await rowsAt(db, table, selected, flipped, fromEnd, limit)).reverse();
  }
  return rowsAt(db, table, selected, order, offset, limit);
}

/**
 * How many rows the list has: the counter for an unfiltered list; for a filtered or searched
 * one, a count remembered while the table is unchanged, else counted (and remembered). A
 * search alone is counted in its search table, which holds one row per record.
 */
async function countOf(
  db: DbOrTrx,
  table: string,
  selected: Selection,
  options: ListOptions,
  counters: Counters | undefined,
  unfiltered: boolean,
): Promise<number> {
  if (unfiltered && counters) return counters.rows;
  const state = stateOf(db);
  const key = JSON.stringify([table, options.filter, options.q ?? null]);
  if (counters) {
    const cached = cachedCount(state, key, counters);
    if (cached !== undefined) return cached;
  }
  const search = selected.searchOnly;
  const counted = search
    ? (
        await sql<{ total: number }>`select count(*) as total from ${sql.table(search.table)}
          where ${sql.table(search.table)} match ${search.match}`.execute(db)
      ).rows[0]
    : await loose(db)
        .selectFrom(table)
        .where(selected.where)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirst();
  const total = Number(counted?.total ?? 0);
  if (counters) rememberCount(state, key, counters, total);
  return total;
}

/**
 * Whether a filtered SQLite list might be read faster by walking its sort column's index than
 * through its filter's. SQLite always takes the filter's index when the filter names an indexed
 * column, then sorts every row it matches: a fifth of a million courses for one category of a
 * million, sorted for a page of 25 (about 600 ms); a search the same through its matches. For
 * lists sorted by a field.
 */
const sortIndexMayServe = (db: DbOrTrx, options: ListOptions, selected: Selection): boolean =>
  stateOf(db).dialect === 'sqlite' &&
  options.sort !== 'id' &&
  !selected.byId &&
  // Filtered by its own sort column, the one index serves both.
  !Object.hasOwn(options.filter, options.sort);

/**
 * Walking the sort column's index visits about (offset + page) ÷ the share of rows the filter
 * keeps; the filter's index visits every row it keeps, then sorts them. The walk wins while
 * that is fewer rows: a common value (a category), not a rare one (a course's lessons).
 */
const walkSortIndex = (offset: number, perPage: number, matching: number, rows: number): boolean =>
  matching > 0 && (offset + perPage) * rows < matching * matching;

/** A page's rows and where they sit in the list. */
interface PageOf {
  rows: Row[];
  total: number;
  offset: number;
}

/**
 * The rows of one page and the list's total. See "Lists at scale" in server/README.md for what
 * keeps this flat from a thousand rows to millions.
 */
async function readPage(
  db: DbOrTrx,
  resource: ResourceDef,
  options: ListOptions,
  known?: Counters,
): Promise<PageOf> {
  const countersNow = async () => known ?? (await readCounters(db, resource.key));
  const table = resource.key;
  let selected = await selection(db, resource, options);
  const unfiltered = Object.keys(options.filter).length === 0 && !options.q;
  const order: Order = { sort: options.sort, order: options.order };
  const offset = options.offset ?? (options.page - 1) * options.perPage;

  let rows: Row[] | undefined;
  let total: number | undefined;
  let counters: Counters | undefined;
  if (unfiltered) {
    counters = await countersNow();
    total = counters?.rows;
  } else if (sortIndexMayServe(db, options, selected)) {
    counters = await countersNow();
    total = await countOf(db, table, selected, options, counters, false);
    // A page past the middle is read from the far end (`pageRows`): that is its offset.
    const skipped = Math.min(offset, Math.max(0, total - offset - options.perPage));
    if (counters && walkSortIndex(skipped, options.perPage, total, counters.rows))
      selected = await selection(db, resource, options, true);
  } else if (offset === 0) {
    // A first page that is not full is the whole list: no count needed (getOne, small filters).
    rows = await rowsAt(db, table, selected, order, 0, options.perPage);
    if (rows.length < options.perPage) total = rows.length;
  }
  if (total === undefined) {
    if (!unfiltered) counters = await countersNow();
    total = await countOf(db, table, selected, options, counters, unfiltered);
  }
  rows ??= await pageRows(db, table, selected, order, offset, options.perPage, total, counters, unfiltered);
  return { rows, total, offset };
}

/** The legacy answer's totals, for the page at `offset` holding `count` rows. */
const totalsOf = (options: ListOptions, { total, offset }: PageOf, count: number): Omit<Paged, 'data'> => ({
  current_page: options.page,
  last_page: Math.max(1, Math.ceil(total / options.perPage)),
  total,
  per_page: options.perPage,
  from: count > 0 ? offset + 1 : null,
  to: count > 0 ? offset + count : null,
});

/**
 * One page of records, with the totals the legacy clients read. `known`: the table's counters,
 * when the caller has just read them.
 */
export async function listRecords(
  db: DbOrTrx,
  resource: ResourceDef,
  options: ListOptions,
  known?: Counters,
): Promise<Paged> {
  const page = await readPage(db, resource, options, known);
  return {
    data: page.rows.map((row) => fromRow(resource, row)),
    ...totalsOf(options, page, page.rows.length),
  };
}
