import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider';

/**
 * The built-in test provider: the product's own payment page (`/checkout/pay/:orderId`), cards
 * judged as Stripe's test mode judges them (cards.ts), and confirmation through a signed event,
 * exactly as Stripe's webhook confirms, signed with a secret this process makes for itself.
 */
export function createTestProvider(): PaymentProvider & { readonly webhookSecret: string } {
  const webhookSecret = `whsec_test_${randomBytes(24).toString('hex')}`;
  return {
    name: 'test',
    webhookSecret,
    async startPayment(order) {
      return { url: `/checkout/pay/${order.id}`, sessionId: `cs_test_${randomBytes(12).toString('hex')}` };
    },
    async refund() {
      return `re_test_${randomBytes(12).toString('hex')}`;
    },
  };
}
