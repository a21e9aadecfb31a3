import Stripe from 'stripe';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { loose } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../errors';
import { firstSighting } from '../fulfil';
import { addOrderEvent, closePendingOrder } from '../orders';
import { type ArrivalOutcome, paymentArrived } from './arrived';
import type { PaymentProvider } from './provider';

export type EventOutcome = ArrivalOutcome | { outcome: 'closed' };

type Log = { error: (o: object, m: string) => void; warn: (o: object, m: string) => void };

/** Checks the signature over the raw body, as Stripe signs it; 400 when it does not hold. */
export function verifiedEvent(payload: string | Buffer, signature: string, secret: string): Stripe.Event {
  try {
    return Stripe.webhooks.constructEvent(payload, signature, secret);
  } catch {
    throw new HttpError(400, 'The webhook signature is not valid.');
  }
}

/** The parts of a Checkout Session event the shop reads; an event of another shape is acknowledged and left. */
const sessionEvent = z.object({
  id: z.string().min(1),
  type: z.string(),
  data: z.object({
    object: z.object({
      id: z.string().min(1),
      client_reference_id: z.string().nullish(),
      metadata: z.record(z.string(), z.unknown()).nullish(),
      amount_total: z.number().int().nullish(),
      currency: z.string().nullish(),
      payment_status: z.string().nullish(),
      payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
    }),
  }),
});

const orderIdOf = (value: unknown): number | null => {
  const id = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * One signed Stripe event: a Checkout Session paid (`completed`, or `async_payment_succeeded`
 * for bank debits), through `paymentArrived`; failed or expired, closing its pending order. The
 * order is found by the session stored for it, never by what the event names. Every other event,
 * and one of a shape the shop does not read, is acknowledged and changes nothing.
 */
export async function handlePaymentEvent(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  provider: PaymentProvider,
  event: unknown,
  log: Log,
): Promise<EventOutcome> {
  const parsed = sessionEvent.safeParse(event);
  if (!parsed.success || !parsed.data.type.startsWith('checkout.session.')) {
    if (!parsed.success)
      log.warn(
        { issues: parsed.error.issues.slice(0, 3) },
        'a payment event of an unexpected shape was left',
      );
    return { outcome: 'ignored' };
  }
  const { id: eventId, type } = parsed.data;
  const session = parsed.data.data.object;
  if (type === 'checkout.session.completed' || type === 'checkout.session.async_payment_succeeded') {
    // A bank debit completes the session unpaid, and pays later (async_payment_succeeded).
    if (type === 'checkout.session.completed' && session.payment_status === 'unpaid')
      return { outcome: 'ignored' };
    const intent = session.payment_intent;
    return paymentArrived(
      ctx,
      {
        provider,
        eventId,
        eventType: type,
        sessionId: session.id,
        namedOrderId: orderIdOf(session.metadata?.order_id) ?? orderIdOf(session.client_reference_id),
        amount: session.amount_total ?? null,
        currency: session.currency ?? null,
        paymentStatus: session.payment_status ?? null,
        reference: typeof intent === 'string' ? intent : (intent?.id ?? session.id),
      },
      log,
    );
  }
  const close =
    type === 'checkout.session.async_payment_failed'
      ? { status: 'failed' as const, note: 'The payment failed.' }
      : type === 'checkout.session.expired'
        ? { status: 'cancelled' as const, note: 'The payment page expired before payment.' }
        : null;
  if (!close) return { outcome: 'ignored' };
  const order = await loose(ctx.db)
    .selectFrom('orders')
    .select('id')
    .where('provider', '=', provider.name)
    .where('provider_session_id', '=', session.id)
    .executeTakeFirst();
  if (!order) {
    log.warn({ eventId, sessionId: session.id }, `a ${type} event names no order of ours`);
    return { outcome: 'ignored' };
  }
  const orderId = Number(order.id);
  await inTransaction(ctx.db, async (trx) => {
    if (!(await firstSighting(trx, eventId, provider.name, type, orderId))) return;
    const closed = await closePendingOrder(trx, orderId, close.status, close.note);
    // The page is closed at Stripe already: nothing to ask of it.
    await loose(trx)
      .updateTable('orders')
      .set({ session_closed_at: new Date().toISOString() })
      .where('id', '=', orderId)
      .where('session_closed_at', 'is', null)
      .execute();
    if (!closed) await addOrderEvent(trx, orderId, 'note', `${type} arrived for an order no longer pending.`);
  });
  return { outcome: 'closed' };
}
