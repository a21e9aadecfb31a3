import type { DbOrTrx } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { HttpError, unprocessable } from '../errors';
import { readBasket, touchBasket } from './basket';
import { type ChargedCourses, charge, chargedTwice } from './chargedOnce';
import { couponProblem, COUPON_MESSAGES, findCoupon } from './coupons';
import { type ItemKind, ownedCourseIds, priceItem } from './items';
import { closePendingOrder } from './orders';

const ALREADY_IN_BASKET: Record<string, string> = {
  course: 'This course is already in your basket.',
  bundle: 'This bundle is already in your basket.',
  product: 'This product is already in your basket.',
  certificate_level: 'This certificate is already in your basket.',
};

/** A change to the basket lets go of the pending order made from it. */
export async function changeBasket<T>(
  db: DbOrTrx,
  userId: number,
  work: (trx: DbOrTrx) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    const pending = await touchBasket(trx, userId);
    if (pending)
      await closePendingOrder(trx, pending, 'cancelled', 'The basket changed before payment.', userId);
    return work(trx);
  });
}

/**
 * Puts one item in the student's basket, priced and checked as the shop sells it: refused when
 * it is not for sale, already in the basket, or would charge again for a course the student owns
 * or another line pays for (server/shop/chargedOnce.ts).
 */
export async function addBasketLine(
  db: DbOrTrx,
  userId: number,
  kind: ItemKind,
  itemId: number,
  forCourseId: number,
): Promise<void> {
  await changeBasket(db, userId, async (trx) => {
    const found = await priceItem(trx, kind, itemId, forCourseId);
    if ('problem' in found) throw new HttpError(422, found.problem, { id: [found.problem] });
    const charged: ChargedCourses = new Map();
    for (const item of (await readBasket(trx, userId)).items) charge(item, charged);
    const twice = chargedTwice(found.item, await ownedCourseIds(trx, userId), charged);
    if (twice) throw new HttpError(409, twice);
    const inserted = await trx
      .insertInto('basket_lines')
      .values({
        user_id: userId,
        kind,
        item_id: found.item.item_id,
        for_course_id: forCourseId,
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'item_id', 'for_course_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1)
      throw new HttpError(409, ALREADY_IN_BASKET[kind]);
  });
}

/** Applies a coupon to the student's basket; 422 with the reason when it does not apply to it. */
export async function applyBasketCoupon(db: DbOrTrx, userId: number, code: string): Promise<void> {
  await changeBasket(db, userId, async (trx) => {
    const coupon = await findCoupon(trx, code);
    if (!coupon) throw unprocessable({ code: [COUPON_MESSAGES.unknown] });
    const basket = await readBasket(trx, userId);
    const problem = couponProblem(coupon, basket.subtotal_pence);
    if (problem) throw unprocessable({ code: [problem] });
    await trx
      .updateTable('baskets')
      .set({ coupon_code: coupon.code, updated_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .execute();
  });
}
