import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loose } from '../../../server/db/schema';
import { expirePendingOrders } from '../../../server/shop/orders';
import { type TestServer, startTestServer } from '../helpers/testServer';
import {
  PAY_OK,
  add,
  basketOf,
  checkoutAndPay,
  enrolDirectly,
  enrolmentsOf,
  makeCoupon,
  makeShop,
  orderStatus,
} from './shopFixtures';

let server: TestServer;
let shop: Awaited<ReturnType<typeof makeShop>>;

beforeAll(async () => {
  server = await startTestServer();
  shop = await makeShop(server.db);
  await makeCoupon(server.db, { code: 'TENOFF', amount: 10, max_uses: 100, used_count: 0 });
});

afterAll(() => server.close());

const usedCount = async (code: string) =>
  Number(
    (
      await loose(server.db)
        .selectFrom('coupons')
        .select('used_count')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).used_count,
  );

describe('checkout and the test payment provider', () => {
  it('refuses to check out an empty basket', async () => {
    const tab = await server.signInAsStudent();
    const res = await tab.post('/api/checkout', { access_consent: true });
    expect([res.statusCode, res.json().message]).toEqual([422, 'Your basket is empty.']);
  });

  it('makes a pending order that snapshots lines, discount and total, and sends the student to the payment page', async () => {
    const tab = await server.signInAsStudent();
    await add(tab, 'course', shop.paid);
    await tab.post('/api/basket/coupon', { code: 'TENOFF' });
    const res = await tab.post('/api/checkout', { access_consent: true, expected_total_pence: 2700 });
    expect(res.statusCode).toBe(201);
    const { data, redirect_url } = res.json();
    expect(data).toMatchObject({
      status: 'pending',
      subtotal: 30,
      discount: 3,
      total: 27,
      currency: 'GBP',
      coupon_code: 'TENOFF',
      items: [{ kind: 'course', item_id: shop.paid, title: 'Calm Foundations', unit_price: 30 }],
    });
    expect(redirect_url).toBe(`/checkout/pay/${data.id}`);
    const payment = await tab.get(`/api/orders/${data.id}/payment`);
    expect(payment.json().data).toMatchObject({ total_pence: 2700, test_mode: true });
  });

  it('pays with 4242 4242 4242 4242: order paid, enrolled, coupon counted, basket emptied, receipt mailed', async () => {
    const tab = await server.signInAsStudent();
    await add(tab, 'course', shop.paid);
    await tab.post('/api/basket/coupon', { code: 'TENOFF' });
    const before = await usedCount('TENOFF');
    const { orderId, pay } = await checkoutAndPay(tab);
    expect(pay.statusCode).toBe(200);
    expect(pay.json().data).toEqual({
      order_id: orderId,
      status: 'paid',
      redirect_url: `/dashboard/orders/${orderId}`,
    });
    expect(await enrolmentsOf(server.db, tab.userId)).toEqual([{ course_id: shop.paid, order_id: orderId }]);
    expect(await usedCount('TENOFF')).toBe(before + 1);
    expect(basketOf(await tab.get('/api/basket'))).toMatchObject({ count: 0, coupon: null, total_pence: 0 });
    const receipt = (await tab.get(`/api/my/orders/${orderId}`)).json().data;
    expect(receipt).toMatchObject({ status: 'paid', total: 27, discount: 3 });
    expect(receipt.payment_reference).toMatch(/^pi_test_/);
    expect(receipt.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'paid']);
    const legacy = (await tab.get('/api/my/orders')).json().data;
    expect(legacy).toMatchObject([{ id: orderId, status: 'paid', total: 27 }]);
    const outbox = path.join(server.dataDir, 'outbox');
    const mails = await Promise.all(
      (await readdir(outbox)).map((name) => readFile(path.join(outbox, name), 'utf8')),
    );
    expect(mails.some((mail) => mail.includes(`Subject: Your receipt for order #${orderId}`))).toBe(true);
  });

  it('enrols in every course of a bundle, skipping the ones the student owns, never twice', async () => {
    const tab = await server.signInAsStudent();
    await add(tab, 'bundle', shop.bundle);
    const orderId = (await tab.post('/api/checkout', { access_consent: true })).json<{
      data: { id: number };
    }>().data.id;
    // Enrolled in one of its courses while the order waited for payment (the basket refuses it before).
    await enrolDirectly(server.db, tab.userId, shop.paid, 40);
    expect((await tab.post(`/api/payments/test/orders/${orderId}/pay`, PAY_OK)).statusCode).toBe(200);
    expect(await enrolmentsOf(server.db, tab.userId)).toEqual([
      { course_id: shop.paid, order_id: null },
      { course_id: shop.second, order_id: orderId },
    ]);
    const again = await tab.post(`/api/payments/test/orders/${orderId}/pay`, PAY_OK);
    expect([again.statusCode, again.json().message]).toEqual([409, 'This order has already been paid.']);
    expect(await enrolmentsOf(server.db, tab.userId)).toHaveLength(2);
  });

  it('a declined card leaves no enrolment, and the student can try again', async () => {
    const tab = await server.signInAsStudent();
    await add(tab, 'course', shop.second);
    const { orderId, pay } = await checkoutAndPay(tab, { ...PAY_OK, card_number: '4000 0000 0000 0002' });
    expect([pay.statusCode, pay.json().message]).toEqual([402, 'Your card was declined.']);
    expect(await enrolmentsOf(server.db, tab.userId)).toEqual([]);
    expect(await orderStatus(server.db, orderId)).toBe('pending');
    const poor = await tab.post(`/api/payments/test/orders/${orderId}/pay`, {
      ...PAY_OK,
      card_number: '4000000000009995',
    });
    expect([poor.statusCode, poor.json().message]).toEqual([402, 'Your card has insufficient funds.']);
    const retry = await tab.post(`/api/payments/test/orders/${orderId}/pay`, PAY_OK);
    expect(retry.statusCode).toBe(200);
    expect(await enrolmentsOf(server.db, tab.userId)).toEqual([
      { course_id: shop.second, order_id: orderId },
    ]);
  });

  it('puts a message on each card field that is wrong', async () => {
    const tab = await server.signInAsStudent();
    await add(tab, 'course', shop.second);
    const { orderId, pay } = await checkoutAndPay(tab, {
      card_number: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '12',
      name: '',
    });
    expect(pay.statusCode).toBe(422);
    expect(pay.json().errors).toEqual({
      card_number: ['This card number is not valid.'],
      expiry: ['This card has expired.'],
      cvc: ['The CVC is the 3 or 4 digits on the back of your card.'],
      name: ['Enter the name on the card.'],
    });
    expect(await orderStatus(server.db, orderId)).toBe('pending');
  });

  it("refuses to pay another student's order", async () => {
    const tab = await server.signInAsStudent();
    const other = await server.signInAsStudent();
    await add(tab, 'course', shop.second);
    const orderId = (await tab.post('/api/checkout', { access_consent: true })).json().data.id;
    expect((await other.post(`/api/payments/test/orders/${orderId}/pay`, PAY_OK)).statusCode).toBe(404);
    expect((await other.get(`/api/my/orders/${orderId}`)).statusCode).toBe(404);
    expect(await orderStatus(server.db, orderId)).toBe('pending');
  });

  it('refuses a second checkout of the same basket, naming the order already waiting', async () => {
    const tab = await server.signInAsStudent();
    await add(tab, 'course', shop.second);
    const first = (await tab.post('/api/checkout', { access_consent: true })).json().data.id;
    const second = await tab.post('/api/checkout', { access_consent: true });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ order_id: first });
    // Changing the basket lets that order go: it is cancelled, and a new checkout works.
    await add(tab, 'product', shop.product);
    expect(await orderStatus(server.db, first)).toBe('cancelled');
    expect((await tab.post('/api/checkout', { access_consent: true })).statusCode).toBe(201);
  });

  it('refuses a total other than the one the student was shown, making no order', async () => {
    const tab = await server.signInAsStudent();
    await add(tab, 'course', shop.second);
    const res = await tab.post('/api/checkout', { access_consent: true, expected_total_pence: 1 });
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'The prices in your basket have changed: please check the new total.',
    ]);
    const orders = await loose(server.db)
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', tab.userId)
      .execute();
    expect(orders).toEqual([]);
  });

  it('cancels pending orders that are never paid, and they can no longer be paid', async () => {
    const tab = await server.signInAsStudent();
    await add(tab, 'course', shop.second);
    const orderId = (await tab.post('/api/checkout', { access_consent: true })).json().data.id;
    await loose(server.db)
      .updateTable('orders')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', orderId)
      .execute();
    expect(await expirePendingOrders(server.db)).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(server.db, orderId)).toBe('cancelled');
    const pay = await tab.post(`/api/payments/test/orders/${orderId}/pay`, PAY_OK);
    expect(pay.statusCode).toBe(409);
    expect(await enrolmentsOf(server.db, tab.userId)).toEqual([]);
    expect((await tab.post('/api/checkout', { access_consent: true })).statusCode).toBe(201);
  });

  it('completes an order discounted to nothing without a payment page', async () => {
    await makeCoupon(server.db, { code: 'ALLFREE', amount: 100 });
    const tab = await server.signInAsStudent();
    await add(tab, 'course', shop.second);
    await tab.post('/api/basket/coupon', { code: 'ALLFREE' });
    const res = await tab.post('/api/checkout', { access_consent: true });
    expect(res.json()).toMatchObject({ data: { status: 'paid', total: 0 } });
    expect(await enrolmentsOf(server.db, tab.userId)).toHaveLength(1);
  });
});

describe('free courses', () => {
  it('enrol a signed-in student at once, and asking twice changes nothing', async () => {
    const tab = await server.signInAsStudent();
    const first = await tab.post(`/api/courses/${shop.free}/enrol`);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      course_id: shop.free,
      user_id: tab.userId,
      progress: 0,
      order_id: null,
    });
    expect((await tab.post(`/api/courses/${shop.free}/enrol`)).statusCode).toBe(200);
    expect(await enrolmentsOf(server.db, tab.userId)).toHaveLength(1);
  });

  it('are refused for a paid course and for a visitor', async () => {
    const tab = await server.signInAsStudent();
    const paid = await tab.post(`/api/courses/${shop.paid}/enrol`);
    expect(paid.statusCode).toBe(422);
    expect((await server.client().post(`/api/courses/${shop.free}/enrol`)).statusCode).toBe(401);
    expect((await tab.post(`/api/courses/${shop.draft}/enrol`)).statusCode).toBe(404);
  });
});

describe('a coupon with few uses left', () => {
  it('is used at most max_uses times however many payments arrive at once', async () => {
    await makeCoupon(server.db, { code: 'RACE', amount: 50, max_uses: 2, used_count: 0 });
    const tabs = await Promise.all(Array.from({ length: 5 }, () => server.signInAsStudent()));
    const orderIds: number[] = [];
    for (const tab of tabs) {
      await add(tab, 'course', shop.second);
      expect((await tab.post('/api/basket/coupon', { code: 'RACE' })).statusCode).toBe(200);
      orderIds.push((await tab.post('/api/checkout', { access_consent: true })).json().data.id);
    }
    const answers = await Promise.all(
      tabs.map((tab, i) => tab.post(`/api/payments/test/orders/${orderIds[i]}/pay`, PAY_OK)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.map((a) => a.statusCode)).toEqual([409, 409, 409]);
    expect(refused[0].json().message).toMatch(/used the maximum number of times/);
    expect(await usedCount('RACE')).toBe(2);
    const statuses = await Promise.all(orderIds.map((id) => orderStatus(server.db, id)));
    expect(statuses.filter((s) => s === 'paid')).toHaveLength(2);
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(3);
  });
});

describe('with NODE_ENV=production', () => {
  it('turns the test provider off, and checkout says payments are not configured', async () => {
    const prod = await startTestServer({ env: { NODE_ENV: 'production' } });
    try {
      const shop2 = await makeShop(prod.db);
      const tab = await prod.signInAsStudent();
      await add(tab, 'course', shop2.second);
      const res = await tab.post('/api/checkout', { access_consent: true });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(
        'Payments are not configured on this site yet, so nothing can be bought.',
      );
    } finally {
      await prod.close();
    }
  });
});
