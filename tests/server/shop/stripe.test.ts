import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { loose } from '../../../server/db/schema';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';
import { add, enrolmentsOf, makeCoupon, makeShop, orderStatus } from './shopFixtures';
import { type FakeStripe, startFakeStripe } from './fakeStripe';

const SECRET_KEY = 'sk_test_fake_key_for_tests';
const WEBHOOK_SECRET = 'whsec_test_fake_secret_for_tests';

let fake: FakeStripe;
let server: TestServer;
let shop: Awaited<ReturnType<typeof makeShop>>;
let admin: TestClient;

beforeAll(async () => {
  fake = await startFakeStripe(SECRET_KEY);
  server = await startTestServer({
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      PUBLIC_URL: 'https://academy.example.com',
    },
  });
  shop = await makeShop(server.db);
  await makeCoupon(server.db, { code: 'TENOFF', amount: 10 });
  admin = await server.signInAsAdmin();
});

afterAll(async () => {
  await server.close();
  await fake.close();
});

/** A webhook as Stripe sends it: the event's JSON, signed with the endpoint's secret. */
function webhook(
  type: string,
  orderId: number,
  extra: Record<string, unknown> = {},
  eventId = `evt_${Math.random().toString(36).slice(2)}`,
) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_test_${orderId}`,
        object: 'checkout.session',
        metadata: { order_id: String(orderId) },
        payment_intent: `pi_${orderId}_paid`,
        payment_status: 'paid',
        ...extra,
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { payload, signature, eventId };
}

const deliver = (payload: string, signature: string) =>
  server.client().request('POST', '/api/payments/stripe/webhook', {
    body: payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });

async function placeOrder(coupon?: string) {
  const tab = await server.signInAsStudent();
  await add(tab, 'course', shop.paid);
  await add(tab, 'product', shop.product);
  if (coupon) await tab.post('/api/basket/coupon', { code: coupon });
  const res = await tab.post('/api/checkout', {});
  expect(res.statusCode).toBe(201);
  return { tab, orderId: res.json().data.id as number, redirect: res.json().redirect_url as string };
}

const historyCount = async (orderId: number) =>
  (await server.db.selectFrom('order_events').select('id').where('order_id', '=', orderId).execute()).length;

describe('Stripe Checkout', () => {
  it('opens a Checkout Session in GBP with the order lines, its discount and the order id', async () => {
    const { orderId, redirect } = await placeOrder('TENOFF');
    expect(redirect).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const coupon = fake.calls.find((c) => c.path === '/v1/coupons');
    expect(coupon?.form).toMatchObject({ amount_off: '420', currency: 'gbp', duration: 'once' });
    const session = fake.calls.findLast((c) => c.path === '/v1/checkout/sessions')!;
    expect(session.form).toMatchObject({
      mode: 'payment',
      currency: 'gbp',
      'metadata[order_id]': String(orderId),
      'line_items[0][price_data][unit_amount]': '3000',
      'line_items[0][price_data][product_data][name]': 'Calm Foundations',
      'line_items[1][price_data][unit_amount]': '1200',
      'discounts[0][coupon]': expect.stringMatching(/^co_/),
      success_url: `https://academy.example.com/dashboard/orders/${orderId}?paid=1`,
      cancel_url: 'https://academy.example.com/basket',
    });
  });

  it('fulfils a signed checkout.session.completed once, however often it is delivered', async () => {
    const { tab, orderId } = await placeOrder('TENOFF');
    const used = async () =>
      Number(
        (
          await loose(server.db)
            .selectFrom('coupons')
            .select('used_count')
            .where('code', '=', 'TENOFF')
            .executeTakeFirstOrThrow()
        ).used_count,
      );
    const usedBefore = await used();
    const event = webhook('checkout.session.completed', orderId);
    const first = await deliver(event.payload, event.signature);
    expect(first.statusCode).toBe(200);
    expect(await orderStatus(server.db, orderId)).toBe('paid');
    expect(await enrolmentsOf(server.db, tab.userId)).toEqual([{ course_id: shop.paid, order_id: orderId }]);
    expect(await used()).toBe(usedBefore + 1);
    const history = await historyCount(orderId);

    expect((await deliver(event.payload, event.signature)).json()).toMatchObject({ outcome: 'already' });
    const duplicate = webhook('checkout.session.completed', orderId);
    expect((await deliver(duplicate.payload, duplicate.signature)).statusCode).toBe(200);
    expect(await enrolmentsOf(server.db, tab.userId)).toHaveLength(1);
    expect(await used()).toBe(usedBefore + 1);
    expect(await historyCount(orderId)).toBe(history);
    const receipt = (await tab.get(`/api/my/orders/${orderId}`)).json().data;
    expect(receipt.payment_reference).toBe(`pi_${orderId}_paid`);
  });

  it('refuses a webhook whose signature does not match its body, changing nothing', async () => {
    const { orderId } = await placeOrder();
    const event = webhook('checkout.session.completed', orderId);
    const forged = event.payload.replace('"paid"', '"paid" ');
    const res = await deliver(forged, event.signature);
    expect([res.statusCode, res.json().message]).toEqual([400, 'The webhook signature is not valid.']);
    expect((await deliver(event.payload, 't=1,v1=abc')).statusCode).toBe(400);
    expect(await orderStatus(server.db, orderId)).toBe('pending');
  });

  it('marks an order failed on async_payment_failed and cancelled on expired', async () => {
    const failed = await placeOrder();
    const f = webhook('checkout.session.async_payment_failed', failed.orderId, { payment_status: 'unpaid' });
    expect((await deliver(f.payload, f.signature)).statusCode).toBe(200);
    expect(await orderStatus(server.db, failed.orderId)).toBe('failed');
    expect(await enrolmentsOf(server.db, failed.tab.userId)).toEqual([]);

    const expired = await placeOrder();
    const e = webhook('checkout.session.expired', expired.orderId, { payment_status: 'unpaid' });
    await deliver(e.payload, e.signature);
    expect(await orderStatus(server.db, expired.orderId)).toBe('cancelled');
    // The student can check out again.
    expect((await expired.tab.post('/api/checkout', {})).statusCode).toBe(201);
  });

  it('answers 502 and keeps the basket when Stripe cannot open a session', async () => {
    const tab = await server.signInAsStudent();
    await add(tab, 'course', shop.second);
    // The SDK tries twice (maxNetworkRetries: 1).
    fake.failNext(500, 2);
    const res = await tab.post('/api/checkout', {});
    expect(res.statusCode).toBe(502);
    expect((await tab.get('/api/basket')).json().data.count).toBe(1);
  });
});

describe("the console's order actions", () => {
  it('refunds through the Refunds API and revokes the enrolments the order granted', async () => {
    const { tab, orderId } = await placeOrder();
    const event = webhook('checkout.session.completed', orderId);
    await deliver(event.payload, event.signature);
    const res = await admin.post(`/api/admin/orders/${orderId}/refund`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`Order #${orderId} refunded. 1 enrolment revoked.`);
    const refund = fake.calls.findLast((c) => c.path === '/v1/refunds');
    expect(refund?.form).toMatchObject({ payment_intent: `pi_${orderId}_paid` });
    expect(await orderStatus(server.db, orderId)).toBe('refunded');
    expect(await enrolmentsOf(server.db, tab.userId)).toEqual([]);
    expect(res.json().data.history.map((h: { status: string }) => h.status)).toEqual([
      'pending',
      'paid',
      'refunded',
    ]);
    expect((await admin.post(`/api/admin/orders/${orderId}/refund`)).statusCode).toBe(409);
  });

  it('marks a pending order paid by bank transfer, with its reference', async () => {
    const { tab, orderId } = await placeOrder();
    const missing = await admin.post(`/api/admin/orders/${orderId}/mark-paid`, {});
    expect(missing.statusCode).toBe(422);
    const res = await admin.post(`/api/admin/orders/${orderId}/mark-paid`, { reference: 'BACS-2026-118' });
    expect(res.json().data).toMatchObject({
      status: 'paid',
      payment_reference: 'BACS-2026-118',
      provider: 'bank_transfer',
    });
    expect(await enrolmentsOf(server.db, tab.userId)).toEqual([{ course_id: shop.paid, order_id: orderId }]);
  });

  it('cancels a pending order only', async () => {
    const { orderId } = await placeOrder();
    const res = await admin.post(`/api/admin/orders/${orderId}/cancel`);
    expect([res.statusCode, res.json().data.status]).toEqual([200, 'cancelled']);
    const again = await admin.post(`/api/admin/orders/${orderId}/cancel`);
    expect([again.statusCode, again.json().message]).toEqual([409, 'Only a pending order can be cancelled.']);
  });

  it('are for admins only', async () => {
    const { tab, orderId } = await placeOrder();
    expect((await tab.post(`/api/admin/orders/${orderId}/cancel`)).statusCode).toBe(403);
    expect((await server.client().get(`/api/admin/orders/${orderId}`)).statusCode).toBe(401);
    expect(await orderStatus(server.db, orderId)).toBe('pending');
  });
});
