import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { CatalogueCourse, CataloguePage } from '../../src/contract/catalogueTypes';
import type { DbOrTrx } from '../db/schema';
import { ftsCondition, ftsMatch, searchTableFor, searchableByIndex } from '../records/searchIndex';
import { cachedCount, readCounters, rememberCount, stateOf } from '../records/tableStatistics';
import type { CatalogueQuery, CatalogueSort } from './params';
import { type CatalogueDb, type CourseRow, PUBLISHED, catalogueDb, pounds } from './tables';

type CourseEb = ExpressionBuilder<{ courses: CourseRow }, 'courses'>;

/**
 * What a buyer pays, written exactly as in the index `courses_catalogue_price_idx` (migration
 * 0045), so the price filter and sort read that index.
 */
const paidPrice = sql<number>`(case when ${sql.ref('courses.sale_price')} is not null and ${sql.ref('courses.sale_price')} < ${sql.ref('courses.price')} then ${sql.ref('courses.sale_price')} else ${sql.ref('courses.price')} end)`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A category and every category under it, so a parent category lists its children's courses. */
async function categoryAndDescendants(db: CatalogueDb, id: number): Promise<number[]> {
  const rows = await db.selectFrom('course_categories').select(['id', 'course_category_id']).execute();
  const found = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows)
      if (
        row.course_category_id !== null &&
        found.has(Number(row.course_category_id)) &&
        !found.has(Number(row.id))
      ) {
        found.add(Number(row.id));
        grew = true;
      }
  }
  return [...found];
}

interface Plan {
  /** Categories a course may be in (the chosen one and those under it). */
  categories?: number[];
  /** SQLite: the FTS5 table that finds the search words (else a LIKE scan). */
  searchTable?: string;
  /**
   * SQLite: compare level and category with a unary `+`, so the planner reads the catalogue's
   * index in the page's order (it carries both) rather than the column's own index and a sort.
   */
  sqlite: boolean;
}

function conditions(query: CatalogueQuery, plan: Plan) {
  const column = (name: 'course_level_id' | 'course_category_id') =>
    plan.sqlite ? sql<number>`+${sql.ref(`courses.${name}`)}` : sql.ref<number>(`courses.${name}`);
  return (eb: CourseEb): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [eb('courses.status', '=', PUBLISHED)];
    if (plan.categories) parts.push(eb(column('course_category_id'), 'in', plan.categories));
    if (query.level) parts.push(eb(column('course_level_id'), '=', query.level));
    // tag_ids is JSON text without spaces ("[3,12]"): bracketed by commas, a tag is ",3,".
    if (query.tag)
      parts.push(
        sql<SqlBool>`replace(replace(${sql.ref('courses.tag_ids')}, '[', ','), ']', ',') like ${`%,${query.tag},%`}`,
      );
    if (query.price === 'free') parts.push(sql<SqlBool>`${paidPrice} = 0`);
    if (query.price === 'paid') parts.push(sql<SqlBool>`${paidPrice} > 0`);
    if (query.q && plan.searchTable) parts.push(ftsCondition(plan.searchTable, ftsMatch(SEARCHED, query.q)));
    else if (query.q) {
      const pattern = `%${escapeLike(query.q.toLowerCase())}%`;
      parts.push(
        eb.or(
          SEARCHED.map(
            (name) => sql<SqlBool>`lower(${sql.ref(`courses.${name}`)}) like ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    return eb.and(parts);
  };
}

/** What the search box looks in. */
const SEARCHED = ['title', 'short_description'] as const;

/**
 * How many courses the filters keep: counted once per filter while no course changes (the
 * table's change counter, migration 0003), as the admin lists' counts are.
 */
async function countOf(db: DbOrTrx, query: CatalogueQuery, plan: Plan, where: ReturnType<typeof conditions>) {
  const counters = await readCounters(db, 'courses');
  const { categories } = plan;
  const key = `catalogue:${JSON.stringify([categories, query.level, query.tag, query.price, query.q])}`;
  const known = counters ? cachedCount(stateOf(db), key, counters) : undefined;
  if (known !== undefined) return known;
  const { total } = await catalogueDb(db)
    .selectFrom('courses')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(where)
    .executeTakeFirstOrThrow();
  if (counters) rememberCount(stateOf(db), key, counters, Number(total));
  return Number(total);
}

interface Rating {
  average: number | null;
  count: number;
}

/** Approved reviews' average and count for each of the given courses. */
export async function ratingsOf(db: DbOrTrx, courseIds: readonly number[]): Promise<Map<number, Rating>> {
  const ratings = new Map<number, Rating>();
  if (courseIds.length === 0) return ratings;
  const rows = await catalogueDb(db)
    .selectFrom('reviews')
    .select((eb) => [
      'course_id',
      eb.fn.avg<number>('rating').as('average'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('course_id', 'in', courseIds)
    .where('status', '=', 'approved')
    .groupBy('course_id')
    .execute();
  for (const row of rows)
    ratings.set(Number(row.course_id), {
      average: Math.round(Number(row.average) * 10) / 10,
      count: Number(row.count),
    });
  return ratings;
}

/** The names a card shows beside each course: category, level and instructor. */
function withNames(db: CatalogueDb) {
  return db
    .selectFrom('courses')
    .leftJoin('course_categories', 'course_categories.id', 'courses.course_category_id')
    .leftJoin('course_levels', 'course_levels.id', 'courses.course_level_id')
    .leftJoin('instructors', 'instructors.id', 'courses.instructor_id')
    .select([
      'courses.id',
      'courses.title',
      'courses.slug',
      'courses.short_description',
      'courses.thumbnail',
      'courses.duration_hours',
      'courses.price',
      'courses.sale_price',
      'course_categories.name as category_name',
      'course_levels.title as level_title',
      'instructors.name as instructor_name',
    ]);
}

type NamedRow = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];

/** Catalogue cards of the given course rows, with their ratings, in the rows' order. */
export async function cardsOf(db: DbOrTrx, rows: readonly NamedRow[]): Promise<CatalogueCourse[]> {
  const ratings = await ratingsOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => {
    const rating = ratings.get(Number(row.id));
    return {
      id: Number(row.id),
      title: row.title,
      slug: row.slug,
      short_description: row.short_description,
      thumbnail: row.thumbnail,
      duration_hours: row.duration_hours === null ? null : Number(row.duration_hours),
      price: pounds(row.price) ?? 0,
      sale_price: pounds(row.sale_price),
      category_name: row.category_name ?? null,
      level_title: row.level_title ?? null,
      instructor_name: row.instructor_name ?? null,
      rating_average: rating?.average ?? null,
      rating_count: rating?.count ?? 0,
    };
  });
}

/** Published courses, named, rated and in catalogue order, by id. */
export async function courseCardsById(db: DbOrTrx, ids: readonly number[]): Promise<CatalogueCourse[]> {
  if (ids.length === 0) return [];
  const rows = await withNames(catalogueDb(db))
    .where('courses.id', 'in', ids)
    .where('courses.status', '=', PUBLISHED)
    .execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return cardsOf(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

/** Each course's approved reviews: average and count. */
const ratedCourses = (cdb: CatalogueDb) =>
  cdb
    .selectFrom('reviews')
    .select((eb) => [
      'course_id',
      eb.fn.avg<number>('rating').as('average'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('status', '=', 'approved')
    .groupBy('course_id')
    .as('rated');

type IdQuery = ReturnType<typeof idsOfCourses>;
const idsOfCourses = (cdb: CatalogueDb) => cdb.selectFrom('courses').select('courses.id');

/**
 * A page by rating: rated courses by average, then count, best first; the unrated after them,
 * newest id first. Read in two parts, so only the rated courses are ever sorted by their
 * rating (the unrated, often most of the catalogue, are read in id order from an index).
 */
async function byRating(cdb: CatalogueDb, base: IdQuery, offset: number, limit: number) {
  const rated = await base
    .innerJoin(ratedCourses(cdb), 'rated.course_id', 'courses.id')
    .orderBy('rated.average', 'desc')
    .orderBy('rated.count', 'desc')
    .orderBy('courses.id', 'desc')
    .limit(offset + limit)
    .execute();
  const page = rated.slice(offset);
  if (page.length === limit) return page;
  const unrated = await base
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reviews')
            .select('reviews.id')
            .whereRef('reviews.course_id', '=', 'courses.id')
            .where('reviews.status', '=', 'approved'),
        ),
      ),
    )
    .orderBy('courses.id', 'desc')
    .limit(limit - page.length)
    .offset(Math.max(0, offset - rated.length))
    .execute();
  return [...page, ...unrated];
}

/**
 * One page of the public catalogue: published courses only, searched, filtered and sorted as
 * asked. The page's ids are found first on the courses table alone (its indexes, migration
 * 0045), then named and rated: the joins and the review counts touch only that page's rows,
 * except when sorting by rating, which has to rate every course the filters keep.
 */
export async function listCatalogueCourses(db: DbOrTrx, query: CatalogueQuery): Promise<CataloguePage> {
  const cdb = catalogueDb(db);
  const sqlite = stateOf(db).dialect === 'sqlite';
  const plan: Plan = {
    categories: query.category ? await categoryAndDescendants(cdb, query.category) : undefined,
    searchTable:
      sqlite && query.q && searchableByIndex(query.q)
        ? await searchTableFor(db, 'courses', SEARCHED)
        : undefined,
    sqlite,
  };
  const where = conditions(query, plan);
  const offset = (query.page - 1) * query.perPage;
  const counted = countOf(db, query, plan, where);

  const base = idsOfCourses(cdb).where(where);
  const simple: Partial<Record<CatalogueSort, [Expression<unknown>, 'asc' | 'desc']>> = {
    newest: [sql.ref('courses.created_at'), 'desc'],
    'price-asc': [paidPrice, 'asc'],
    'price-desc': [paidPrice, 'desc'],
    title: [sql.ref('courses.title'), 'asc'],
  };
  const by = simple[query.sort];
  const ids = by
    ? base.orderBy(by[0], by[1]).orderBy('courses.id', by[1]).limit(query.perPage).offset(offset).execute()
    : byRating(cdb, base, offset, query.perPage);

  const [count, page] = await Promise.all([counted, ids]);
  const data = await courseCardsById(
    db,
    page.map((row) => Number(row.id)),
  );
  return {
    data,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(count / query.perPage)),
    total: count,
    per_page: query.perPage,
    from: data.length > 0 ? offset + 1 : null,
    to: data.length > 0 ? offset + data.length : null,
  };
}
