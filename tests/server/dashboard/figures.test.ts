import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardEndpoint, type DashboardFigures } from '../../../src/contract/dashboardTypes';
import { ROLE_ADMIN } from '../../../src/resources/fields';
import { dashboardFigures } from '../../../server/dashboard/figures';
import { type Db, loose } from '../../../server/db/schema';
import { type Ids, makeRecord } from '../helpers/records';
import { type TestServer, startTestServer } from '../helpers/testServer';

/** An order of `pence`, in `status`, paid at `paidAt` (null: an order from before payments were dated). */
async function order(
  db: Db,
  ids: Ids,
  pence: number,
  status: string,
  paidAt: string | null,
  createdAt = paidAt ?? new Date().toISOString(),
): Promise<void> {
  const id = await makeRecord(db, 'orders', ids, { status });
  await loose(db)
    .updateTable('orders')
    .set({ total: pence, subtotal: pence, discount: 0, paid_at: paidAt, created_at: createdAt })
    .where('id', '=', id)
    .execute();
}

const setColumn = (db: Db, table: string, id: number, values: Record<string, unknown>) =>
  loose(db).updateTable(table).set(values).where('id', '=', id).execute();

describe('the dashboard figures, on a day of known rows', () => {
  let server: TestServer;
  let figures: DashboardFigures;
  // Mid-morning, UTC, on 15 March: today began at midnight, the month on the 1st.
  const now = new Date('2031-03-15T10:00:00.000Z');

  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server;
    const ids: Ids = {};
    await order(db, ids, 4000, 'paid', '2031-03-15T09:59:59.999Z');
    await order(db, ids, 1234, 'paid', '2031-03-15T00:00:00.000Z');
    await order(db, ids, 2500, 'paid', '2031-03-14T23:59:59.999Z');
    await order(db, ids, 1500, 'paid', null, '2031-03-02T08:00:00.000Z');
    await order(db, ids, 999, 'paid', '2031-02-28T23:59:59.999Z');
    await order(db, ids, 700, 'paid', '2031-02-13T12:00:00.000Z');
    await order(db, ids, 5000, 'refunded', '2031-03-15T08:00:00.000Z');
    await order(db, ids, 3000, 'pending', null, '2031-03-15T08:30:00.000Z');
    await order(db, ids, 2000, 'cancelled', null, '2031-03-15T08:45:00.000Z');

    const joinedInMarch = await server.createStudent('March Student');
    await setColumn(db, 'users', joinedInMarch.id, { created_at: '2031-03-01T00:00:00.000Z' });
    const joinedInFebruary = await server.createStudent('February Student');
    await setColumn(db, 'users', joinedInFebruary.id, { created_at: '2031-02-28T23:59:59.999Z' });
    const adminInMarch = await server.createStudent('March Admin');
    await setColumn(db, 'users', adminInMarch.id, {
      role_id: ROLE_ADMIN,
      created_at: '2031-03-05T12:00:00.000Z',
    });

    for (const enrolledAt of ['2031-03-10T12:00:00.000Z', '2031-02-20T12:00:00.000Z']) {
      const id = await makeRecord(db, 'enrolments', { ...ids, users: joinedInMarch.id, courses: undefined });
      await setColumn(db, 'enrolments', id, { enrolled_at: enrolledAt });
    }
    for (const status of ['pending', 'pending', 'approved', 'rejected']) {
      const id = await makeRecord(db, 'blog_comments', ids);
      await setColumn(db, 'blog_comments', id, { approve_status: status });
    }
    for (const status of ['pending', 'approved', 'rejected']) {
      const id = await makeRecord(db, 'reviews', ids);
      await setColumn(db, 'reviews', id, { status });
    }
    figures = await dashboardFigures(db, now);
  });

  afterAll(() => server.close());

  it("counts today's sales from the orders paid since midnight UTC, in pence", () => {
    expect(figures.sales_today_pence).toBe(4000 + 1234);
  });

  it("counts this month's sales from the orders paid since the 1st, an undated payment by its order's date", () => {
    expect(figures.sales_month_pence).toBe(4000 + 1234 + 2500 + 1500);
  });

  it('leaves out refunded, pending and cancelled orders', () => {
    // Were any of them counted, today's figure would be above the two paid orders'.
    expect(figures.sales_today_pence).toBe(5234);
  });

  it('counts the students who joined this month, not admins nor February joiners', () => {
    expect(figures.new_students_month).toBe(1);
  });

  it('counts the enrolments made this month', () => {
    expect(figures.enrolments_month).toBe(1);
  });

  it('counts the comments and the reviews waiting for approval', () => {
    expect(figures.pending_comments).toBe(2);
    expect(figures.pending_reviews).toBe(1);
  });

  it('gives the last 30 days of sales, oldest first, a day without sales as nothing', () => {
    const days = figures.sales_by_day;
    expect(days).toHaveLength(30);
    expect(days[0]!.day).toBe('2031-02-14');
    expect(days.at(-1)!.day).toBe('2031-03-15');
    expect(days.filter((d) => d.sales_pence > 0)).toEqual([
      { day: '2031-02-28', sales_pence: 999, orders: 1 },
      { day: '2031-03-02', sales_pence: 1500, orders: 1 },
      { day: '2031-03-14', sales_pence: 2500, orders: 1 },
      { day: '2031-03-15', sales_pence: 5234, orders: 2 },
    ]);
    expect(days.find((d) => d.day === '2031-03-01')).toEqual({
      day: '2031-03-01',
      sales_pence: 0,
      orders: 0,
    });
  });

  it('says when the figures were taken', () => {
    expect(figures.as_of).toBe(now.toISOString());
  });
});

describe('the dashboard call', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  it('answers an admin with the figures of now: an order paid a moment ago is in today and this month', async () => {
    const admin = await server.signInAsAdmin();
    await order(server.db, {}, 4599, 'paid', new Date().toISOString());
    const res = await admin.get(dashboardEndpoint.path);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: DashboardFigures }>();
    expect(data.sales_today_pence).toBe(4599);
    expect(data.sales_month_pence).toBe(4599);
    expect(data.sales_by_day.at(-1)).toEqual({
      day: new Date().toISOString().slice(0, 10),
      sales_pence: 4599,
      orders: 1,
    });
  });

  it('refuses a visitor and a student', async () => {
    expect((await server.client().get(dashboardEndpoint.path)).statusCode).toBe(401);
    const student = await server.signInAsStudent();
    expect((await student.get(dashboardEndpoint.path)).statusCode).toBe(403);
  });
});
