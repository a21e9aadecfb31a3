import type { Row } from '../../db/schema';

/** What a provider needs to take payment for an order; money in integer pence. */
export interface OrderToPay {
  id: number;
  total: number;
  currency: 'GBP';
  email: string;
  lines: { title: string; unit_price: number }[];
  discount: number;
}

/** Where the student goes to pay, and the provider's name for that payment session. */
export interface PaymentStart {
  url: string;
  sessionId: string;
}

/**
 * A card payment provider. Both confirm a payment the same way: a signed event through
 * `handlePaymentEvent` (server/shop/payments/events.ts), so one fulfilment serves both.
 */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  startPayment(order: OrderToPay): Promise<PaymentStart>;
  /** Gives the whole payment back; answers the refund's reference. */
  refund(order: Row): Promise<string>;
}
