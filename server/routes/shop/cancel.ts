import type { FastifyInstance } from 'fastify';
import { shopEndpoints } from '../../../src/contract/shopEndpoints';
import { requireUser } from '../../auth/guards';
import { cancelByBuyer } from '../../shop/cancellation';
import { providerNamed } from '../../shop/payments/index';
import { pathId } from '../ids';
import { receiptAnswer } from './receipt';

/** The buyer cancels their order within the 14 days, and is refunded at once (server/shop/cancellation.ts). */
export async function cancelRoutes(app: FastifyInstance): Promise<void> {
  app.post(shopEndpoints.myOrderCancel, async (request) => {
    const { user } = await requireUser(app.ctx, request);
    const orderId = pathId((request.params as { id?: string }).id, 'Order');
    const { order } = await cancelByBuyer(
      app.ctx,
      (row) => providerNamed(app.ctx, row.provider),
      { userId: user.id, ip: request.ip },
      orderId,
      request.log,
    );
    return {
      data: await receiptAnswer(app.ctx.db, order),
      message: 'Your order is cancelled and your payment refunded: it reaches your card in 5 to 10 days.',
    };
  });
}
