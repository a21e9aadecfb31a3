import type { FastifyInstance } from 'fastify';
import { shopEndpoints } from '../../../src/contract/shopEndpoints';
import { requireAdmin } from '../../auth/guards';
import { loose } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError, notFound, unprocessable } from '../../errors';
import { dispatchedMail } from '../../mail/dispatched';
import { addOrderEvent, orderAnswer, orderRow } from '../../shop/orders';
import { bodyOf } from './params';
import { pathId } from '../ids';

/**
 * The console's Mark as dispatched: a paid order's posted items have left, with an optional
 * tracking reference; the student is mailed. Once only: a second answer is 409.
 */
export async function dispatchRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.post(shopEndpoints.adminDispatch, async (request) => {
    const { user } = await requireAdmin(ctx, request);
    const id = pathId((request.params as { id?: string }).id, 'Order');
    const { tracking_reference: given } = bodyOf(request.body);
    if (given !== undefined && given !== null && typeof given !== 'string')
      throw unprocessable({ tracking_reference: ['The tracking reference must be text.'] });
    const tracking = typeof given === 'string' && given.trim() !== '' ? given.trim() : null;
    if (tracking && tracking.length > 60)
      throw unprocessable({ tracking_reference: ['Use at most 60 characters.'] });
    const order = await inTransaction(ctx.db, async (trx) => {
      const row = await orderRow(trx, id);
      if (!row) throw notFound('Order');
      if (!row.delivery_address) throw new HttpError(409, 'This order has nothing to post.');
      if (row.status !== 'paid') throw new HttpError(409, 'Only a paid order can be dispatched.');
      const now = new Date().toISOString();
      // Only the first of two clicks at once marks it: the other finds it dispatched.
      const marked = await loose(trx)
        .updateTable('orders')
        .set({ dispatched_at: now, tracking_reference: tracking, updated_at: now })
        .where('id', '=', id)
        .where('dispatched_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1)
        throw new HttpError(409, 'This order has already been dispatched.');
      await addOrderEvent(
        trx,
        id,
        'paid',
        tracking ? `Dispatched, tracking reference ${tracking}.` : 'Dispatched.',
        user.id,
      );
      return (await orderRow(trx, id))!;
    });
    const student = await ctx.db
      .selectFrom('users')
      .select(['name', 'email'])
      .where('id', '=', Number(order.user_id))
      .executeTakeFirst();
    // The dispatch stands whether or not the mail goes: it is logged, never undone.
    if (student)
      await ctx.mailer
        .send(
          dispatchedMail(
            { id, delivery_address: String(order.delivery_address), tracking_reference: tracking },
            student,
            ctx.config.publicUrl,
          ),
        )
        .catch((error: unknown) =>
          request.log.error({ err: error, orderId: id }, 'the dispatch mail failed'),
        );
    return { data: orderAnswer(order), message: `Order #${id} marked as dispatched.` };
  });
}
