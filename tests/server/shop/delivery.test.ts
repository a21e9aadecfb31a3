/**
 * Posted goods: a product or a printed certificate in the basket adds the console's delivery
 * charge and time, checkout asks for a UK delivery address, the order, receipt and mail carry it,
 * and the console marks the order dispatched, which mails the student.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loose } from '../../../server/db/schema';
import { waitForMail } from '../../fixtures/outbox';
import { makeRecord } from '../helpers/records';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';
import { PAY_OK, add, basketOf, makeCoupon, makeShop } from './shopFixtures';

let server: TestServer;
let admin: TestClient;
let shop: Awaited<ReturnType<typeof makeShop>>;
let deck: number;
let printedLevel: number;

const ADDRESS = {
  name: 'Ada Student',
  line1: '1 High Street',
  line2: '',
  town: 'Leeds',
  postcode: 'ls1 4ap',
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
  shop = await makeShop(server.db);
  deck = await makeRecord(server.db, 'products', {}, { title: 'Calm Cards', regular_price: 15, posted: 1 });
  const printed = await makeRecord(
    server.db,
    'transcripts',
    {},
    { type: 'Printed certificate', price: 5, posted: 1 },
  );
  const body = await makeRecord(server.db, 'awarding_bodies', {}, { title: 'CPD Group' });
  printedLevel = await makeRecord(
    server.db,
    'certificate_levels',
    { transcripts: printed, awarding_bodies: body },
    { level: 'Level 2', price: 20 },
  );
  await makeRecord(
    server.db,
    'delivery_options',
    {},
    {
      title: 'Royal Mail Tracked 48',
      price: 3.5,
      delivery_time: '2 to 3 working days',
      active: 1,
    },
  );
  await makeRecord(
    server.db,
    'delivery_options',
    {},
    {
      title: 'Courier',
      price: 9,
      delivery_time: 'next working day',
      active: 0,
    },
  );
  await makeCoupon(server.db, { code: 'HALF', amount: 50 });
});
afterAll(() => server.close());

async function student() {
  const account = await server.createStudent('Ada Student');
  const tab = server.client();
  await tab.post('/api/login', { email: account.email, password: account.password });
  return Object.assign(tab, { email: account.email, userId: account.id });
}

describe('a basket with something to post', () => {
  it('adds the cheapest active delivery option, its time, and charges it once, never discounted', async () => {
    const tab = await student();
    await add(tab, 'product', deck);
    await add(tab, 'course', shop.second);
    await tab.post('/api/basket/coupon', { code: 'HALF' });
    const basket = basketOf(await tab.get('/api/basket')) as ReturnType<typeof basketOf> & {
      delivery: { title: string; delivery_time: string; pence: number } | null;
    };
    expect(basket.delivery).toEqual({
      title: 'Royal Mail Tracked 48',
      delivery_time: '2 to 3 working days',
      pence: 350,
    });
    expect(basket).toMatchObject({
      subtotal_pence: 1500 + 2500 + 350,
      discount_pence: 2000,
      total_pence: 2350,
    });
  });

  it('needs no delivery for courses alone, and ignores an address given', async () => {
    const tab = await student();
    await add(tab, 'course', shop.second);
    expect((basketOf(await tab.get('/api/basket')) as { delivery?: unknown }).delivery).toBeNull();
    const checkout = await tab.post('/api/checkout', {
      access_consent: true,
      delivery_address: { postcode: 'nonsense' },
    });
    expect(checkout.statusCode).toBe(201);
  });

  it('posts a certificate whose type is printed', async () => {
    const tab = await student();
    await add(tab, 'certificate_level', printedLevel, { course_id: shop.paid });
    expect((basketOf(await tab.get('/api/basket')) as { delivery?: { pence: number } }).delivery?.pence).toBe(
      350,
    );
  });

  it('refuses checkout without an address, or with a postcode that is not a UK one', async () => {
    const tab = await student();
    await add(tab, 'product', deck);
    const none = await tab.post('/api/checkout', { access_consent: true });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toMatchObject({
      'delivery_address.name': ['Enter the name of the person the parcel is for.'],
      'delivery_address.line1': ['Enter the first line of the address.'],
      'delivery_address.town': ['Enter the town or city.'],
      'delivery_address.postcode': ['Enter the postcode.'],
    });
    const foreign = await tab.post('/api/checkout', {
      access_consent: true,
      delivery_address: { ...ADDRESS, postcode: '75001' },
    });
    expect(foreign.json().errors).toEqual({
      'delivery_address.postcode': ['Enter a UK postcode, like SW1A 1AA.'],
    });
    const orders = await loose(server.db)
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', tab.userId)
      .execute();
    expect(orders).toEqual([]);
  });

  it('puts the address and the delivery line on the order, receipt and mail; Mark as dispatched mails the student', async () => {
    const tab = await student();
    await add(tab, 'product', deck);
    const checkout = await tab.post('/api/checkout', { access_consent: true, delivery_address: ADDRESS });
    expect(checkout.statusCode).toBe(201);
    const orderId = checkout.json<{ data: { id: number } }>().data.id;
    expect((await tab.post(`/api/payments/test/orders/${orderId}/pay`, PAY_OK)).statusCode).toBe(200);

    const receipt = (await tab.get(`/api/my/orders/${orderId}`)).json().data;
    expect(receipt.delivery_address).toBe('Ada Student\n1 High Street\nLeeds\nLS1 4AP');
    expect(
      receipt.items.map((line: { title: string; unit_price: number }) => [line.title, line.unit_price]),
    ).toEqual([
      ['Calm Cards', 15],
      ['Delivery: Royal Mail Tracked 48 (2 to 3 working days)', 3.5],
    ]);
    expect(receipt.total).toBe(18.5);
    const mail = await waitForMail(server.dataDir, tab.email, `Your receipt for order #${orderId}`);
    expect(mail.text).toContain('We will post your order to:\nAda Student\n1 High Street\nLeeds\nLS1 4AP');

    const page = (await admin.get(`/api/admin/orders/${orderId}`)).json().data;
    expect(page).toMatchObject({
      delivery_address: 'Ada Student\n1 High Street\nLeeds\nLS1 4AP',
      dispatched_at: null,
    });
    const dispatched = await admin.post(`/api/admin/orders/${orderId}/dispatch`, {
      tracking_reference: 'RM123456789GB',
    });
    expect(dispatched.statusCode).toBe(200);
    expect(dispatched.json()).toMatchObject({
      message: `Order #${orderId} marked as dispatched.`,
      data: { tracking_reference: 'RM123456789GB' },
    });
    const told = await waitForMail(server.dataDir, tab.email, `Your order #${orderId} has been dispatched`);
    expect(told.text).toContain('Tracking reference: RM123456789GB');
    expect(told.text).toContain('LS1 4AP');
    const again = await admin.post(`/api/admin/orders/${orderId}/dispatch`, {});
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'This order has already been dispatched.',
    ]);
  });

  it('refuses to dispatch an order with nothing to post, or not paid', async () => {
    const tab = await student();
    await add(tab, 'course', shop.second);
    const orderId = (await tab.post('/api/checkout', { access_consent: true })).json<{
      data: { id: number };
    }>().data.id;
    const refused = await admin.post(`/api/admin/orders/${orderId}/dispatch`, {});
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'This order has nothing to post.']);
    const other = await student();
    await add(other, 'product', deck);
    const unpaid = (
      await other.post('/api/checkout', { access_consent: true, delivery_address: ADDRESS })
    ).json<{
      data: { id: number };
    }>().data.id;
    const notPaid = await admin.post(`/api/admin/orders/${unpaid}/dispatch`, {});
    expect([notPaid.statusCode, notPaid.json().message]).toEqual([
      409,
      'Only a paid order can be dispatched.',
    ]);
  });

  it('cannot be checked out while no delivery option is active', async () => {
    await loose(server.db).updateTable('delivery_options').set({ active: 0 }).execute();
    try {
      const tab = await student();
      await add(tab, 'product', deck);
      const basket = basketOf(await tab.get('/api/basket')) as { delivery_problem?: string | null };
      expect(basket.delivery_problem).toBe(
        'We cannot post orders at the moment: remove the items sent by post to continue.',
      );
      const checkout = await tab.post('/api/checkout', { access_consent: true, delivery_address: ADDRESS });
      expect(checkout.statusCode).toBe(422);
    } finally {
      await loose(server.db)
        .updateTable('delivery_options')
        .set({ active: 1 })
        .where('title', '=', 'Royal Mail Tracked 48')
        .execute();
    }
  });
});
