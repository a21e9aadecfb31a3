import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import Stripe from 'stripe';
import { dashboardEndpoint } from '../../../src/contract/dashboardTypes';
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

/** A signed event as Stripe sends it, its object given in full. */
function signed(
  type: string,
  object: Record<string, unknown>,
  eventId = `evt_${randomBytes(8).toString('hex')}`,
) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { payload, signature, eventId };
}

const sessionOf = async (orderId: number) =>
  String(
    (
      await loose(server.db)
        .selectFrom('orders')
        .select('provider_session_id')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).provider_session_id,
  );

/**
 * A webhook for the order's own Checkout Session as the fake holds it: paid on its page for a
 * `completed` event (unless `extra` says otherwise), as it stands for the others.
 */
async function webhook(type: string, orderId: number, extra: Record<string, unknown> = {}, eventId?: string) {
  const sessionId = await sessionOf(orderId);
  const session = type === 'checkout.session.completed' ? fake.pay(sessionId) : fake.sessions.get(sessionId)!;
  return signed(type, { ...session, ...extra }, eventId);
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
  const res = await tab.post('/api/checkout', { access_consent: true });
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
    const event = await webhook('checkout.session.completed', orderId);
    const first = await deliver(event.payload, event.signature);
    expect(first.statusCode).toBe(200);
    expect(await orderStatus(server.db, orderId)).toBe('paid');
    expect(await enrolmentsOf(server.db, tab.userId)).toEqual([{ course_id: shop.paid, order_id: orderId }]);
    expect(await used()).toBe(usedBefore + 1);
    const history = await historyCount(orderId);

    expect((await deliver(event.payload, event.signature)).json()).toMatchObject({ outcome: 'already' });
    // The same payment told again under another event id.
    const duplicate = signed('checkout.session.completed', {
      ...fake.sessions.get(await sessionOf(orderId)),
    });
    expect((await deliver(duplicate.payload, duplicate.signature)).statusCode).toBe(200);
    expect(await enrolmentsOf(server.db, tab.userId)).toHaveLength(1);
    expect(await used()).toBe(usedBefore + 1);
    expect(await historyCount(orderId)).toBe(history);
    const receipt = (await tab.get(`/api/my/orders/${orderId}`)).json().data;
    expect(receipt.payment_reference).toBe(fake.sessions.get(await sessionOf(orderId))?.payment_intent);
  });

  it('refuses a webhook whose signature does not match its body, changing nothing', async () => {
    const { orderId } = await placeOrder();
    const event = await webhook('checkout.session.completed', orderId);
    const forged = event.payload.replace('"paid"', '"paid" ');
    const res = await deliver(forged, event.signature);
    expect([res.statusCode, res.json().message]).toEqual([400, 'The webhook signature is not valid.']);
    expect((await deliver(event.payload, 't=1,v1=abc')).statusCode).toBe(400);
    expect(await orderStatus(server.db, orderId)).toBe('pending');
  });

  it('marks an order failed on async_payment_failed and cancelled on expired', async () => {
    const failed = await placeOrder();
    const f = await webhook('checkout.session.async_payment_failed', failed.orderId, {
      payment_status: 'unpaid',
    });
    expect((await deliver(f.payload, f.signature)).statusCode).toBe(200);
    expect(await orderStatus(server.db, failed.orderId)).toBe('failed');
    expect(await enrolmentsOf(server.db, failed.tab.userId)).toEqual([]);

    const expired = await placeOrder();
    const e = await webhook('checkout.session.expired', expired.orderId, { payment_status: 'unpaid' });
    await deliver(e.payload, e.signature);
    expect(await orderStatus(server.db, expired.orderId)).toBe('cancelled');
    // The student can check out again.
    expect((await expired.tab.post('/api/checkout', { access_consent: true })).statusCode).toBe(201);
  });

  it('answers 502 and keeps the basket when Stripe cannot open a session', async () => {
    const tab = await server.signInAsStudent();
    await add(tab, 'course', shop.second);
    // The SDK tries twice (maxNetworkRetries: 1).
    fake.failNext(500, 2);
    const res = await tab.post('/api/checkout', { access_consent: true });
    expect(res.statusCode).toBe(502);
    expect((await tab.get('/api/basket')).json().data.count).toBe(1);
  });
});

const notesOf = async (orderId: number) =>
  (
    await server.db
      .selectFrom('order_events')
      .select('note')
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute()
  ).map((row) => String(row.note));

const longToday = () =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date());

const outboxMails = async () => {
  const outbox = path.join(server.dataDir, 'outbox');
  const raw = await Promise.all(
    (await readdir(outbox)).map((name) => readFile(path.join(outbox, name), 'utf8')),
  );
  // Quoted-printable's soft line breaks joined up.
  return raw.map((mail) => mail.replace(/=\n/g, ''));
};

describe('a webhook is checked against the order it would pay', () => {
  it("refuses a payment for less than the order's total: 200, nothing paid, the history says why", async () => {
    const { tab, orderId } = await placeOrder();
    const event = await webhook('checkout.session.completed', orderId, { amount_total: 1 });
    const res = await deliver(event.payload, event.signature);
    expect([res.statusCode, res.json().outcome]).toEqual([200, 'mismatch']);
    expect(await orderStatus(server.db, orderId)).toBe('pending');
    expect(await enrolmentsOf(server.db, tab.userId)).toEqual([]);
    expect((await notesOf(orderId)).at(-1)).toMatch(
      /was not accepted: the amount paid \(1 minor units\) is not the order's total \(4200 pence\)\. Nothing changed\.$/,
    );
    // Delivered again, it is written once.
    await deliver(event.payload, event.signature);
    expect((await notesOf(orderId)).filter((n) => n.includes(event.eventId))).toHaveLength(1);
  });

  it('refuses an event from another payment page that only names the order, in dollars', async () => {
    const { tab, orderId } = await placeOrder();
    const event = signed('checkout.session.completed', {
      id: 'cs_live_payment_link_of_someone_else',
      object: 'checkout.session',
      client_reference_id: String(orderId),
      amount_total: 100,
      currency: 'usd',
      payment_status: 'paid',
      payment_intent: 'pi_elsewhere',
    });
    const res = await deliver(event.payload, event.signature);
    expect([res.statusCode, res.json().outcome]).toEqual([200, 'mismatch']);
    expect(await orderStatus(server.db, orderId)).toBe('pending');
    expect(await enrolmentsOf(server.db, tab.userId)).toEqual([]);
    expect((await notesOf(orderId)).at(-1)).toMatch(
      /came from payment page cs_live_payment_link_of_someone_else/,
    );
  });

  it("refuses the order's own page in another currency or not yet paid", async () => {
    const usd = await placeOrder();
    const inDollars = await webhook('checkout.session.completed', usd.orderId, { currency: 'usd' });
    expect((await deliver(inDollars.payload, inDollars.signature)).json().outcome).toBe('mismatch');
    expect((await notesOf(usd.orderId)).at(-1)).toMatch(/the currency is usd, not gbp/);
    const later = await placeOrder();
    const unpaid = await webhook('checkout.session.async_payment_succeeded', later.orderId, {
      payment_status: 'no_payment_required',
    });
    expect((await deliver(unpaid.payload, unpaid.signature)).json().outcome).toBe('mismatch');
    expect(await orderStatus(server.db, usd.orderId)).toBe('pending');
    expect(await orderStatus(server.db, later.orderId)).toBe('pending');
  });

  it('acknowledges events for orders that do not exist or were deleted, changing nothing', async () => {
    for (const type of [
      'checkout.session.completed',
      'checkout.session.async_payment_failed',
      'checkout.session.expired',
    ]) {
      const event = signed(type, {
        id: 'cs_test_unknown',
        object: 'checkout.session',
        metadata: { order_id: '987654' },
        amount_total: 4200,
        currency: 'gbp',
        payment_status: 'paid',
      });
      const res = await deliver(event.payload, event.signature);
      expect([type, res.statusCode, res.json().outcome]).toEqual([type, 200, 'ignored']);
    }
    const { orderId } = await placeOrder();
    const event = await webhook('checkout.session.completed', orderId);
    await loose(server.db).deleteFrom('orders').where('id', '=', orderId).execute();
    expect((await deliver(event.payload, event.signature)).statusCode).toBe(200);
  });

  it('acknowledges a signed event of an odd shape without a 5xx', async () => {
    const odd = [
      { id: 'evt_odd_1', type: 'checkout.session.completed', data: { object: null } },
      { id: 'evt_odd_2', type: 'checkout.session.completed', data: { object: { id: 7, metadata: 'x' } } },
      { id: 'evt_odd_3', type: 'checkout.session.expired', data: {} },
      {
        id: 'evt_odd_4',
        type: 'checkout.session.completed',
        data: { object: { id: 'cs_x', amount_total: 'lots' } },
      },
      ['not', 'an', 'event'],
    ];
    for (const body of odd) {
      const payload = JSON.stringify(body);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const res = await deliver(payload, signature);
      expect([JSON.stringify(body), res.statusCode < 500 && [200, 400].includes(res.statusCode)]).toEqual([
        JSON.stringify(body),
        true,
      ]);
    }
  });
});

describe('a payment page of an order that can no longer be paid', () => {
  it('is closed at Stripe when a change to the basket cancels its order', async () => {
    const tab = await server.signInAsStudent();
    await add(tab, 'course', shop.second);
    const first = (await tab.post('/api/checkout', { access_consent: true })).json().data.id as number;
    const session = await sessionOf(first);
    expect(fake.sessions.get(session)?.status).toBe('open');
    await add(tab, 'course', shop.paid);
    expect(await orderStatus(server.db, first)).toBe('cancelled');
    expect(fake.calls.some((c) => c.path === `/v1/checkout/sessions/${session}/expire`)).toBe(true);
    expect(fake.sessions.get(session)?.status).toBe('expired');
    expect((await notesOf(first)).at(-1)).toBe(
      'The payment page at Stripe was closed: it can no longer take payment.',
    );
  });

  it('is closed when an admin cancels the order', async () => {
    const { orderId } = await placeOrder();
    await admin.post(`/api/admin/orders/${orderId}/cancel`);
    expect(fake.sessions.get(await sessionOf(orderId))?.status).toBe('expired');
  });

  it('gives back at once a payment that still arrives for a cancelled order, and mails the student', async () => {
    const tab = await server.signInAsStudent();
    await add(tab, 'course', shop.second);
    const first = (await tab.post('/api/checkout', { access_consent: true })).json().data.id as number;
    // Paid on Stripe's page at the very moment the basket changes.
    const paid = await webhook('checkout.session.completed', first);
    await add(tab, 'course', shop.paid);
    expect(await orderStatus(server.db, first)).toBe('cancelled');
    expect((await notesOf(first)).at(-1)).toMatch(/had taken payment before it could be closed/);

    const res = await deliver(paid.payload, paid.signature);
    expect([res.statusCode, res.json().outcome]).toEqual([200, 'refunded']);
    const intent = fake.sessions.get(await sessionOf(first))!.payment_intent!;
    expect(fake.refundedOf(intent)).toBe(2500);
    expect(await orderStatus(server.db, first)).toBe('cancelled');
    expect(await enrolmentsOf(server.db, tab.userId)).toEqual([]);
    expect((await notesOf(first)).at(-1)).toMatch(
      /^A payment of £25\.00 \(pi_\w+\) arrived, but the order was cancelled: refunded at once \(re_\w+\)\.$/,
    );
    const receipt = (await tab.get(`/api/my/orders/${first}`)).json().data;
    expect(receipt.refunds).toMatchObject([{ amount_pence: 2500 }]);
    // The outbox holds each mail as sent: quoted-printable, where £ is =C2=A3.
    expect(
      (await outboxMails()).some((m) =>
        m.includes(`We have refunded =C2=A325.00 of your order #${first} on ${longToday()}.`),
      ),
    ).toBe(true);

    // Told again, it is not refunded twice.
    expect((await deliver(paid.payload, paid.signature)).json().outcome).toBe('already');
    expect(fake.refundedOf(intent)).toBe(2500);
  });
});

describe("the console's order actions", () => {
  it('refunds the whole order through the Refunds API with a reason, revoking the enrolments it granted', async () => {
    const { tab, orderId } = await placeOrder();
    const event = await webhook('checkout.session.completed', orderId);
    await deliver(event.payload, event.signature);
    const intent = fake.sessions.get(await sessionOf(orderId))!.payment_intent!;
    const noReason = await admin.post(`/api/admin/orders/${orderId}/refund`, {});
    expect([noReason.statusCode, noReason.json().errors]).toEqual([
      422,
      { reason: ['Give the reason for this refund.'] },
    ]);
    const res = await admin.post(`/api/admin/orders/${orderId}/refund`, { reason: 'Bought by mistake' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`Order #${orderId} refunded. 1 enrolment revoked.`);
    const refund = fake.calls.findLast((c) => c.path === '/v1/refunds');
    expect(refund?.form).toMatchObject({ payment_intent: intent, amount: '4200' });
    expect(fake.refundedOf(intent)).toBe(4200);
    expect(await orderStatus(server.db, orderId)).toBe('refunded');
    expect(await enrolmentsOf(server.db, tab.userId)).toEqual([]);
    const { history, refunds } = res.json().data;
    expect(history.map((h: { status: string }) => h.status)).toEqual(['pending', 'paid', 'refunded']);
    expect(history.at(-1)).toMatchObject({
      by: 'Administrator',
      note: expect.stringMatching(/^Refunded £42\.00 \(re_\w+\): Bought by mistake\. 1 enrolment revoked\.$/),
    });
    expect(refunds).toMatchObject([{ amount_pence: 4200, reason: 'Bought by mistake', by: 'Administrator' }]);
    const again = await admin.post(`/api/admin/orders/${orderId}/refund`, { reason: 'Again' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'Only a paid order can be refunded.']);
  });

  it('refunds part of an order, at most what is left, keeping the courses until nothing is left', async () => {
    const { tab, orderId } = await placeOrder();
    const event = await webhook('checkout.session.completed', orderId);
    await deliver(event.payload, event.signature);
    const intent = fake.sessions.get(await sessionOf(orderId))!.payment_intent!;
    const salesToday = async () =>
      (await admin.get(dashboardEndpoint.path)).json<{ data: { sales_today_pence: number } }>().data
        .sales_today_pence;
    const salesBefore = await salesToday();
    const part = await admin.post(`/api/admin/orders/${orderId}/refund`, {
      amount: 12,
      reason: 'Journal never arrived',
    });
    expect([part.statusCode, part.json().message]).toEqual([
      200,
      `£12.00 of order #${orderId} refunded. The courses are kept.`,
    ]);
    expect(part.json().data).toMatchObject({ status: 'partially_refunded', refunded: 12 });
    expect(await enrolmentsOf(server.db, tab.userId)).toEqual([{ course_id: shop.paid, order_id: orderId }]);
    expect(await salesToday()).toBe(salesBefore - 1200);
    const tooMuch = await admin.post(`/api/admin/orders/${orderId}/refund`, {
      amount: 30.01,
      reason: 'Goodwill',
    });
    expect([tooMuch.statusCode, tooMuch.json().errors]).toEqual([
      422,
      { amount: ['The most that can be refunded is £30.00, what is left of this order.'] },
    ]);
    const oddAmount = await admin.post(`/api/admin/orders/${orderId}/refund`, {
      amount: 1.234,
      reason: 'Goodwill',
    });
    expect(oddAmount.statusCode).toBe(422);
    const rest = await admin.post(`/api/admin/orders/${orderId}/refund`, {
      amount: 30,
      reason: 'Course not for me',
    });
    expect(rest.json().data).toMatchObject({ status: 'refunded', refunded: 42 });
    expect(fake.refundedOf(intent)).toBe(4200);
    // The dashboard's sales count what the shop kept of an order.
    expect(await salesToday()).toBe(salesBefore - 4200);
    expect(await enrolmentsOf(server.db, tab.userId)).toEqual([]);
    const receipt = (await tab.get(`/api/my/orders/${orderId}`)).json().data;
    expect(receipt.refunds).toMatchObject([{ amount_pence: 1200 }, { amount_pence: 3000 }]);
  });

  it('changes nothing when Stripe refuses the refund, and says so', async () => {
    const { tab, orderId } = await placeOrder();
    const event = await webhook('checkout.session.completed', orderId);
    await deliver(event.payload, event.signature);
    fake.failNext(400, 1);
    const res = await admin.post(`/api/admin/orders/${orderId}/refund`, { reason: 'Duplicate purchase' });
    expect([res.statusCode, res.json().message]).toEqual([
      502,
      'The payment provider refused or could not be reached: nothing was changed.',
    ]);
    expect(await orderStatus(server.db, orderId)).toBe('paid');
    expect(await enrolmentsOf(server.db, tab.userId)).toHaveLength(1);
    expect((await admin.get(`/api/admin/orders/${orderId}`)).json().data).toMatchObject({
      refunded: 0,
      refunds: [],
    });
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
