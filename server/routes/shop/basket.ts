import type { FastifyInstance } from 'fastify';
import { shopEndpoints } from '../../../src/contract/shopEndpoints';
import { requireUser } from '../../auth/guards';
import { HttpError, unprocessable } from '../../errors';
import { basketAnswer, readBasket } from '../../shop/basket';
import { addBasketLine, applyBasketCoupon, changeBasket } from '../../shop/basketChanges';
import { COUPON_MESSAGES } from '../../shop/coupons';
import { ITEM_KINDS, isItemKind } from '../../shop/items';
import { closeStaleSessions } from '../../shop/payments/closeSessions';
import { isRecordId } from '../ids';
import { bodyOf } from './params';
import { pathId } from '../ids';

/** The signed-in student's basket, kept on the server (docs/API.md). */
export async function basketRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  // A change to the basket cancels the order made from it: its payment page is closed before the answer.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET') await closeStaleSessions(app.ctx, request.log);
    return payload;
  });

  app.get(shopEndpoints.basket, async (request) => {
    const { user } = await requireUser(app.ctx, request);
    return { data: basketAnswer(await readBasket(db, user.id)) };
  });

  app.post(shopEndpoints.basketItems, async (request) => {
    const { user } = await requireUser(app.ctx, request);
    const body = bodyOf(request.body);
    const errors: Record<string, string[]> = {};
    if (!isItemKind(body.kind)) errors.kind = [`The kind must be one of ${ITEM_KINDS.join(', ')}.`];
    if (!isRecordId(body.id)) errors.id = ['The id must be a record id.'];
    if (body.kind === 'certificate_level' && !isRecordId(body.course_id))
      errors.course_id = ['Choose the course this certificate is for.'];
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    const kind = body.kind as (typeof ITEM_KINDS)[number];
    const forCourseId = kind === 'certificate_level' ? Number(body.course_id) : 0;

    await addBasketLine(db, user.id, kind, Number(body.id), forCourseId);
    return { data: basketAnswer(await readBasket(db, user.id)) };
  });

  app.delete(shopEndpoints.basketItem, async (request) => {
    const { user } = await requireUser(app.ctx, request);
    const lineId = pathId((request.params as { lineId?: string }).lineId, 'Basket line');
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
    await applyBasketCoupon(db, user.id, code);
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
