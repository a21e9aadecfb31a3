import type { VatIncluded } from '../../../src/contract/vatLine';

/** What a provider needs to take payment for an order; money in integer pence. */
export interface OrderToPay {
  id: number;
  total: number;
  currency: 'GBP';
  email: string;
  /** Each line at its price including VAT. */
  lines: { title: string; unit_price: number }[];
  discount: number;
  /** The VAT the total holds (server/shop/vat.ts); null while not registered for VAT. */
  vat: VatIncluded | null;
}

/** Where the student goes to pay, and the provider's name for that payment session. */
export interface PaymentStart {
  url: string;
  sessionId: string;
}

/** Money to give back of a payment: pence, and a key that makes asking twice refund once. */
export interface RefundRequest {
  orderId: number;
  /** The payment's reference at the provider (a payment intent). */
  paymentReference: string;
  amount: number;
  idempotencyKey: string;
}

/**
 * A card payment provider. A payment either confirms through `paymentArrived`
 * (server/shop/payments/arrived.ts), which checks it against the order and fulfils it: Stripe's
 * webhook after checking its signature, the test provider's payment form after judging the card.
 */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  startPayment(order: OrderToPay): Promise<PaymentStart>;
  /** Gives money back; answers the refund's reference. */
  refund(request: RefundRequest): Promise<string>;
  /**
   * Closes a payment page so it can no longer take payment; answers `closed`, or `paid` when
   * the payment was taken before it could be closed (its event then gives it back).
   */
  closeSession(sessionId: string): Promise<'closed' | 'paid'>;
}
