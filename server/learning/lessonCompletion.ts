import type { AppContext } from '../context';
import type { DbOrTrx } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { type Certificate, issueCertificateIfComplete } from './certificates';
import { type CourseProgress, courseProgress } from './completion';

export interface LessonCompletion {
  progress: CourseProgress;
  /** False when the lesson had been completed before: nothing changed. */
  newly: boolean;
  /** The course's certificate, once the course is complete. */
  certificate: Certificate | undefined;
}

/**
 * Records that the student completed a lesson, once (a repeat changes nothing), and keeps the
 * enrolment's `progress` figure in step in the same transaction. Then issues the course's
 * certificate if this completed the course. The caller has checked the student's enrolment.
 */
export async function completeLesson(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  userId: number,
  courseId: number,
  lessonId: number,
  now: Date = new Date(),
): Promise<LessonCompletion> {
  const { progress, newly } = await inTransaction(ctx.db, async (trx) => {
    const at = now.toISOString();
    const inserted = await trx
      .insertInto('lesson_progress')
      .values({
        user_id: userId,
        lesson_id: lessonId,
        course_id: courseId,
        completed_at: at,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    const progress = await syncEnrolmentProgress(trx, userId, courseId);
    return { progress, newly: inserted !== undefined };
  });
  const outcome = await issueCertificateIfComplete(ctx, userId, courseId, now);
  return { progress, newly, certificate: outcome?.certificate };
}

/** Writes the enrolment's `progress` from the completions, and answers the progress. */
export async function syncEnrolmentProgress(
  db: DbOrTrx,
  userId: number,
  courseId: number,
): Promise<CourseProgress> {
  const progress = await courseProgress(db, userId, courseId);
  await db
    .updateTable('enrolments')
    .set({ progress: progress.percent })
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('progress', '!=', progress.percent)
    .execute();
  return progress;
}
