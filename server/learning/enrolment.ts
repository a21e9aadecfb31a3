import type { DbOrTrx } from '../db/schema';

/** Whether the student is enrolled in the course: what opens its lessons, exam and review form. */
export async function isEnrolled(db: DbOrTrx, userId: number, courseId: number): Promise<boolean> {
  const row = await db
    .selectFrom('enrolments')
    .select('id')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return row !== undefined;
}
