import type { AppContext } from '../../context';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripeProvider';
import { createTestProvider } from './testProvider';

export interface Payments {
  /** Where new checkouts go: Stripe when configured, else the test provider when it is on. */
  active: PaymentProvider | null;
  stripe: PaymentProvider | null;
  test: PaymentProvider | null;
}

const made = new WeakMap<AppContext, Payments>();

/** The providers this server's settings turn on, made once per app. */
export function paymentsOf(ctx: AppContext): Payments {
  let payments = made.get(ctx);
  if (!payments) {
    const { config } = ctx;
    const stripe = config.stripeSecretKey && config.stripeWebhookSecret ? createStripeProvider(config) : null;
    const test = config.testPayments ? createTestProvider() : null;
    payments = { active: stripe ?? test, stripe, test };
    made.set(ctx, payments);
  }
  return payments;
}

export const providerNamed = (ctx: AppContext, name: unknown): PaymentProvider | null => {
  const payments = paymentsOf(ctx);
  if (name === 'stripe') return payments.stripe;
  if (name === 'test') return payments.test;
  return null;
};
