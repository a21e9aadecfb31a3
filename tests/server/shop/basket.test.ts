import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../helpers/testServer';
import { loose } from '../../../server/db/schema';
import { add, basketOf, enrolDirectly, makeCoupon, makeShop } from './shopFixtures';

let server: TestServer;
let shop: Awaited<ReturnType<typeof makeShop>>;

beforeAll(async () => {
  server = await startTestServer();
  shop = await makeShop(server.db);
  await makeCoupon(server.db, { code: 'TENOFF', amount: 10 });
  await makeCoupon(server.db, { code: 'FIVER', discount_type: 'fixed', amount: 5 });
  await makeCoupon(server.db, { code: 'HUGE', discount_type: 'fixed', amount: 500 });
  await makeCoupon(server.db, { code: 'OLD', expires_at: '2020-12-31', starts_at: '2020-01-01' });
  await makeCoupon(server.db, { code: 'LATER', starts_at: '2098-01-01' });
  await makeCoupon(server.db, { code: 'OFF', status: 'inactive' });
  await makeCoupon(server.db, { code: 'GONE', max_uses: 2, used_count: 2 });
  // The console refuses a percentage over 100; a record from before that rule may still hold one.
  const weird = await makeCoupon(server.db, { code: 'WEIRD', amount: 15 });
  await loose(server.db).updateTable('coupons').set({ amount: 150 }).where('id', '=', weird).execute();
});

afterAll(() => server.close());

describe('the basket', () => {
  it('answers 401 to a visitor', async () => {
    expect((await server.client().get('/api/basket')).statusCode).toBe(401);
    expect((await add(server.client(), 'course', shop.paid)).statusCode).toBe(401);
  });

  it('prices a course at its sale price in pence, and keeps it across sign-ins', async () => {
    const tab = await server.signInAsStudent();
    const basket = basketOf(await add(tab, 'course', shop.paid));
    expect(basket.lines).toMatchObject([
      { kind: 'course', item_id: shop.paid, title: 'Calm Foundations', unit_price_pence: 3000 },
    ]);
    expect(basket).toMatchObject({ count: 1, subtotal_pence: 3000, discount_pence: 0, total_pence: 3000 });
    const again = basketOf(await tab.get('/api/basket'));
    expect(again.count).toBe(1);
  });

  it('holds bundles, products and a certificate level for a course', async () => {
    const tab = await server.signInAsStudent();
    await add(tab, 'bundle', shop.bundle);
    await add(tab, 'product', shop.product);
    const basket = basketOf(await add(tab, 'certificate_level', shop.level, { course_id: shop.paid }));
    expect(basket.lines.map((line) => [line.kind, line.unit_price_pence])).toEqual([
      ['bundle', 4500],
      ['product', 1200],
      ['certificate_level', 2450],
    ]);
    expect(basket.lines[2].for).toBe('Calm Foundations');
    expect(basket.total_pence).toBe(4500 + 1200 + 2450);
  });

  it('refuses a course twice, a draft course, an unknown kind and a certificate without its course', async () => {
    const tab = await server.signInAsStudent();
    await add(tab, 'course', shop.second);
    const twice = await add(tab, 'course', shop.second);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This course is already in your basket.');
    const draft = await add(tab, 'course', shop.draft);
    expect([draft.statusCode, draft.json().message]).toEqual([422, 'This course is not for sale.']);
    const kind = await add(tab, 'coupon', 1);
    expect(kind.statusCode).toBe(422);
    expect(kind.json().errors.kind).toBeDefined();
    const price = await tab.post('/api/basket/items', { kind: 'course', id: 'x' });
    expect(price.statusCode).toBe(422);
    const level = await add(tab, 'certificate_level', shop.level);
    expect(level.json().errors.course_id).toEqual(['Choose the course this certificate is for.']);
    expect(basketOf(await tab.get('/api/basket')).count).toBe(1);
  });

  it('refuses a course the student owns', async () => {
    const tab = await server.signInAsStudent();
    await enrolDirectly(server.db, tab.userId, shop.paid, 0);
    const owned = await add(tab, 'course', shop.paid);
    expect([owned.statusCode, owned.json().message]).toEqual([409, 'You already own this course.']);
  });

  it("removes a line, but never another student's line", async () => {
    const tab = await server.signInAsStudent();
    const other = await server.signInAsStudent();
    const line = basketOf(await add(tab, 'product', shop.product)).lines[0];
    expect((await other.request('DELETE', `/api/basket/items/${line.id}`)).statusCode).toBe(404);
    expect(basketOf(await tab.get('/api/basket')).count).toBe(1);
    const after = await tab.request('DELETE', `/api/basket/items/${line.id}`);
    expect(basketOf(after).count).toBe(0);
  });
});

describe('coupons', () => {
  async function basketWithCourse() {
    const tab = await server.signInAsStudent();
    await add(tab, 'course', shop.paid);
    return tab;
  }

  it('takes a percentage off, whatever the case of the code', async () => {
    const tab = await basketWithCourse();
    const basket = basketOf(await tab.post('/api/basket/coupon', { code: ' tenoff ' }));
    expect(basket).toMatchObject({
      coupon: { code: 'TENOFF' },
      subtotal_pence: 3000,
      discount_pence: 300,
      total_pence: 2700,
    });
  });

  it('takes a fixed amount off, and removing the coupon gives the full price back', async () => {
    const tab = await basketWithCourse();
    expect(basketOf(await tab.post('/api/basket/coupon', { code: 'FIVER' })).total_pence).toBe(2500);
    const removed = basketOf(await tab.request('DELETE', '/api/basket/coupon'));
    expect([removed.coupon, removed.total_pence]).toEqual([null, 3000]);
  });

  it.each([
    ['NOPE', 'This coupon code is not recognised.'],
    ['OLD', 'This coupon has expired.'],
    ['LATER', 'This coupon cannot be used yet.'],
    ['OFF', 'This coupon is no longer active.'],
    ['GONE', 'This coupon has been used the maximum number of times.'],
    ['WEIRD', 'This coupon is not set up correctly: its percentage must be between 1 and 100.'],
    ['HUGE', 'This coupon needs a basket of at least £500.00.'],
  ])('refuses %s with its own message and leaves the basket as it was', async (code, message) => {
    const tab = await basketWithCourse();
    const res = await tab.post('/api/basket/coupon', { code });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message, errors: { code: [message] } });
    expect(basketOf(await tab.get('/api/basket'))).toMatchObject({ coupon: null, total_pence: 3000 });
  });

  it('asks for a code when none is given', async () => {
    const tab = await basketWithCourse();
    const res = await tab.post('/api/basket/coupon', {});
    expect(res.json()).toMatchObject({ errors: { code: ['Enter a coupon code.'] } });
  });

  it('shows why a coupon stops applying when the basket shrinks below it', async () => {
    const tab = await server.signInAsStudent();
    await add(tab, 'product', shop.product);
    const line = basketOf(await add(tab, 'course', shop.second)).lines[1];
    await tab.post('/api/basket/coupon', { code: 'FIVER' });
    await makeCoupon(server.db, { code: 'TWENTY', discount_type: 'fixed', amount: 20 });
    expect(basketOf(await tab.post('/api/basket/coupon', { code: 'TWENTY' })).total_pence).toBe(1700);
    const after = basketOf(await tab.request('DELETE', `/api/basket/items/${line.id}`));
    expect(after).toMatchObject({
      discount_pence: 0,
      total_pence: 1200,
      coupon_problem: 'This coupon needs a basket of at least £20.00.',
    });
  });
});

describe('hostile bodies', () => {
  it('get a clear 4xx from every selling call, never a 5xx, and change nothing', async () => {
    const tab = await server.signInAsStudent();
    const bodies: unknown[] = [
      null,
      [],
      'text',
      { kind: ['course'], id: shop.paid },
      { kind: 'course', id: 1e300 },
      { kind: 'course', id: -1 },
      { kind: 'course', id: 1.5 },
      { kind: '__proto__', id: 1 },
      { code: { $ne: 1 } },
      { code: 'x'.repeat(10_000) },
      { card_number: 4242424242424242, expiry: ['12/34'], cvc: null, name: {} },
      { expected_total_pence: '3000' },
    ];
    for (const body of bodies)
      for (const path of [
        '/api/basket/items',
        '/api/basket/coupon',
        '/api/checkout',
        '/api/payments/test/orders/1/pay',
      ]) {
        const res = await tab.post(path, body);
        expect(res.statusCode, `${path} ${JSON.stringify(body).slice(0, 60)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${path} ${JSON.stringify(body).slice(0, 60)}: ${res.body}`).toBeLessThan(500);
      }
    for (const path of [
      '/api/basket/items/abc',
      '/api/basket/items/99999999999999999999',
      '/api/basket/items/0',
    ])
      expect((await tab.request('DELETE', path)).statusCode).toBe(404);
    expect((await tab.get('/api/my/orders/abc')).statusCode).toBe(404);
    expect(basketOf(await tab.get('/api/basket')).count).toBe(0);
  });
});

describe('a course is charged once', () => {
  it('refuses a bundle holding a course the student owns, naming it', async () => {
    const tab = await server.signInAsStudent();
    await enrolDirectly(server.db, tab.userId, shop.paid, 0);
    const refused = await add(tab, 'bundle', shop.bundle);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'You already own Calm Foundations, which is in this bundle: buy the other courses on their own instead.',
    ]);
    await enrolDirectly(server.db, tab.userId, shop.second, 0);
    expect((await add(tab, 'bundle', shop.bundle)).json().message).toBe(
      'You already own every course in this bundle.',
    );
    expect(basketOf(await tab.get('/api/basket')).count).toBe(0);
  });

  it('refuses a bundle holding a course already in the basket, and the course once the bundle is in', async () => {
    const tab = await server.signInAsStudent();
    await add(tab, 'course', shop.paid);
    const bundle = await add(tab, 'bundle', shop.bundle);
    expect([bundle.statusCode, bundle.json().message]).toEqual([
      409,
      'Calm Foundations is already in your basket: remove it first to buy this bundle.',
    ]);

    const other = await server.signInAsStudent();
    await add(other, 'bundle', shop.bundle);
    const course = await add(other, 'course', shop.second);
    expect([course.statusCode, course.json().message]).toEqual([
      409,
      'This course is already in your basket, in Starter Bundle.',
    ]);
    expect(basketOf(await other.get('/api/basket'))).toMatchObject({ count: 1, total_pence: 4500 });
  });

  it('leaves out of the total, and refuses at checkout, a line whose course the student came to own', async () => {
    const tab = await server.signInAsStudent();
    await add(tab, 'bundle', shop.bundle);
    await add(tab, 'product', shop.product);
    // Enrolled meanwhile (a free grant by an admin, another order): the bundle would charge again.
    await enrolDirectly(server.db, tab.userId, shop.second, 0);
    const basket = basketOf(await tab.get('/api/basket'));
    expect(basket.lines[0]).toMatchObject({
      title: 'Starter Bundle',
      unavailable:
        'You already own Sleep Well, which is in this bundle: buy the other courses on their own instead.',
    });
    expect(basket.total_pence).toBe(1200);
    const checkout = await tab.post('/api/checkout', { access_consent: true });
    expect([checkout.statusCode, checkout.json().message]).toEqual([
      422,
      'Starter Bundle: You already own Sleep Well, which is in this bundle: buy the other courses on their own instead. Remove it to continue.',
    ]);
    const orders = await loose(server.db)
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', tab.userId)
      .execute();
    expect(orders).toEqual([]);
  });

  it('charges once for a course held by two lines of a basket from before the rule', async () => {
    const tab = await server.signInAsStudent();
    await add(tab, 'course', shop.paid);
    // A line added before the shop refused it, written as it was stored then.
    await loose(server.db)
      .insertInto('basket_lines')
      .values({
        user_id: tab.userId,
        kind: 'bundle',
        item_id: shop.bundle,
        for_course_id: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    const basket = basketOf(await tab.get('/api/basket'));
    expect(basket.lines[1].unavailable).toBe(
      'Calm Foundations is already in your basket: remove it first to buy this bundle.',
    );
    expect(basket.total_pence).toBe(3000);
  });
});
