import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_CONSENT_NEEDED } from '../../../src/contract/cancellation';
import { loose } from '../../../server/db/schema';
import { type Ids, makeRecord } from '../helpers/records';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';
import { PAY_OK, add, checkoutAndPay, enrolmentsOf, orderStatus } from './shopFixtures';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Student = TestClient & { userId: number };

interface Course {
  id: number;
  slug: string;
  preview: number;
  lesson: number;
}

/** A published £30 course with a free preview lesson and a lesson for those enrolled. */
async function course(title = 'Calm Foundations'): Promise<Course> {
  const ids: Ids = {};
  const slug = `course-${Math.random().toString(36).slice(2, 10)}`;
  const id = await makeRecord(server.db, 'courses', ids, { title, slug, price: 30, sale_price: null });
  ids.courses = id;
  const topic = await makeRecord(server.db, 'topics', ids, { title: 'Week 1', sort_order: 1 });
  const lesson = (sortOrder: number, isPreview: number) =>
    makeRecord(server.db, 'lessons', ids, {
      course_id: id,
      topic_id: topic,
      sort_order: sortOrder,
      is_preview: isPreview,
      video_url: null,
      content_note: null,
    });
  return { id, slug, preview: await lesson(1, 1), lesson: await lesson(2, 0) };
}

/** A student who has bought and paid for the courses; answers them and the order. */
async function bought(...courses: Course[]): Promise<{ tab: Student; orderId: number }> {
  const tab = await server.signInAsStudent();
  for (const c of courses) await add(tab, 'course', c.id);
  const { orderId, pay } = await checkoutAndPay(tab, PAY_OK);
  expect(pay.statusCode).toBe(200);
  return { tab, orderId };
}

interface Receipt {
  status: string;
  access_consent_at: string | null;
  buyer_cancelled_at: string | null;
  cancellation: { allowed: boolean; reason: string | null; until: string | null };
}

const receiptOf = async (tab: TestClient, orderId: number) =>
  (await tab.get(`/api/my/orders/${orderId}`)).json<{ data: Receipt }>().data;

const cancel = (tab: TestClient, orderId: number) => tab.post(`/api/my/orders/${orderId}/cancel`, {});

const refundsOf = (orderId: number) =>
  loose(server.db).selectFrom('order_refunds').selectAll().where('order_id', '=', orderId).execute();

describe('consent to immediate access at checkout', () => {
  it('is required for digital content: a checkout without it is refused naming the field, and no order is made', async () => {
    const c = await course();
    const tab = await server.signInAsStudent();
    await add(tab, 'course', c.id);
    for (const body of [{}, { access_consent: false }, { access_consent: 'yes' }]) {
      const refused = await tab.post('/api/checkout', body);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        message: ACCESS_CONSENT_NEEDED,
        errors: { access_consent: [ACCESS_CONSENT_NEEDED] },
      });
    }
    const orders = await loose(server.db)
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', tab.userId)
      .execute();
    expect(orders).toEqual([]);
  });

  it('is recorded on the order with the server’s time, and shown on the console’s order page', async () => {
    const c = await course();
    const before = new Date().toISOString();
    const { tab, orderId } = await bought(c);
    const after = new Date().toISOString();
    const receipt = await receiptOf(tab, orderId);
    expect(receipt.access_consent_at! >= before && receipt.access_consent_at! <= after).toBe(true);
    const admin = await server.signInAsAdmin();
    const details = (await admin.get(`/api/admin/orders/${orderId}`)).json<{ data: Receipt }>().data;
    expect(details.access_consent_at).toBe(receipt.access_consent_at);
  });

  it('is not asked for a basket of posted goods alone', async () => {
    const ids: Ids = {};
    const product = await makeRecord(server.db, 'products', ids, {
      title: 'Printed journal',
      regular_price: 12,
      posted: 1,
    });
    await makeRecord(
      server.db,
      'delivery_options',
      {},
      { title: 'Royal Mail', price: 3, delivery_time: '2 days', active: 1 },
    );
    const tab = await server.signInAsStudent();
    await add(tab, 'product', product);
    const basket = (await tab.get('/api/basket')).json<{ data: { digital_content: boolean } }>().data;
    expect(basket.digital_content).toBe(false);
    const placed = await tab.post('/api/checkout', {
      delivery_address: { name: 'Ada Student', line1: '1 High Street', town: 'York', postcode: 'YO1 7HH' },
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.access_consent_at ?? null).toBeNull();
  });
});

describe('cancelling within 14 days, before starting', () => {
  it('refunds the whole order at once and takes the course back; a repeat refunds nothing more', async () => {
    const c = await course();
    const { tab, orderId } = await bought(c);
    const receipt = await receiptOf(tab, orderId);
    expect(receipt.cancellation.allowed).toBe(true);
    const paidAt = (
      await loose(server.db)
        .selectFrom('orders')
        .select('paid_at')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).paid_at;
    expect(receipt.cancellation.until).toBe(
      new Date(new Date(String(paidAt)).getTime() + 14 * 86_400_000).toISOString(),
    );

    const done = await cancel(tab, orderId);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'refunded', cancellation: { allowed: false } });
    expect(done.json().data.cancellation.reason).toMatch(/^You cancelled this order on /);
    expect(await enrolmentsOf(server.db, tab.userId)).toEqual([]);
    const refunds = await refundsOf(orderId);
    expect(refunds.map((r) => [Number(r.amount), r.reason])).toEqual([
      [3000, 'Cancelled by the buyer within 14 days, before starting.'],
    ]);

    const again = await cancel(tab, orderId);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('refunded');
    expect(await refundsOf(orderId)).toHaveLength(1);
  });

  it('refunds once when the button is pressed ten times at once', async () => {
    const c = await course();
    const { tab, orderId } = await bought(c);
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(tab, orderId)));
    const codes = answers.map((a) => a.statusCode);
    expect(
      codes.every((code) => code === 200 || code === 409),
      codes.join(),
    ).toBe(true);
    expect(codes).toContain(200);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().message).toBe('This order is being cancelled: its refund is under way.');
    expect(await refundsOf(orderId)).toHaveLength(1);
    expect(await orderStatus(server.db, orderId)).toBe('refunded');
    const order = await loose(server.db)
      .selectFrom('orders')
      .select('refunded')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(Number(order.refunded)).toBe(3000);
  });

  it('is not offered, and is refused with the reason, once a lesson has been opened', async () => {
    const c = await course('Sleep Well');
    const { tab, orderId } = await bought(c);
    // A free preview is open to anyone: opening it starts nothing.
    expect((await tab.get(`/api/learn/${c.slug}/lessons/${c.preview}`)).statusCode).toBe(200);
    expect((await receiptOf(tab, orderId)).cancellation.allowed).toBe(true);
    expect((await tab.get(`/api/learn/${c.slug}/lessons/${c.lesson}`)).statusCode).toBe(200);
    const reason = 'You have started Sleep Well, so the right to cancel this order has ended.';
    expect((await receiptOf(tab, orderId)).cancellation).toMatchObject({ allowed: false, reason });
    const refused = await cancel(tab, orderId);
    expect([refused.statusCode, refused.json().message]).toEqual([409, reason]);
    expect(await orderStatus(server.db, orderId)).toBe('paid');
    expect(await refundsOf(orderId)).toEqual([]);
  });

  it('is refused once a lesson is completed in any course of a bundle', async () => {
    const [first, second] = [await course('Noticing'), await course('Responding')];
    const ids: Ids = {};
    const bundle = await makeRecord(server.db, 'bundles', ids, {
      title: 'Both',
      price: 50,
      sale_price: null,
    });
    await makeRecord(
      server.db,
      'bundle_items',
      { ...ids, bundles: bundle, courses: first.id },
      { sort_order: 1 },
    );
    await makeRecord(
      server.db,
      'bundle_items',
      { ...ids, bundles: bundle, courses: second.id },
      { sort_order: 2 },
    );
    const tab = await server.signInAsStudent();
    await add(tab, 'bundle', bundle);
    const { orderId } = await checkoutAndPay(tab, PAY_OK);
    expect((await receiptOf(tab, orderId)).cancellation.allowed).toBe(true);
    expect((await tab.post(`/api/learn/${second.slug}/lessons/${second.lesson}/complete`)).statusCode).toBe(
      200,
    );
    const refused = await cancel(tab, orderId);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'You have started Responding, so the right to cancel this order has ended.',
    ]);
  });

  it('is refused after 14 days, naming the day it ended', async () => {
    const c = await course();
    const { tab, orderId } = await bought(c);
    const paid = new Date(Date.UTC(2026, 0, 1, 12));
    await loose(server.db)
      .updateTable('orders')
      .set({ paid_at: paid.toISOString() })
      .where('id', '=', orderId)
      .execute();
    const refused = await cancel(tab, orderId);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'The 14 days to cancel this order ended on 15 January 2026.',
    ]);
    expect((await receiptOf(tab, orderId)).cancellation.allowed).toBe(false);
  });

  it('is only for the buyer, and only for a paid order', async () => {
    const c = await course();
    const { orderId } = await bought(c);
    const other = await server.signInAsStudent();
    expect((await cancel(other, orderId)).statusCode).toBe(404);
    expect((await other.post('/api/my/orders/abc/cancel', {})).statusCode).toBe(404);
    expect((await server.client().post(`/api/my/orders/${orderId}/cancel`, {})).statusCode).toBe(401);
    await add(other, 'course', (await course()).id);
    const pending = (await other.post('/api/checkout', { access_consent: true })).json().data.id as number;
    const refused = await cancel(other, pending);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'Only a paid order can be cancelled.',
    ]);
  });
});
