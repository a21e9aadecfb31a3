import type { Basket, BasketLine } from '../../src/contract/basketTypes';
import type { DbOrTrx } from '../db/schema';
import { type ChargedCourses, charge, chargedTwice } from './chargedOnce';
import { type Coupon, couponProblem, discountOf, findCoupon } from './coupons';
import { holdsDigitalContent } from './accessConsent';
import { NO_DELIVERY, deliveryLine, deliveryOption, needsPosting } from './delivery';
import { type ItemKind, type PricedItem, ownedCourseIds, priceItem } from './items';
import { vatInTotal } from './vatShown';

export type { Basket, BasketLine };

/** The basket with its priced items, for checkout: the lines that can be bought, and the coupon. */
export interface PricedBasket extends Basket {
  items: PricedItem[];
  couponRow: Coupon | undefined;
}

export async function readBasket(db: DbOrTrx, userId: number, now = new Date()): Promise<PricedBasket> {
  const head = await db.selectFrom('baskets').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const rows = await db
    .selectFrom('basket_lines')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const owned = await ownedCourseIds(db, userId);
  const charged: ChargedCourses = new Map();
  const lines: BasketLine[] = [];
  const items: PricedItem[] = [];
  for (const row of rows) {
    const kind = row.kind as ItemKind;
    const priced = await priceItem(db, kind, Number(row.item_id), Number(row.for_course_id));
    // A course owned or paid for by an earlier line since this one was added: never charged again.
    const twice = 'problem' in priced ? null : chargedTwice(priced.item, owned, charged);
    const found = twice ? { problem: twice } : priced;
    if ('problem' in found) {
      lines.push({
        id: Number(row.id),
        kind,
        item_id: Number(row.item_id),
        course_id: Number(row.for_course_id) || null,
        title: 'problem' in priced ? 'No longer available' : priced.item.title,
        for: null,
        unit_price_pence: 0,
        courses: [],
        unavailable: found.problem,
      });
      continue;
    }
    const { item } = found;
    charge(item, charged);
    items.push(item);
    lines.push({
      id: Number(row.id),
      kind,
      item_id: item.item_id,
      course_id: item.for_course_id || null,
      title: item.title,
      for: item.for_title,
      unit_price_pence: item.unit_price,
      courses: kind === 'bundle' ? item.courses : [],
      unavailable: null,
    });
  }
  const goods = items.reduce((sum, item) => sum + item.unit_price, 0);
  // Posting is charged once an order holds something to post; a coupon takes nothing off it.
  const toPost = await needsPosting(db, items);
  const posting = toPost ? await deliveryOption(db) : undefined;
  const postingProblem = toPost && !posting ? NO_DELIVERY : null;
  if (posting) items.push(deliveryLine(posting));
  const subtotal = goods + (posting?.pence ?? 0);
  const couponRow = head?.coupon_code ? await findCoupon(db, head.coupon_code) : undefined;
  let problem: string | null = null;
  let discount = 0;
  if (head?.coupon_code) {
    problem = couponRow ? couponProblem(couponRow, goods, now) : 'This coupon no longer exists.';
    if (couponRow && !problem) discount = discountOf(couponRow, goods);
  }
  return {
    lines,
    count: lines.length,
    coupon: couponRow
      ? { code: couponRow.code, discount_type: couponRow.discount_type, amount: couponRow.amount }
      : head?.coupon_code
        ? { code: head.coupon_code, discount_type: 'unknown', amount: 0 }
        : null,
    coupon_problem: problem,
    subtotal_pence: subtotal,
    discount_pence: discount,
    total_pence: subtotal - discount,
    vat: await vatInTotal(db, subtotal - discount),
    currency: 'GBP',
    delivery: posting ?? null,
    delivery_problem: postingProblem,
    digital_content: await holdsDigitalContent(db, items),
    checkout_order_id: head?.checkout_order_id ?? null,
    items,
    couponRow,
  };
}

/** The basket as the API answers it: without the checkout's working parts. */
export function basketAnswer(basket: PricedBasket): Basket {
  const { items: _items, couponRow: _couponRow, ...answer } = basket;
  return answer;
}

/**
 * Takes the lock on the student's basket row, making the row when there is none. Whatever
 * changes a basket or the order made from it takes this lock first, so two checkouts of one
 * basket run one after the other and every transaction meets the basket before the order.
 */
export async function lockBasket(db: DbOrTrx, userId: number) {
  const now = new Date().toISOString();
  await db
    .insertInto('baskets')
    .values({ user_id: userId, coupon_code: null, checkout_order_id: null, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ updated_at: now }))
    .execute();
  return db.selectFrom('baskets').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
}

/**
 * Makes sure the student has a basket row, and lets go of the pending order made from it: the
 * basket has changed, so that order no longer matches it and is cancelled by the caller.
 */
export async function touchBasket(db: DbOrTrx, userId: number): Promise<number | null> {
  const head = await lockBasket(db, userId);
  if (head.checkout_order_id === null) return null;
  await db.updateTable('baskets').set({ checkout_order_id: null }).where('user_id', '=', userId).execute();
  return head.checkout_order_id;
}
