import type { FastifyInstance } from 'fastify';
import { shopEndpoints } from '../../../src/contract/shopEndpoints';
import { requireUser } from '../../auth/guards';
import { HttpError, unprocessable } from '../../errors';
import { addOrderEvent, assertPending, orderRow, ownOrderRow } from '../../shop/orders';
import { paymentArrived } from '../../shop/payments/arrived';
import { cardDecline, checkCard } from '../../shop/payments/cards';
import { handlePaymentEvent, verifiedEvent } from '../../shop/payments/events';
import { paymentsOf } from '../../shop/payments/index';
import { cardAccepted } from '../../shop/payments/testProvider';
import { COUPON_MESSAGES } from '../../shop/coupons';
import { bodyOf } from './params';
import { pathId } from '../ids';

/**
 * The two ways a card payment arrives, both into `paymentArrived`: the test provider's own
 * payment form, and Stripe's webhook (verified against the raw body it was signed over).
 */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  app.post(shopEndpoints.testPay, async (request, reply) => {
    const { user } = await requireUser(app.ctx, request);
    const test = paymentsOf(app.ctx).test;
    if (!test) throw new HttpError(404, 'The test payment provider is off on this site.');
    const orderId = pathId((request.params as { id?: string }).id, 'Order');
    const order = await ownOrderRow(db, user.id, orderId);
    if (order.provider !== 'test')
      throw new HttpError(409, 'This order is not paid through the test provider.');
    assertPending(order);
    const { digits, errors } = checkCard(bodyOf(request.body));
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    const decline = cardDecline(digits);
    if (decline) {
      await addOrderEvent(
        db,
        orderId,
        'pending',
        `Card ending ${digits.slice(-4)} refused: ${decline}`,
        user.id,
      );
      return reply.code(402).send({ message: decline });
    }

    const result = await paymentArrived(app.ctx, cardAccepted(test, order), request.log);
    if (result.outcome === 'coupon_used_up')
      throw new HttpError(409, `${COUPON_MESSAGES.usedUp} Remove it from your basket and check out again.`);
    const after = await orderRow(db, orderId);
    if (after?.status !== 'paid')
      throw new HttpError(409, 'This order could not be paid. Please check out again.');
    return { data: { order_id: orderId, status: 'paid', redirect_url: `/dashboard/orders/${orderId}` } };
  });

  // Stripe signs the exact bytes it sends: this route reads its body raw, not parsed.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(shopEndpoints.stripeWebhook, async (request) => {
      const { config } = app.ctx;
      const stripe = paymentsOf(app.ctx).stripe;
      if (!stripe) throw new HttpError(404, 'Stripe payments are not configured.');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        throw new HttpError(400, 'The webhook signature is missing.');
      const event = verifiedEvent(request.body, signature, config.stripeWebhookSecret);
      const result = await handlePaymentEvent(app.ctx, stripe, event, request.log);
      return { received: true, outcome: result.outcome };
    });
  });
}
