import { type Expression, type SqlBool, sql } from 'kysely';
import { ROLE_STUDENT } from '../../src/resources/fields';
import { type DashboardFigures, SALES_CHART_DAYS, type SalesDay } from '../../src/contract/dashboardTypes';
import { type Db, loose } from '../db/schema';

const DAY_MS = 86_400_000;

/** Midnight UTC of `now`'s day, and of the first day of its month. */
function boundaries(now: Date) {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const chartStart = new Date(today.getTime() - (SALES_CHART_DAYS - 1) * DAY_MS);
  return { today, month, chartStart };
}

/**
 * When an order's money came in: its payment, or its creation for an order paid before payments
 * were dated. Timestamps are ISO 8601 UTC text in both databases (server/db/schema.ts), so a
 * day is the text's first ten characters and a range is a comparison of text.
 */
const paidAt = sql<string>`coalesce(paid_at, created_at)`;

/** The paid orders, partly refunded ones included, whose money came in since `from`. */
function paidOrders(db: Db, from: Date) {
  return loose(db)
    .selectFrom('orders')
    .where('status', 'in', ['paid', 'partially_refunded'])
    .where(paidAt, '>=', from.toISOString());
}

/** What the shop kept of an order: its total less what has been refunded. */
const kept = sql<number>`total - coalesce(refunded, 0)`;

const countOf = (row: { n: unknown } | undefined): number => Number(row?.n ?? 0);

/**
 * The console's home: sales today and this month from paid orders (integer pence), students
 * who joined and enrolments made this month, what waits for approval, and the sales of each of
 * the last SALES_CHART_DAYS days. Days and months are UTC's.
 */
export async function dashboardFigures(db: Db, now: Date = new Date()): Promise<DashboardFigures> {
  const { today, month, chartStart } = boundaries(now);
  const sumSince = async (from: Date) =>
    Number(
      (
        await paidOrders(db, from)
          .select(sql<number>`coalesce(sum(${kept}), 0)`.as('pence'))
          .executeTakeFirst()
      )?.pence ?? 0,
    );
  const countWhere = async (table: string, where: Expression<SqlBool>) =>
    countOf(
      await loose(db)
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where(where)
        .executeTakeFirst(),
    );

  const day = sql<string>`substr(${paidAt}, 1, 10)`;
  const [salesToday, salesMonth, newStudents, enrolments, comments, reviews, byDay] = await Promise.all([
    sumSince(today),
    sumSince(month),
    countOf(
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('role_id', '=', ROLE_STUDENT)
        .where('created_at', '>=', month.toISOString())
        .executeTakeFirst(),
    ),
    countWhere('enrolments', sql<SqlBool>`enrolled_at >= ${month.toISOString()}`),
    countWhere('blog_comments', sql<SqlBool>`approve_status = 'pending'`),
    countWhere('reviews', sql<SqlBool>`status = 'pending'`),
    paidOrders(db, chartStart)
      .select([day.as('day'), sql<number>`sum(${kept})`.as('pence'), sql<number>`count(*)`.as('orders')])
      .groupBy(day)
      .execute(),
  ]);

  const found = new Map(byDay.map((row) => [String(row.day), row]));
  const salesByDay: SalesDay[] = Array.from({ length: SALES_CHART_DAYS }, (_, i) => {
    const key = new Date(chartStart.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    const row = found.get(key);
    return { day: key, sales_pence: Number(row?.pence ?? 0), orders: Number(row?.orders ?? 0) };
  });

  return {
    as_of: now.toISOString(),
    sales_today_pence: salesToday,
    sales_month_pence: salesMonth,
    new_students_month: newStudents,
    enrolments_month: enrolments,
    pending_comments: comments,
    pending_reviews: reviews,
    sales_by_day: salesByDay,
  };
}
