import Stripe from 'stripe';
import type { Config } from '../../config';
import type { PaymentProvider } from './provider';

/** The SDK, pointed at STRIPE_API_URL: Stripe's own API, or a stand-in such as stripe-mock. */
export function stripeClient(config: Pick<Config, 'stripeSecretKey' | 'stripeApiUrl'>): Stripe {
  const url = new URL(config.stripeApiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.stripeSecretKey, {
    host: url.hostname,
    port: Number(url.port || (protocol === 'http' ? 80 : 443)),
    protocol,
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });
}

/** Stripe Checkout: a hosted payment page in GBP, confirmed by the signed webhook; refunds and page closing through Stripe's API. */
export function createStripeProvider(config: Config): PaymentProvider {
  const stripe = stripeClient(config);
  return {
    name: 'stripe',
    async startPayment(order) {
      const orderId = String(order.id);
      // Stripe applies a discount through a coupon of its own: one for this order, used once.
      const discounts =
        order.discount > 0
          ? [
              {
                coupon: (
                  await stripe.coupons.create({
                    amount_off: order.discount,
                    currency: 'gbp',
                    duration: 'once',
                    max_redemptions: 1,
                    name: `Order #${orderId}`,
                  })
                ).id,
              },
            ]
          : undefined;
      // The VAT the shop worked out, for reconciling Stripe's records with the invoice.
      const vat: Record<string, string> = order.vat
        ? { vat_rate_percent: String(order.vat.rate_percent), vat_pence: String(order.vat.included_pence) }
        : {};
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        currency: 'gbp',
        customer_email: order.email,
        client_reference_id: orderId,
        metadata: { order_id: orderId, ...vat },
        payment_intent_data: { metadata: { order_id: orderId } },
        line_items: order.lines.map((line) => ({
          quantity: 1,
          // Prices include VAT: Stripe is told so, and charges exactly these amounts.
          price_data: {
            currency: 'gbp',
            unit_amount: line.unit_price,
            tax_behavior: 'inclusive',
            product_data: { name: line.title },
          },
        })),
        discounts,
        success_url: `${config.publicUrl}/dashboard/orders/${orderId}?paid=1`,
        cancel_url: `${config.publicUrl}/basket`,
      });
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL.');
      return { url: session.url, sessionId: session.id };
    },
    async refund({ orderId, paymentReference, amount, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentReference, amount, metadata: { order_id: String(orderId) } },
        { idempotencyKey },
      );
      return refund.id;
    },
    async closeSession(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return 'closed';
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open: ask what became of it.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === 'complete') return 'paid';
        if (session.status === 'expired') return 'closed';
        throw error;
      }
    },
  };
}
