import type { AppContext } from '../context';
import { preparedQuery } from '../db/preparedQuery';
import type { Row } from '../db/schema';
import { notFound } from '../errors';
import { inTransaction } from '../db/transaction';
import { type Certificate, issueCertificateIfComplete } from './certificates';
import type { CourseProgress } from '../../src/contract/progressTypes';
import { isCourseComplete } from './completion';
import { lessonsDone, syncEnrolmentProgress } from './progress';

export interface LessonCompletion {
  progress: CourseProgress;
  /** When the lesson was completed, by the server's clock: now, or at the first completion. */
  completedAt: string;
  /** False when the lesson had been completed before: nothing changed. */
  newly: boolean;
  /** The course's certificate, once the course is complete. */
  certificate: Certificate | undefined;
}

type Services = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/** A lesson of the course, with the student's completion of it (`done`: its id, or null). */
const lessonWithCompletion = preparedQuery<{ userId: number; courseId: number; lessonId: number }, Row>(
  (db, value) =>
    db
      .selectFrom('lessons')
      .leftJoin('lesson_progress', (join) =>
        join
          .onRef('lesson_progress.lesson_id', '=', 'lessons.id')
          .on('lesson_progress.user_id', '=', value('userId')),
      )
      .select(['lessons.id', 'lesson_progress.id as done', 'lesson_progress.completed_at'])
      .where('lessons.id', '=', value('lessonId'))
      .where('lessons.course_id', '=', value('courseId')),
);

const certificateOf = preparedQuery<{ userId: number; courseId: number }, Certificate>((db, value) =>
  db
    .selectFrom('certificates')
    .selectAll()
    .where('user_id', '=', value('userId'))
    .where('course_id', '=', value('courseId')),
);

/**
 * Records that the student completed a lesson of the course (404 when the course has no such
 * lesson), once (a repeat changes nothing), and keeps the enrolment's `progress` figure in step
 * in the same transaction. Then issues the course's certificate if this completed the course.
 * The caller has checked the student's enrolment.
 *
 * A repeat only reads: on SQLite every write, even one that changes nothing, waits for the
 * database's one write lock, and a student pressing the button twice should not queue behind
 * everyone else's completions.
 */
export async function completeLesson(
  ctx: Services,
  userId: number,
  courseId: number,
  lessonId: number,
  now: Date = new Date(),
): Promise<LessonCompletion> {
  const [lesson] = await lessonWithCompletion(ctx.db, { userId, courseId, lessonId });
  if (!lesson) throw notFound('Lesson');
  const done = lesson.done !== null;
  const { progress, newly, completedAt } = done
    ? {
        progress: await syncEnrolmentProgress(ctx.db, userId, courseId),
        newly: false,
        completedAt: String(lesson.completed_at),
      }
    : await inTransaction(ctx.db, async (trx) => {
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
        // A racing completion came first: its time is the lesson's.
        const first = inserted
          ? at
          : (
              await trx
                .selectFrom('lesson_progress')
                .select('completed_at')
                .where('user_id', '=', userId)
                .where('lesson_id', '=', lessonId)
                .executeTakeFirstOrThrow()
            ).completed_at;
        return {
          progress: await syncEnrolmentProgress(trx, userId, courseId),
          newly: inserted !== undefined,
          completedAt: first,
        };
      });
  return {
    progress,
    completedAt,
    newly,
    certificate: await certificateOnceComplete(ctx, userId, courseId, progress, now),
  };
}

/** The course's certificate when every lesson is done: the one issued, or one issued now if the course is complete. */
async function certificateOnceComplete(
  ctx: Services,
  userId: number,
  courseId: number,
  progress: CourseProgress,
  now: Date,
): Promise<Certificate | undefined> {
  if (!lessonsDone(progress)) return undefined;
  // Both read at once; a course waiting for its exam to be passed then costs no transaction.
  const [issued, complete] = await Promise.all([
    certificateOf(ctx.db, { userId, courseId }).then(([certificate]) => certificate),
    isCourseComplete(ctx.db, userId, courseId, progress),
  ]);
  if (issued) return issued;
  if (!complete) return undefined;
  return (await issueCertificateIfComplete(ctx, userId, courseId, now))?.certificate;
}
