import type { AppContext } from '../../context';
import type { Row } from '../../db/schema';
import { loose } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { type Fulfilment, firstSighting, fulfilOrder } from '../fulfil';
import { addOrderEvent, closePendingOrder, orderRow } from '../orders';
import { money } from '../money';
import { mailRefund } from '../refund';
import type { PaymentProvider } from './provider';

type Log = { error: (o: object, m: string) => void; warn: (o: object, m: string) => void };

/** A payment as its provider reports it: nothing in it is trusted until checked against the order. */
export interface Arrival {
  provider: PaymentProvider;
  /** The provider's event id: an event handled once is never handled again. */
  eventId: string;
  eventType: string;
  /** The payment page (Checkout Session) it was taken on. */
  sessionId: string;
  /** The order the event names (metadata or client reference); only ever used to tell of a mismatch. */
  namedOrderId: number | null;
  /** Pence and currency taken, and whether the money has moved. */
  amount: number | null;
  currency: string | null;
  paymentStatus: string | null;
  /** The payment's reference at the provider (a payment intent). */
  reference: string;
}

export type ArrivalOutcome = Fulfilment | { outcome: 'mismatch' | 'ignored' | 'refunded'; order?: Row };

const findBySession = (ctx: Pick<AppContext, 'db'>, arrival: Arrival) =>
  loose(ctx.db)
    .selectFrom('orders')
    .selectAll()
    .where('provider', '=', arrival.provider.name)
    .where('provider_session_id', '=', arrival.sessionId)
    .executeTakeFirst();

/** What in the payment does not match the order, in words; empty when it all matches. */
function mismatches(order: Row, arrival: Arrival): string[] {
  const problems: string[] = [];
  if (arrival.amount !== Number(order.total))
    problems.push(
      `the amount paid (${arrival.amount === null ? 'none' : `${arrival.amount} minor units`}) is not the order's total (${Number(order.total)} pence)`,
    );
  if (arrival.currency !== 'gbp') problems.push(`the currency is ${arrival.currency ?? 'missing'}, not gbp`);
  if (arrival.paymentStatus !== 'paid')
    problems.push(`the payment status is ${arrival.paymentStatus ?? 'missing'}, not paid`);
  return problems;
}

/** Writes a refused payment event in the order's history, once per event, and logs a warning. */
async function refuse(ctx: Pick<AppContext, 'db'>, orderId: number, arrival: Arrival, why: string, log: Log) {
  const note = `A ${arrival.eventType} event (${arrival.eventId}) was not accepted: ${why}. Nothing changed.`;
  log.warn({ orderId, eventId: arrival.eventId, sessionId: arrival.sessionId }, note);
  await inTransaction(ctx.db, async (trx) => {
    if (!(await firstSighting(trx, arrival.eventId, arrival.provider.name, arrival.eventType, orderId)))
      return;
    await addOrderEvent(trx, orderId, 'note', note);
  });
}

/**
 * Money that arrived for an order that can no longer be paid (cancelled, superseded, expired,
 * or its coupon used up meanwhile) goes straight back: the whole payment refunded through the
 * provider (keyed by the event, so a replay refunds once), recorded on the order with its
 * history, and mailed to the student. The order keeps its status.
 */
async function giveBack(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  order: Row,
  arrival: Arrival,
  why: string,
  log: Log,
): Promise<ArrivalOutcome> {
  const orderId = Number(order.id);
  const amount = Number(arrival.amount);
  const reference = await arrival.provider.refund({
    orderId,
    paymentReference: arrival.reference,
    amount,
    idempotencyKey: `late-${arrival.eventId}`,
  });
  const at = new Date().toISOString();
  const recorded = await inTransaction(ctx.db, async (trx) => {
    if (!(await firstSighting(trx, arrival.eventId, arrival.provider.name, arrival.eventType, orderId)))
      return false;
    await trx
      .insertInto('order_refunds')
      .values({ order_id: orderId, amount, reason: why, reference, user_id: null, at })
      .execute();
    await addOrderEvent(
      trx,
      orderId,
      String(order.status),
      `A payment of ${money(amount)} (${arrival.reference}) arrived, but ${why}: refunded at once (${reference}).`,
    );
    return true;
  });
  if (!recorded) return { outcome: 'already', order };
  log.warn({ orderId, eventId: arrival.eventId }, 'a payment for an order no longer payable was refunded');
  await mailRefund(
    ctx,
    order,
    amount,
    at,
    `The payment arrived after the order could no longer be paid (${why}), so nothing was charged for it in the end. If you still want the course, check out your basket again.`,
    log,
  );
  return { outcome: 'refunded', order: (await orderRow(ctx.db, orderId)) ?? order };
}

/**
 * A payment, from Stripe's webhook or the test provider's form: the one way an order gets paid
 * by card. It pays the order only when it was taken on the payment page stored for the order,
 * for exactly its total in pence, in gbp, and the money has moved; anything else changes nothing,
 * is written to the order's history and logged as a warning. A payment for an order no longer
 * payable is given back. A payment seen before changes nothing.
 */
export async function paymentArrived(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  arrival: Arrival,
  log: Log,
): Promise<ArrivalOutcome> {
  const order = await findBySession(ctx, arrival);
  if (!order) {
    const named = arrival.namedOrderId ? await orderRow(ctx.db, arrival.namedOrderId) : undefined;
    if (named) {
      await refuse(
        ctx,
        Number(named.id),
        arrival,
        `it came from payment page ${arrival.sessionId}, not the one made for this order`,
        log,
      );
      return { outcome: 'mismatch', order: named };
    }
    log.warn(
      { eventId: arrival.eventId, sessionId: arrival.sessionId },
      'a payment event names no order of ours',
    );
    return { outcome: 'ignored' };
  }
  const orderId = Number(order.id);
  const problems = mismatches(order, arrival);
  if (problems.length > 0) {
    await refuse(ctx, orderId, arrival, problems.join('; '), log);
    return { outcome: 'mismatch', order };
  }
  if (order.status !== 'pending') {
    if (order.payment_reference === arrival.reference) return { outcome: 'already', order };
    return giveBack(ctx, order, arrival, `the order was ${String(order.status)}`, log);
  }
  const result = await fulfilOrder(
    ctx,
    {
      orderId,
      reference: arrival.reference,
      provider: arrival.provider.name,
      eventId: arrival.eventId,
      eventType: arrival.eventType,
    },
    log,
  );
  if (result.outcome === 'coupon_used_up') {
    const why = 'its coupon had no use left when the payment arrived';
    // Stripe's page has taken its one payment; the test provider's form may be used again.
    if (arrival.provider.name === 'stripe')
      await closePendingOrder(ctx.db, orderId, 'failed', `The payment could not be accepted: ${why}.`);
    await giveBack(ctx, (await orderRow(ctx.db, orderId))!, arrival, why, log);
    return result;
  }
  if (
    result.outcome === 'already' &&
    result.order &&
    result.order.status !== 'pending' &&
    result.order.payment_reference !== arrival.reference
  )
    // Closed between the read above and the claim: the money still goes back.
    return giveBack(ctx, result.order, arrival, `the order was ${String(result.order.status)}`, log);
  return result;
}
