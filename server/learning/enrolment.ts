import type { DbOrTrx } from '../db/schema';
import { HttpError } from '../errors';

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

/**
 * A learning write goes on only while the student holds an enrolment in the course: one revoked
 * (by a refund, or by an admin) ends every write in it, an exam attempt left open included.
 */
export async function assertEnrolled(db: DbOrTrx, userId: number, courseId: number): Promise<void> {
  if (!(await isEnrolled(db, userId, courseId)))
    throw new HttpError(403, 'You are no longer enrolled in this course.');
}

/**
 * What ends with an enrolment: the exam attempts left open in its course are closed, as not
 * passed, so no answer or submission made afterwards can earn a certificate.
 */
export async function closeOpenAttempts(
  db: DbOrTrx,
  userId: number,
  courseId: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('exam_attempts')
    .set({ submitted_at: at, score: 0, percent: 0, passed: 0, updated_at: at })
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('submitted_at', 'is', null)
    .execute();
}
