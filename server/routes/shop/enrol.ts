import type { FastifyInstance } from 'fastify';
import { shopEndpoints } from '../../../src/contract/shopEndpoints';
import { requireUser } from '../../auth/guards';
import { loose } from '../../db/schema';
import { HttpError } from '../../errors';
import { refreshEnrolmentProgress } from '../../learning/progress';
import { GRANTED_VIA } from '../../shop/enrolmentHooks';
import { priceItem } from '../../shop/items';
import { pathId } from '../ids';

/** A free course is the student's at once: no basket, no order. Asking twice changes nothing. */
export async function enrolRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  app.post(shopEndpoints.enrolFree, async (request, reply) => {
    const { user } = await requireUser(app.ctx, request);
    const courseId = pathId((request.params as { id?: string }).id, 'Course');
    const found = await priceItem(db, 'course', courseId);
    if ('problem' in found) throw new HttpError(404, 'Course not found.');
    if (found.item.unit_price > 0)
      throw new HttpError(422, 'This course is not free: add it to your basket to buy it.');
    const now = new Date().toISOString();
    const inserted = await db
      .insertInto('enrolments')
      .values({
        user_id: user.id,
        course_id: courseId,
        progress: 0,
        enrolled_at: now,
        order_id: null,
        granted_by: null,
        granted_via: GRANTED_VIA.free,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .executeTakeFirst();
    await refreshEnrolmentProgress(db, { courseIds: [courseId], userId: user.id });
    const enrolment = await loose(db)
      .selectFrom('enrolments')
      .select(['id', 'user_id', 'course_id', 'progress', 'enrolled_at', 'order_id'])
      .where('user_id', '=', user.id)
      .where('course_id', '=', courseId)
      .executeTakeFirstOrThrow();
    reply.code(Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? 201 : 200);
    return {
      data: {
        id: Number(enrolment.id),
        user_id: Number(enrolment.user_id),
        course_id: Number(enrolment.course_id),
        progress: Number(enrolment.progress),
        enrolled_at: enrolment.enrolled_at,
        order_id: enrolment.order_id === null ? null : Number(enrolment.order_id),
      },
    };
  });
}
