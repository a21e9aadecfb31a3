import { getResource } from '../../src/resources';
import type { AppContext } from '../context';
import { loose } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { HttpError } from '../errors';
import { createRecord } from '../records/store';
import { readBasket } from './basket';
import { addressOrder } from './delivery';
import { ownedCourseIds } from './items';
import { addOrderEvent, orderRow } from './orders';
import type { PaymentProvider } from './payments/provider';

const orders = getResource('orders');

/** Pence to the wire's pounds, exactly (the wire carries at most two decimals). */
const pounds = (pence: number) => pence / 100;

export const NOT_CONFIGURED = 'Payments are not configured on this site yet, so nothing can be bought.';

/** A second checkout of the same basket: the answer names the order already waiting for payment. */
export class AlreadyAtCheckout extends HttpError {
  constructor(readonly orderId: number) {
    super(409, `This basket is already at checkout as order #${orderId}: pay for it or change the basket.`);
  }
}

/**
 * Turns the student's basket into a pending order that snapshots its lines, unit prices,
 * subtotal, discount and total (GBP, integer pence), all priced on the server. Refused, with
 * nothing changed: an empty basket, lines no longer for sale, a coupon that no longer applies,
 * a course owned meanwhile, a total other than the one the student was shown, and a basket
 * already at checkout (its pending order's id comes with the refusal).
 */
export async function placeOrder(
  ctx: AppContext,
  userId: number,
  provider: PaymentProvider | null,
  expectedTotal: number | undefined,
): Promise<number> {
  return inTransaction(ctx.db, async (trx) => {
    const basket = await readBasket(trx, userId);
    if (basket.lines.length === 0) throw new HttpError(422, 'Your basket is empty.');
    const blocked = basket.lines.find((line) => line.unavailable);
    if (blocked) throw new HttpError(422, `${blocked.title}: ${blocked.unavailable} Remove it to continue.`);
    if (basket.coupon_problem)
      throw new HttpError(422, basket.coupon_problem, { code: [basket.coupon_problem] });
    const owned = await ownedCourseIds(trx, userId);
    const ownedLine = basket.lines.find((line) => line.kind === 'course' && owned.has(line.item_id));
    if (ownedLine)
      throw new HttpError(409, `You already own ${ownedLine.title}: remove it from your basket.`);
    if (basket.checkout_order_id) {
      const pending = await orderRow(trx, basket.checkout_order_id);
      if (pending && pending.status === 'pending') throw new AlreadyAtCheckout(Number(pending.id));
    }
    if (expectedTotal !== undefined && expectedTotal !== basket.total_pence)
      throw new HttpError(409, 'The prices in your basket have changed: please check the new total.');
    if (basket.total_pence > 0 && !provider) throw new HttpError(503, NOT_CONFIGURED);

    const created = await createRecord(
      trx,
      orders,
      {
        user_id: userId,
        items: basket.items.map((item) => ({
          kind: item.kind,
          item_id: item.item_id,
          title: item.title,
          unit_price: pounds(item.unit_price),
          ...(item.for_course_id ? { course_id: item.for_course_id } : {}),
        })),
        subtotal: pounds(basket.subtotal_pence),
        discount: pounds(basket.discount_pence),
        total: pounds(basket.total_pence),
        currency: 'GBP',
        coupon_code: basket.discount_pence > 0 ? (basket.coupon?.code ?? null) : null,
        status: 'pending',
      },
      { trusted: true },
    );
    const orderId = Number(created.id);
    await addressOrder(trx, userId, orderId, basket);
    const expires = new Date(Date.now() + ctx.config.orderExpiryMinutes * 60_000).toISOString();
    await loose(trx)
      .updateTable('orders')
      .set({ provider: provider?.name ?? 'none', expires_at: expires })
      .where('id', '=', orderId)
      .execute();
    await addOrderEvent(trx, orderId, 'pending', 'Order placed at checkout.', userId);
    await trx
      .updateTable('baskets')
      .set({ checkout_order_id: orderId, updated_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .execute();
    return orderId;
  });
}
