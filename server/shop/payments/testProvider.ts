import { randomBytes } from 'node:crypto';
import type { Row } from '../../db/schema';
import type { Arrival } from './arrived';
import type { PaymentProvider } from './provider';

/**
 * The built-in test provider: the product's own payment page (`/checkout/pay/:orderId`), cards
 * judged as Stripe's test mode judges them (cards.ts). Its page takes payment for a pending
 * order only, so closing it is nothing more than closing the order.
 */
export function createTestProvider(): PaymentProvider {
  return {
    name: 'test',
    async startPayment(order) {
      return { url: `/checkout/pay/${order.id}`, sessionId: `cs_test_${randomBytes(12).toString('hex')}` };
    },
    async refund() {
      return `re_test_${randomBytes(12).toString('hex')}`;
    },
    async closeSession() {
      return 'closed';
    },
  };
}

/** What the test provider's form reports once it has accepted a card: the order's total, taken on its page. */
export function cardAccepted(provider: PaymentProvider, order: Row): Arrival {
  const payment = `pi_test_${randomBytes(12).toString('hex')}`;
  return {
    provider,
    eventId: `test_${payment}`,
    eventType: 'test.card_accepted',
    sessionId: String(order.provider_session_id),
    namedOrderId: Number(order.id),
    amount: Number(order.total),
    currency: 'gbp',
    paymentStatus: 'paid',
    reference: payment,
  };
}
