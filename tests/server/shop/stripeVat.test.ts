/**
 * Stripe Checkout is sent what the shop charges: each line in pence including VAT, marked
 * `tax_behavior: inclusive` (Stripe's word for a price that already holds its tax, so Stripe
 * adds nothing), and the VAT the shop worked out, for reconciling; the session's total is the order's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loose } from '../../../server/db/schema';
import { type TestServer, startTestServer } from '../helpers/testServer';
import { type FakeStripe, startFakeStripe } from './fakeStripe';
import { add, basketOf, makeCoupon, makeShop } from './shopFixtures';

const SECRET_KEY = 'sk_test_fake_key_for_vat_tests';

let fake: FakeStripe;
let server: TestServer;
let shop: Awaited<ReturnType<typeof makeShop>>;

beforeAll(async () => {
  fake = await startFakeStripe(SECRET_KEY);
  server = await startTestServer({
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: 'whsec_test_fake_secret_for_vat_tests',
      STRIPE_API_URL: fake.url,
      PUBLIC_URL: 'https://academy.example.com',
    },
  });
  shop = await makeShop(server.db);
  await makeCoupon(server.db, { code: 'TENOFF', amount: 10 });
  await loose(server.db)
    .updateTable('vat_settings')
    .set({ vat_registered: 1, vat_number: 'GB123456789', vat_rate: 20 })
    .execute();
});

afterAll(async () => {
  await server.close();
  await fake.close();
});

describe('Stripe Checkout in a VAT-registered shop', () => {
  it('is sent each line in pence including VAT, tax behaviour inclusive, and the same total and VAT', async () => {
    const tab = await server.signInAsStudent();
    await add(tab, 'course', shop.paid); // £30.00
    await add(tab, 'product', shop.product); // £12.00
    await tab.post('/api/basket/coupon', { code: 'TENOFF' });
    const basket = basketOf(await tab.get('/api/basket')) as ReturnType<typeof basketOf> & {
      vat: { included_pence: number };
    };
    // £42.00 less 10% on the goods: £37.80, which holds £6.30 of VAT.
    expect(basket).toMatchObject({ total_pence: 3780, vat: { rate_percent: 20, included_pence: 630 } });
    const checkout = await tab.post('/api/checkout', { access_consent: true, expected_total_pence: 3780 });
    expect(checkout.statusCode, checkout.body).toBe(201);
    const orderId = checkout.json<{ data: { id: number } }>().data.id;

    const sent = fake.calls.findLast((call) => call.path === '/v1/checkout/sessions')!;
    expect(sent.form).toMatchObject({
      currency: 'gbp',
      'metadata[order_id]': String(orderId),
      'metadata[vat_rate_percent]': '20',
      'metadata[vat_pence]': '630',
      'line_items[0][price_data][unit_amount]': '3000',
      'line_items[0][price_data][tax_behavior]': 'inclusive',
      'line_items[1][price_data][unit_amount]': '1200',
      'line_items[1][price_data][tax_behavior]': 'inclusive',
    });
    const coupon = fake.calls.findLast((call) => call.path === '/v1/coupons')!;
    expect(coupon.form.amount_off).toBe('420');
    const session = [...fake.sessions.values()].find((s) => s.metadata.order_id === String(orderId))!;
    expect(session.amount_total).toBe(3780);
  });

  it('is told nothing of VAT when the shop is not registered, and still charges the same pence', async () => {
    await loose(server.db).updateTable('vat_settings').set({ vat_registered: 0 }).execute();
    const tab = await server.signInAsStudent();
    await add(tab, 'course', shop.second);
    const checkout = await tab.post('/api/checkout', { access_consent: true });
    expect(checkout.statusCode, checkout.body).toBe(201);
    const sent = fake.calls.findLast((call) => call.path === '/v1/checkout/sessions')!;
    expect(sent.form['line_items[0][price_data][unit_amount]']).toBe('2500');
    expect(sent.form['metadata[vat_pence]']).toBeUndefined();
  });
});
