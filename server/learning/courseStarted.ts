import type { DbOrTrx } from '../db/schema';

/**
 * A student has started a course once they opened one of its lessons (a free preview apart),
 * completed one, or began an attempt at its exam. From then the digital content has been supplied
 * and the 14-day right to cancel it is gone (server/shop/cancellation.ts).
 */

/** Marks the enrolment started at its first lesson opened; a later one leaves the first time. */
export async function markCourseStarted(db: DbOrTrx, enrolmentId: number, at = new Date()): Promise<void> {
  await db
    .updateTable('enrolments')
    .set({ started_at: at.toISOString() })
    .where('id', '=', enrolmentId)
    .where('started_at', 'is', null)
    .execute();
}

/** Of the given courses, the ids of those the student has started. */
export async function startedCourseIds(
  db: DbOrTrx,
  userId: number,
  courseIds: readonly number[],
): Promise<Set<number>> {
  if (courseIds.length === 0) return new Set();
  // One after another: in a transaction they share its one connection.
  const opened = await db
    .selectFrom('enrolments')
    .select('course_id')
    .where('user_id', '=', userId)
    .where('course_id', 'in', courseIds)
    .where('started_at', 'is not', null)
    .execute();
  const completed = await db
    .selectFrom('lesson_progress')
    .select('course_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('course_id', 'in', courseIds)
    .execute();
  const attempted = await db
    .selectFrom('exam_attempts')
    .select('course_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('course_id', 'in', courseIds)
    .execute();
  return new Set([...opened, ...completed, ...attempted].map((row) => Number(row.course_id)));
}
