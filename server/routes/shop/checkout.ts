import type { FastifyInstance } from 'fastify';
import { shopEndpoints } from '../../../src/api/shopEndpoints';
import { requireUser } from '../../auth/guards';
import { loose } from '../../db/schema';
import { HttpError } from '../../errors';
import { AlreadyAtCheckout, placeOrder } from '../../shop/checkout';
import { confirmPayment } from '../../shop/fulfil';
import {
  closePendingOrder,
  expirePendingOrders,
  orderAnswer,
  orderHistory,
  orderRow,
  ownOrderRow,
} from '../../shop/orders';
import { afterPaid } from '../../shop/payments/events';
import { paymentsOf } from '../../shop/payments/index';
import { bodyOf, idParam } from './params';

/** Checkout, the page that pays for an order, and the student's receipt (docs/API.md). */
export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  app.post(shopEndpoints.checkout, async (request, reply) => {
    const { user } = await requireUser(app.ctx, request);
    const { expected_total_pence: expected } = bodyOf(request.body);
    if (expected !== undefined && !(typeof expected === 'number' && Number.isSafeInteger(expected)))
      throw new HttpError(422, 'The expected total must be a whole number of pence.');
    await expirePendingOrders(db);
    const provider = paymentsOf(app.ctx).active;
    let orderId: number;
    try {
      orderId = await placeOrder(app.ctx, user.id, provider, expected as number | undefined);
    } catch (error) {
      if (error instanceof AlreadyAtCheckout)
        return reply.code(409).send({ message: error.message, order_id: error.orderId });
      throw error;
    }
    let order = await orderRow(db, orderId);
    if (Number(order?.total) === 0) {
      await confirmPayment(db, {
        orderId,
        reference: `free-${orderId}`,
        provider: 'none',
        note: 'Nothing to pay.',
      });
      await afterPaid(app.ctx, orderId, request.log);
      order = await orderRow(db, orderId);
      return reply
        .code(201)
        .send({ data: orderAnswer(order!), redirect_url: `/dashboard/orders/${orderId}` });
    }
    try {
      const start = await provider!.startPayment({
        id: orderId,
        total: Number(order!.total),
        currency: 'GBP',
        email: user.email,
        discount: Number(order!.discount ?? 0),
        lines: (JSON.parse(String(order!.items)) as { title: string; unit_price: number }[]).map((line) => ({
          title: line.title,
          unit_price: Number(line.unit_price),
        })),
      });
      await loose(db)
        .updateTable('orders')
        .set({ provider_session_id: start.sessionId })
        .where('id', '=', orderId)
        .execute();
      return reply
        .code(201)
        .send({ data: orderAnswer((await orderRow(db, orderId))!), redirect_url: start.url });
    } catch (error) {
      request.log.error({ err: error, orderId }, 'the payment could not be started');
      await closePendingOrder(db, orderId, 'failed', 'The payment provider could not be reached.');
      throw new HttpError(502, 'The payment provider could not be reached. Please try again in a moment.');
    }
  });

  app.get(shopEndpoints.orderPayment, async (request) => {
    const { user } = await requireUser(app.ctx, request);
    const row = await ownOrderRow(db, user.id, idParam((request.params as { id?: string }).id, 'Order'));
    return {
      data: {
        order: orderAnswer(row),
        total_pence: Number(row.total),
        test_mode: row.provider === 'test',
      },
    };
  });

  app.get(shopEndpoints.myOrder, async (request) => {
    const { user } = await requireUser(app.ctx, request);
    const row = await ownOrderRow(db, user.id, idParam((request.params as { id?: string }).id, 'Order'));
    const courses = await db
      .selectFrom('enrolments')
      .select('course_id')
      .where('order_id', '=', Number(row.id))
      .execute();
    const first = courses[0]
      ? await loose(db)
          .selectFrom('courses')
          .select(['id', 'slug'])
          .where('id', '=', courses[0].course_id)
          .executeTakeFirst()
      : undefined;
    return {
      data: {
        ...orderAnswer(row),
        history: await orderHistory(db, Number(row.id)),
        enrolled_course_ids: courses.map((c) => Number(c.course_id)),
        first_course_slug: first ? String(first.slug) : null,
      },
    };
  });
}
