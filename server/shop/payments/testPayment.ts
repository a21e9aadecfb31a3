import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { AppContext } from '../../context';
import type { Row } from '../../db/schema';
import { type EventOutcome, handlePaymentEvent, verifiedEvent } from './events';

/**
 * The test provider's confirmation of a card it accepted: a checkout.session.completed event for
 * the order, signed with the provider's secret and verified on arrival, then handled by the same
 * code as Stripe's webhook (handlePaymentEvent), fulfilment and receipt included.
 */
export async function confirmTestPayment(
  ctx: AppContext,
  webhookSecret: string,
  order: Row,
  log: { error: (o: object, m: string) => void },
): Promise<EventOutcome> {
  const orderId = Number(order.id);
  const payload = JSON.stringify({
    id: `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: String(order.provider_session_id ?? `cs_test_${orderId}`),
        object: 'checkout.session',
        client_reference_id: String(orderId),
        metadata: { order_id: String(orderId) },
        payment_intent: `pi_test_${randomBytes(12).toString('hex')}`,
        payment_status: 'paid',
        amount_total: Number(order.total),
        currency: 'gbp',
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  return handlePaymentEvent(ctx, 'test', verifiedEvent(payload, signature, webhookSecret), log);
}
