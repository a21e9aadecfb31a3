import type { DbOrTrx, Row } from '../db/schema';
import type { Actor } from '../audit';
import { unprocessable } from '../errors';
import { closeOpenAttempts } from '../learning/enrolment';

/** How an enrolment came to be, as the console's Enrolments list says it. */
export const GRANTED_VIA = {
  order: (orderId: number) => `Order #${orderId}`,
  admin: 'Granted by an admin',
  free: 'Free course',
} as const;

/**
 * An admin's grant by hand: who granted it and when; a second enrolment in the same course is
 * refused. A revoked enrolment closes the exam attempts left open in its course.
 */
export const enrolmentHooks = {
  async beforeCreate(ctx: { db: DbOrTrx; actor?: Actor }, row: Row) {
    const existing = await ctx.db
      .selectFrom('enrolments')
      .select('id')
      .where('user_id', '=', Number(row.user_id))
      .where('course_id', '=', Number(row.course_id))
      .executeTakeFirst();
    if (existing) throw unprocessable({ course_id: ['This student is already enrolled in this course.'] });
    row.enrolled_at ??= new Date().toISOString();
    row.progress ??= 0;
    row.granted_via ??= row.order_id ? GRANTED_VIA.order(Number(row.order_id)) : GRANTED_VIA.admin;
    if (!row.order_id) row.granted_by ??= ctx.actor?.userId ?? null;
  },
  async afterDelete(ctx: { db: DbOrTrx }, row: Row) {
    await closeOpenAttempts(ctx.db, Number(row.user_id), Number(row.course_id), new Date().toISOString());
  },
};
