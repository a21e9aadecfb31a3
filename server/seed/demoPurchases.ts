import type { AppContext } from '../context';
import type { DbOrTrx } from '../db/schema';
import { HttpError } from '../errors';
import { addBasketLine, applyBasketCoupon } from '../shop/basketChanges';
import type { ItemKind } from '../shop/items';
import { paymentArrived } from '../shop/payments/arrived';
import { cardAccepted, createTestProvider } from '../shop/payments/testProvider';
import { refundOrder } from '../shop/refund';
import { startCheckout } from '../shop/startCheckout';

/** A demo student's purchase, made as a student makes one. */
export interface DemoPurchase {
  user_id: number;
  items: { kind: Extract<ItemKind, 'course' | 'bundle' | 'product'>; id: number }[];
  coupon?: string;
  /** paid: the card accepted; pending: left at the payment page; refunded: paid, then given back by the admin. */
  outcome: 'paid' | 'pending' | 'refunded';
}

/** Nothing is logged for a seed: a failure stops it, and the whole seed with it. */
const quiet = { error: () => undefined, warn: () => undefined };

/**
 * The demo students' orders, made through the shop's own code: each item put in the basket, the
 * coupon applied, the basket checked out into a pending order with the test provider, and the
 * payment confirmed as the test provider's payment form confirms it, through `paymentArrived`
 * (enrolments, coupon use, receipt). A refund goes through the console's refund. Ids are the
 * ones the seed gave; the admin (`adminId`) refunds.
 */
export async function makeDemoPurchases(
  trx: DbOrTrx,
  services: Pick<AppContext, 'mailer' | 'config'>,
  purchases: readonly DemoPurchase[],
  adminId: number | null,
): Promise<number> {
  const ctx = { ...services, db: trx } as AppContext;
  // Its own test provider, whatever the site's settings: the demo is paid by the test card.
  const provider = createTestProvider();
  for (const purchase of purchases) {
    const student = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', '=', purchase.user_id)
      .executeTakeFirstOrThrow();
    for (const item of purchase.items) await addBasketLine(trx, student.id, item.kind, item.id, 0);
    if (purchase.coupon) await applyBasketCoupon(trx, student.id, purchase.coupon);
    // The demo's buyers ticked checkout's consent to immediate access, as every buyer must.
    const { order } = await startCheckout(ctx, student, provider, undefined, quiet, true);
    if (purchase.outcome === 'pending') continue;
    const orderId = Number(order.id);
    const paid = await paymentArrived(ctx, cardAccepted(provider, order), quiet);
    if (paid.outcome !== 'paid') throw new HttpError(500, `The demo order #${orderId} was not paid.`);
    if (purchase.outcome === 'refunded')
      await refundOrder(
        ctx,
        provider,
        orderId,
        { reason: 'The student asked for their money back.', by: { userId: adminId, ip: null } },
        quiet,
      );
  }
  return purchases.length;
}
