import type { FastifyInstance } from 'fastify';
import { shopEndpoints } from '../../../src/api/shopEndpoints';
import { requireUser } from '../../auth/guards';
import type { DbOrTrx } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError, unprocessable } from '../../errors';
import { basketAnswer, readBasket, touchBasket } from '../../shop/basket';
import { COUPON_MESSAGES, couponProblem, findCoupon } from '../../shop/coupons';
import { ITEM_KINDS, isItemKind, ownedCourseIds, priceItem } from '../../shop/items';
import { closePendingOrder } from '../../shop/orders';
import { bodyOf, idParam } from './params';

const ALREADY_IN_BASKET: Record<string, string> = {
  course: 'This course is already in your basket.',
  bundle: 'This bundle is already in your basket.',
  product: 'This product is already in your basket.',
  certificate_level: 'This certificate is already in your basket.',
};

/** A change to the basket lets go of the pending order made from it. */
async function changeBasket<T>(db: DbOrTrx, userId: number, work: (trx: DbOrTrx) => Promise<T>): Promise<T> {
  return inTransaction(db, async (trx) => {
    const pending = await touchBasket(trx, userId);
    if (pending)
      await closePendingOrder(trx, pending, 'cancelled', 'The basket changed before payment.', userId);
    return work(trx);
  });
}

const positiveId = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The signed-in student's basket, kept on the server (docs/API.md). */
export async function basketRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  app.get(shopEndpoints.basket, async (request) => {
    const { user } = await requireUser(app.ctx, request);
    return { data: basketAnswer(await readBasket(db, user.id)) };
  });

  app.post(shopEndpoints.basketItems, async (request) => {
    const { user } = await requireUser(app.ctx, request);
    const body = bodyOf(request.body);
    const errors: Record<string, string[]> = {};
    if (!isItemKind(body.kind)) errors.kind = [`The kind must be one of ${ITEM_KINDS.join(', ')}.`];
    if (!positiveId(body.id)) errors.id = ['The id must be a positive whole number.'];
    if (body.kind === 'certificate_level' && !positiveId(body.course_id))
      errors.course_id = ['Choose the course this certificate is for.'];
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    const kind = body.kind as (typeof ITEM_KINDS)[number];
    const forCourseId = kind === 'certificate_level' ? Number(body.course_id) : 0;

    await changeBasket(db, user.id, async (trx) => {
      const found = await priceItem(trx, kind, Number(body.id), forCourseId);
      if ('problem' in found) throw new HttpError(422, found.problem, { id: [found.problem] });
      const owned = await ownedCourseIds(trx, user.id);
      if (kind === 'course' && owned.has(found.item.item_id))
        throw new HttpError(409, 'You already own this course.');
      if (
        kind === 'bundle' &&
        found.item.courses.length > 0 &&
        found.item.courses.every((c) => owned.has(c.id))
      )
        throw new HttpError(409, 'You already own every course in this bundle.');
      const inserted = await trx
        .insertInto('basket_lines')
        .values({
          user_id: user.id,
          kind,
          item_id: found.item.item_id,
          for_course_id: forCourseId,
          created_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'kind', 'item_id', 'for_course_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1)
        throw new HttpError(409, ALREADY_IN_BASKET[kind]);
    });
    return { data: basketAnswer(await readBasket(db, user.id)) };
  });

  app.delete(shopEndpoints.basketItem, async (request) => {
    const { user } = await requireUser(app.ctx, request);
    const lineId = idParam((request.params as { lineId?: string }).lineId, 'Basket line');
    await changeBasket(db, user.id, async (trx) => {
      const removed = await trx
        .deleteFrom('basket_lines')
        .where('id', '=', lineId)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      // Another student's line is not theirs to know of.
      if (Number(removed.numDeletedRows) !== 1) throw new HttpError(404, 'Basket line not found.');
    });
    return { data: basketAnswer(await readBasket(db, user.id)) };
  });

  app.post(shopEndpoints.basketCoupon, async (request) => {
    const { user } = await requireUser(app.ctx, request);
    const { code } = bodyOf(request.body);
    if (typeof code !== 'string' || code.trim() === '')
      throw unprocessable({ code: ['Enter a coupon code.'] });
    if (code.length > 64) throw unprocessable({ code: [COUPON_MESSAGES.unknown] });
    await changeBasket(db, user.id, async (trx) => {
      const coupon = await findCoupon(trx, code);
      if (!coupon) throw unprocessable({ code: [COUPON_MESSAGES.unknown] });
      const basket = await readBasket(trx, user.id);
      const problem = couponProblem(coupon, basket.subtotal_pence);
      if (problem) throw unprocessable({ code: [problem] });
      await trx
        .updateTable('baskets')
        .set({ coupon_code: coupon.code, updated_at: new Date().toISOString() })
        .where('user_id', '=', user.id)
        .execute();
    });
    return { data: basketAnswer(await readBasket(db, user.id)) };
  });

  app.delete(shopEndpoints.basketCoupon, async (request) => {
    const { user } = await requireUser(app.ctx, request);
    await changeBasket(db, user.id, async (trx) => {
      await trx
        .updateTable('baskets')
        .set({ coupon_code: null, updated_at: new Date().toISOString() })
        .where('user_id', '=', user.id)
        .execute();
    });
    return { data: basketAnswer(await readBasket(db, user.id)) };
  });
}
