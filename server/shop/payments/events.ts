import Stripe from 'stripe';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../errors';
import { receiptMail } from '../../mail/receipt';
import { type Fulfilment, confirmPayment, firstSighting } from '../fulfil';
import { addOrderEvent, closePendingOrder, orderRow } from '../orders';
import { providerNamed } from './index';

export type EventOutcome = Fulfilment | { outcome: 'closed' | 'ignored' };

/** Checks the signature over the raw body, as Stripe signs it; 400 when it does not hold. */
export function verifiedEvent(payload: string | Buffer, signature: string, secret: string): Stripe.Event {
  try {
    return Stripe.webhooks.constructEvent(payload, signature, secret);
  } catch {
    throw new HttpError(400, 'The webhook signature is not valid.');
  }
}

async function sendReceipt(ctx: AppContext, orderId: number): Promise<void> {
  const order = await orderRow(ctx.db, orderId);
  if (!order) return;
  const student = await ctx.db
    .selectFrom('users')
    .select(['name', 'email'])
    .where('id', '=', Number(order.user_id))
    .executeTakeFirst();
  if (!student) return;
  await ctx.mailer.send(receiptMail(order, student, ctx.config.publicUrl));
}

/** After a payment is confirmed: the receipt by mail. A mail that fails does not undo the payment. */
export async function afterPaid(
  ctx: AppContext,
  orderId: number,
  log: { error: (o: object, m: string) => void },
) {
  try {
    await sendReceipt(ctx, orderId);
  } catch (error) {
    log.error({ err: error, orderId }, 'the receipt could not be sent');
  }
}

/**
 * One provider event, verified already: checkout sessions completed (paid), failed and
 * expired. An event seen before changes nothing, nor does a confirmation of a paid order.
 */
export async function handlePaymentEvent(
  ctx: AppContext,
  providerName: 'stripe' | 'test',
  event: Stripe.Event,
  log: { error: (o: object, m: string) => void },
): Promise<EventOutcome> {
  if (!event.type.startsWith('checkout.session.')) return { outcome: 'ignored' };
  const session = event.data.object as Stripe.Checkout.Session;
  const orderId = Number(session.metadata?.order_id ?? session.client_reference_id);
  if (!Number.isInteger(orderId) || orderId <= 0) return { outcome: 'ignored' };

  if (
    event.type === 'checkout.session.completed' ||
    event.type === 'checkout.session.async_payment_succeeded'
  ) {
    // Bank debits complete the session first and pay later (async_payment_succeeded).
    if (session.payment_status === 'unpaid') return { outcome: 'ignored' };
    const intent = session.payment_intent;
    const reference = typeof intent === 'string' ? intent : (intent?.id ?? session.id);
    const result = await confirmPayment(ctx.db, {
      orderId,
      reference,
      provider: providerName,
      eventId: event.id,
      eventType: event.type,
    });
    if (result.outcome === 'paid') await afterPaid(ctx, orderId, log);
    if (result.outcome === 'coupon_used_up' && providerName === 'stripe') {
      // The money moved but the coupon it was priced with has no use left: give it back.
      const provider = providerNamed(ctx, 'stripe');
      const refundId = provider
        ? await provider.refund({ ...result.order, payment_reference: reference })
        : null;
      await inTransaction(ctx.db, async (trx) => {
        if (!(await firstSighting(trx, event.id, providerName, event.type, orderId))) return;
        await closePendingOrder(
          trx,
          orderId,
          'failed',
          `The coupon had no use left when the payment arrived; refunded (${refundId ?? 'no provider'}).`,
        );
      });
    }
    return result;
  }
  const close =
    event.type === 'checkout.session.async_payment_failed'
      ? { status: 'failed' as const, note: 'The payment failed.' }
      : event.type === 'checkout.session.expired'
        ? { status: 'cancelled' as const, note: 'The payment page expired before payment.' }
        : null;
  if (!close) return { outcome: 'ignored' };
  await inTransaction(ctx.db, async (trx) => {
    if (!(await firstSighting(trx, event.id, providerName, event.type, orderId))) return;
    if (!(await closePendingOrder(trx, orderId, close.status, close.note)))
      await addOrderEvent(trx, orderId, 'note', `${event.type} arrived for an order no longer pending.`);
  });
  return { outcome: 'closed' };
}
