import type { Db } from '../../../server/db/schema';
import { loose } from '../../../server/db/schema';
import { type Ids, makeRecord } from '../helpers/records';
import type { TestClient, Response } from '../helpers/testServer';

/** A small shop: courses at £40 (on sale £30) and £25, a free course, a bundle of two, a product. */
export async function makeShop(db: Db) {
  const ids: Ids = {};
  const paid = await makeRecord(db, 'courses', ids, { title: 'Calm Foundations', price: 40, sale_price: 30 });
  const second = await makeRecord(db, 'courses', ids, { title: 'Sleep Well', price: 25, sale_price: null });
  const free = await makeRecord(db, 'courses', ids, { title: 'Free Taster', price: 0, sale_price: null });
  const draft = await makeRecord(db, 'courses', ids, { title: 'Not Yet', price: 10, status: 'draft' });
  const bundle = await makeRecord(db, 'bundles', ids, { title: 'Starter Bundle', price: 60, sale_price: 45 });
  await makeRecord(db, 'bundle_items', { ...ids, bundles: bundle, courses: paid }, { sort_order: 1 });
  await makeRecord(db, 'bundle_items', { ...ids, bundles: bundle, courses: second }, { sort_order: 2 });
  const product = await makeRecord(db, 'products', ids, {
    title: 'Journal',
    regular_price: 12,
    sale_price: null,
  });
  const level = await makeRecord(db, 'certificate_levels', ids, { level: 'Level 3', price: 24.5 });
  return { ids, paid, second, free, draft, bundle, product, level };
}

export async function makeCoupon(db: Db, overrides: Record<string, unknown>): Promise<number> {
  return makeRecord(
    db,
    'coupons',
    {},
    {
      discount_type: 'percent',
      amount: 10,
      starts_at: '2020-01-01',
      expires_at: '2099-12-31',
      max_uses: null,
      status: 'active',
      ...overrides,
    },
  );
}

export const add = (tab: TestClient, kind: string, id: number, extra: Record<string, unknown> = {}) =>
  tab.post('/api/basket/items', { kind, id, ...extra });

export interface BasketBody {
  data: {
    lines: {
      id: number;
      kind: string;
      item_id: number;
      title: string;
      unit_price_pence: number;
      for: string | null;
      unavailable: string | null;
    }[];
    count: number;
    coupon: { code: string } | null;
    coupon_problem: string | null;
    subtotal_pence: number;
    discount_pence: number;
    total_pence: number;
  };
}

export const basketOf = (res: Response) => res.json<BasketBody>().data;

export const PAY_OK = {
  card_number: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  name: 'Ada Student',
};

/** Checks out the basket and pays with the given card; answers the order id and the pay answer. */
export async function checkoutAndPay(tab: TestClient, card: Record<string, string> = PAY_OK) {
  const checkout = await tab.post('/api/checkout', { access_consent: true });
  if (checkout.statusCode !== 201) throw new Error(`checkout: ${checkout.statusCode} ${checkout.body}`);
  const orderId = checkout.json<{ data: { id: number } }>().data.id;
  const pay = await tab.post(`/api/payments/test/orders/${orderId}/pay`, card);
  return { orderId, pay };
}

export async function enrolmentsOf(db: Db, userId: number) {
  return loose(db)
    .selectFrom('enrolments')
    .select(['course_id', 'order_id'])
    .where('user_id', '=', userId)
    .orderBy('course_id')
    .execute();
}

export async function orderStatus(db: Db, id: number): Promise<string> {
  const row = await loose(db)
    .selectFrom('orders')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return String(row.status);
}

/** Enrols a student directly, as if they had bought the course long ago. */
export async function enrolDirectly(db: Db, userId: number, courseId: number, progress = 0): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('enrolments')
    .values({
      user_id: userId,
      course_id: courseId,
      progress,
      enrolled_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
