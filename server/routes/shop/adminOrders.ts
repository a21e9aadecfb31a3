import type { FastifyInstance } from 'fastify';
import { shopEndpoints } from '../../../src/contract/shopEndpoints';
import { requireAdmin } from '../../auth/guards';
import { loose } from '../../db/schema';
import { HttpError, notFound, unprocessable } from '../../errors';
import { confirmPayment } from '../../shop/fulfil';
import { closePendingOrder, orderAnswer, orderHistory, orderRow } from '../../shop/orders';
import { afterPaid } from '../../shop/payments/events';
import { recordRefund } from '../../shop/refund';
import { providerNamed } from '../../shop/payments/index';
import { bodyOf, idParam } from './params';

/** The console's order page: the order with its history and what it granted; refund, mark paid, cancel. */
export async function adminOrderRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const orderOf = async (params: unknown) => {
    const id = idParam((params as { id?: string }).id, 'Order');
    const row = await orderRow(db, id);
    if (!row) throw notFound('Order');
    return row;
  };
  const details = async (id: number) => {
    const row = (await orderRow(db, id))!;
    const enrolments = await loose(db)
      .selectFrom('enrolments')
      .innerJoin('courses', 'courses.id', 'enrolments.course_id')
      .select(['enrolments.id as id', 'courses.id as course_id', 'courses.title as course_title'])
      .where('enrolments.order_id', '=', id)
      .execute();
    const customer = await db
      .selectFrom('users')
      .select(['name', 'email'])
      .where('id', '=', Number(row.user_id))
      .executeTakeFirst();
    return {
      ...orderAnswer(row),
      customer: customer ?? null,
      history: await orderHistory(db, id),
      enrolments: enrolments.map((e) => ({
        id: Number(e.id),
        course_id: Number(e.course_id),
        course_title: e.course_title,
      })),
    };
  };

  app.get(shopEndpoints.adminOrder, async (request) => {
    await requireAdmin(app.ctx, request);
    const row = await orderOf(request.params);
    return { data: await details(Number(row.id)) };
  });

  app.post(shopEndpoints.adminRefund, async (request) => {
    const { user } = await requireAdmin(app.ctx, request);
    const row = await orderOf(request.params);
    const id = Number(row.id);
    if (row.status !== 'paid') throw new HttpError(409, 'Only a paid order can be refunded.');
    const provider = providerNamed(app.ctx, row.provider);
    // A bank transfer or a free order is given back outside the site; the record still says so.
    let reference = 'outside the site';
    if (provider) {
      try {
        reference = await provider.refund(row);
      } catch (error) {
        request.log.error({ err: error, orderId: id }, 'the refund failed');
        throw new HttpError(
          502,
          'The payment provider refused or could not be reached: nothing was changed.',
        );
      }
    }
    const revoked = await recordRefund(db, id, reference, { userId: user.id, ip: request.ip });
    return {
      data: await details(id),
      message: `Order #${id} refunded. ${revoked} enrolment${revoked === 1 ? '' : 's'} revoked.`,
    };
  });

  app.post(shopEndpoints.adminMarkPaid, async (request) => {
    const { user } = await requireAdmin(app.ctx, request);
    const row = await orderOf(request.params);
    const id = Number(row.id);
    const { reference } = bodyOf(request.body);
    if (typeof reference !== 'string' || reference.trim() === '' || reference.length > 120)
      throw unprocessable({ reference: ['Enter the bank transfer reference (up to 120 characters).'] });
    if (row.status === 'paid') throw new HttpError(409, 'This order has already been paid.');
    if (row.status === 'refunded') throw new HttpError(409, 'A refunded order cannot be marked as paid.');
    const result = await confirmPayment(db, {
      orderId: id,
      reference: reference.trim(),
      provider: 'bank_transfer',
      actorId: user.id,
      note: `Marked as paid by bank transfer: ${reference.trim()}`,
    });
    if (result.outcome === 'coupon_used_up')
      throw new HttpError(409, 'The coupon on this order has no use left: nothing was changed.');
    if (result.outcome === 'paid') await afterPaid(app.ctx, id, request.log);
    return { data: await details(id), message: `Order #${id} marked as paid.` };
  });

  app.post(shopEndpoints.adminCancel, async (request) => {
    const { user } = await requireAdmin(app.ctx, request);
    const row = await orderOf(request.params);
    const id = Number(row.id);
    if (!(await closePendingOrder(db, id, 'cancelled', 'Cancelled by an admin.', user.id)))
      throw new HttpError(409, 'Only a pending order can be cancelled.');
    return { data: await details(id), message: `Order #${id} cancelled.` };
  });
}
