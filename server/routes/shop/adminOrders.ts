import type { FastifyInstance } from 'fastify';
import { shopEndpoints } from '../../../src/contract/shopEndpoints';
import { requireAdmin } from '../../auth/guards';
import { loose } from '../../db/schema';
import { HttpError, notFound, unprocessable } from '../../errors';
import { fulfilOrder } from '../../shop/fulfil';
import { closePendingOrder, orderAnswer, orderHistory, orderRefunds, orderRow } from '../../shop/orders';
import { closeStaleSessions } from '../../shop/payments/closeSessions';
import { money } from '../../shop/money';
import { refundOrder } from '../../shop/refund';
import { providerNamed } from '../../shop/payments/index';
import { bodyOf } from './params';
import { pathId } from '../ids';
import { documentLinks } from './vatDocuments';

/** The console's order page: the order with its history and what it granted; refund, mark paid, cancel. */
export async function adminOrderRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const orderOf = async (params: unknown) => {
    const id = pathId((params as { id?: string }).id, 'Order');
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
      refunds: await orderRefunds(db, id),
      ...(await documentLinks(db, id)),
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
    const { amount, reason } = bodyOf(request.body);
    if (typeof reason !== 'string' || reason.trim() === '')
      throw unprocessable({ reason: ['Give the reason for this refund.'] });
    // Pounds, as every amount on the wire; at most two decimals.
    if (
      amount !== undefined &&
      amount !== null &&
      !(
        typeof amount === 'number' &&
        Number.isFinite(amount) &&
        Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6
      )
    )
      throw unprocessable({ amount: ['Enter the amount in pounds, such as 12.50.'] });
    // A bank transfer or a free order is given back outside the site; the record still says so.
    const done = await refundOrder(
      app.ctx,
      providerNamed(app.ctx, row.provider),
      id,
      {
        amount: typeof amount === 'number' ? Math.round(amount * 100) : undefined,
        reason,
        by: { userId: user.id, ip: request.ip },
      },
      request.log,
    );
    return {
      data: await details(id),
      message:
        done.order.status === 'refunded'
          ? `Order #${id} refunded. ${done.revoked} enrolment${done.revoked === 1 ? '' : 's'} revoked.`
          : `${money(done.amount)} of order #${id} refunded. The courses are kept.`,
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
    if (row.status !== 'pending')
      throw new HttpError(
        409,
        `This order is ${String(row.status)}: only a pending order can be marked as paid.`,
      );
    const result = await fulfilOrder(
      app.ctx,
      {
        orderId: id,
        reference: reference.trim(),
        provider: 'bank_transfer',
        actorId: user.id,
        note: `Marked as paid by bank transfer: ${reference.trim()}`,
      },
      request.log,
    );
    if (result.outcome === 'coupon_used_up')
      throw new HttpError(409, 'The coupon on this order has no use left: nothing was changed.');
    return { data: await details(id), message: `Order #${id} marked as paid.` };
  });

  app.post(shopEndpoints.adminCancel, async (request) => {
    const { user } = await requireAdmin(app.ctx, request);
    const row = await orderOf(request.params);
    const id = Number(row.id);
    if (!(await closePendingOrder(db, id, 'cancelled', 'Cancelled by an admin.', user.id)))
      throw new HttpError(409, 'Only a pending order can be cancelled.');
    await closeStaleSessions(app.ctx, request.log);
    return { data: await details(id), message: `Order #${id} cancelled.` };
  });
}
