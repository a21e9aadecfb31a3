import type { FastifyInstance } from 'fastify';
import { shopEndpoints } from '../../../src/contract/shopEndpoints';
import { requireUser } from '../../auth/guards';
import type { Row } from '../../db/schema';
import { HttpError } from '../../errors';
import { AlreadyAtCheckout } from '../../shop/checkout';
import { readAccessConsent } from '../../shop/accessConsent';
import { startCheckout } from '../../shop/startCheckout';
import { orderAnswer, ownOrderRow } from '../../shop/orders';
import { paymentsOf } from '../../shop/payments/index';
import { vatOfOrder } from '../../shop/vatShown';
import { deliverTo } from './delivery';
import { bodyOf } from './params';
import { pathId } from '../ids';
import { receiptAnswer } from './receipt';

/** Checkout, the page that pays for an order, and the student's receipt (docs/API.md). */
export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  app.post(shopEndpoints.checkout, async (request, reply) => {
    const { user } = await requireUser(app.ctx, request);
    const body = bodyOf(request.body);
    const { expected_total_pence: expected, delivery_address: address } = body;
    if (expected !== undefined && !(typeof expected === 'number' && Number.isSafeInteger(expected)))
      throw new HttpError(422, 'The expected total must be a whole number of pence.');
    await deliverTo(db, user.id, address);
    let started: { order: Row; redirectUrl: string };
    try {
      started = await startCheckout(
        app.ctx,
        user,
        paymentsOf(app.ctx).active,
        expected as number | undefined,
        request.log,
        readAccessConsent(body),
      );
    } catch (error) {
      if (error instanceof AlreadyAtCheckout)
        return reply.code(409).send({ message: error.message, order_id: error.orderId });
      throw error;
    }
    return reply.code(201).send({ data: orderAnswer(started.order), redirect_url: started.redirectUrl });
  });

  app.get(shopEndpoints.orderPayment, async (request) => {
    const { user } = await requireUser(app.ctx, request);
    const row = await ownOrderRow(db, user.id, pathId((request.params as { id?: string }).id, 'Order'));
    return {
      data: {
        order: orderAnswer(row),
        total_pence: Number(row.total),
        vat: await vatOfOrder(db, row),
        test_mode: row.provider === 'test',
      },
    };
  });

  app.get(shopEndpoints.myOrder, async (request) => {
    const { user } = await requireUser(app.ctx, request);
    const row = await ownOrderRow(db, user.id, pathId((request.params as { id?: string }).id, 'Order'));
    return { data: await receiptAnswer(db, row) };
  });
}
