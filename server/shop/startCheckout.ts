import type { AppContext } from '../context';
import type { Row } from '../db/schema';
import { loose } from '../db/schema';
import { HttpError } from '../errors';
import { placeOrder } from './checkout';
import { fulfilOrder } from './fulfil';
import { closePendingOrder, expirePendingOrders } from './orders';
import { closeStaleSessions } from './payments/closeSessions';
import type { PaymentProvider } from './payments/provider';
import { vatInTotal } from './vatShown';

type Log = { error: (o: object, m: string) => void; warn: (o: object, m: string) => void };

/**
 * Checkout of the student's basket: the pending order (placeOrder), then either nothing to pay
 * (paid at once, receipt sent) or the provider's payment started, its session kept on the order.
 * Answers the order and where the student goes next. A basket already at checkout is refused
 * with AlreadyAtCheckout; a provider that cannot be reached fails the order (502).
 */
export async function startCheckout(
  ctx: AppContext,
  user: { id: number; email: string },
  provider: PaymentProvider | null,
  expectedTotal: number | undefined,
  log: Log,
  /** The buyer's consent to immediate access to digital content (server/shop/accessConsent.ts). */
  accessConsent: boolean,
): Promise<{ order: Row; redirectUrl: string }> {
  const { db } = ctx;
  if ((await expirePendingOrders(db)) > 0) await closeStaleSessions(ctx, log);
  const order = await placeOrder(ctx, user.id, provider, expectedTotal, accessConsent);
  const orderId = Number(order.id);
  if (Number(order.total) === 0) {
    const paid = await fulfilOrder(
      ctx,
      { orderId, reference: `free-${orderId}`, provider: 'none', note: 'Nothing to pay.' },
      log,
    );
    return { order: paid.order ?? order, redirectUrl: `/dashboard/orders/${orderId}` };
  }
  try {
    const start = await provider!.startPayment({
      id: orderId,
      total: Number(order.total),
      currency: 'GBP',
      email: user.email,
      discount: Number(order.discount ?? 0),
      vat: await vatInTotal(db, Number(order.total)),
      lines: (JSON.parse(String(order.items)) as { title: string; unit_price: number }[]).map((line) => ({
        title: line.title,
        unit_price: Number(line.unit_price),
      })),
    });
    await loose(db)
      .updateTable('orders')
      .set({ provider_session_id: start.sessionId })
      .where('id', '=', orderId)
      .execute();
    return { order: { ...order, provider_session_id: start.sessionId }, redirectUrl: start.url };
  } catch (error) {
    log.error({ err: error, orderId }, 'the payment could not be started');
    await closePendingOrder(db, orderId, 'failed', 'The payment provider could not be reached.');
    throw new HttpError(502, 'The payment provider could not be reached. Please try again in a moment.');
  }
}
