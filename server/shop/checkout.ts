import type { AppContext } from '../context';
import type { Row } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { HttpError } from '../errors';
import { loose } from '../db/schema';
import { requireAccessConsent } from './accessConsent';
import { lockBasket, readBasket } from './basket';
import { deliveryAddressOf } from './delivery';
import { ownedCourseIds } from './items';
import { createOrder, orderRow } from './orders';
import type { PaymentProvider } from './payments/provider';

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
 * already at checkout (its pending order's id comes with the refusal), and digital content
 * without the buyer's consent to immediate access (422 naming `access_consent`); the order keeps
 * the consent's time, the server's. The basket's lock is taken first, so of many checkouts of one
 * basket at once, one makes the order.
 */
export async function placeOrder(
  ctx: AppContext,
  userId: number,
  provider: PaymentProvider | null,
  expectedTotal: number | undefined,
  accessConsent: boolean,
): Promise<Row> {
  return inTransaction(ctx.db, async (trx) => {
    const head = await lockBasket(trx, userId);
    if (head.checkout_order_id) {
      const pending = await orderRow(trx, head.checkout_order_id);
      if (pending && pending.status === 'pending') throw new AlreadyAtCheckout(Number(pending.id));
    }
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
    requireAccessConsent(basket.digital_content, accessConsent);
    if (expectedTotal !== undefined && expectedTotal !== basket.total_pence)
      throw new HttpError(409, 'The prices in your basket have changed: please check the new total.');
    if (basket.total_pence > 0 && !provider) throw new HttpError(503, NOT_CONFIGURED);
    const expires = new Date(Date.now() + ctx.config.orderExpiryMinutes * 60_000);
    const deliveryAddress = await deliveryAddressOf(trx, userId, basket);
    const order = await createOrder(trx, userId, basket, provider?.name ?? 'none', expires, deliveryAddress);
    if (!basket.digital_content) return order;
    const consentedAt = new Date().toISOString();
    await loose(trx)
      .updateTable('orders')
      .set({ access_consent_at: consentedAt })
      .where('id', '=', Number(order.id))
      .execute();
    return { ...order, access_consent_at: consentedAt };
  });
}
