import type { CourseProgress } from '../../src/contract/progressTypes';
import { preparedQuery } from '../db/preparedQuery';
import { type DbOrTrx, type Row, loose } from '../db/schema';

/**
 * Course progress, in one place: the figure (`progressOf`), one student's counts
 * (`courseProgress`), and the enrolments' stored copy the console lists and sorts by, written
 * here alone and whenever what it counts changes: a lesson completed, a lesson added, removed or
 * moved to another course, an enrolment made (`refreshEnrolmentProgress`).
 */

/** The figure: completed of `lessons`, as a whole percentage rounded down (0 without lessons). */
export const progressOf = (lessons: number, completed: number): CourseProgress => ({
  lessons,
  completed,
  percent: lessons === 0 ? 0 : Math.floor((completed * 100) / lessons),
});

/** Whether every lesson of a course is done (and it has at least one). */
export const lessonsDone = (progress: CourseProgress): boolean =>
  progress.lessons > 0 && progress.completed >= progress.lessons;

/** The course's lessons, the student's completions of them and the enrolment's stored figure, in one row. */
const progressRow = preparedQuery<{ userId: number; courseId: number }, Row>((db, value) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom('lessons')
      .select((inner) => inner.fn.countAll().as('n'))
      .where('course_id', '=', value('courseId'))
      .as('lessons'),
    eb
      .selectFrom('lesson_progress')
      .innerJoin('lessons', 'lessons.id', 'lesson_progress.lesson_id')
      .select((inner) => inner.fn.countAll().as('n'))
      .where('lesson_progress.user_id', '=', value('userId'))
      .where('lessons.course_id', '=', value('courseId'))
      .as('completed'),
    eb
      .selectFrom('enrolments')
      .select('progress')
      .where('user_id', '=', value('userId'))
      .where('course_id', '=', value('courseId'))
      .limit(1)
      .as('stored'),
  ]),
);

/**
 * The student's progress through the course with the enrolment's stored figure (`stored`:
 * undefined when not enrolled), in one read. Completions count against the course's lessons as
 * they are now: a lesson since moved to another course or removed no longer counts.
 */
async function progressCounts(
  db: DbOrTrx,
  userId: number,
  courseId: number,
): Promise<{ progress: CourseProgress; stored: number | undefined }> {
  const [row] = await progressRow(db, { userId, courseId });
  if (!row) throw new Error('A select without a table answers one row');
  return {
    progress: progressOf(Number(row.lessons), Number(row.completed)),
    stored: row.stored === null ? undefined : Number(row.stored),
  };
}

/** How far a student is through a course's lessons, from their lesson completions. */
export async function courseProgress(db: DbOrTrx, userId: number, courseId: number): Promise<CourseProgress> {
  return (await progressCounts(db, userId, courseId)).progress;
}

/**
 * One student's progress through a course, with their enrolment's stored figure brought in step
 * when it differs (read first, so an enrolment already in step costs no write).
 */
export async function syncEnrolmentProgress(
  db: DbOrTrx,
  userId: number,
  courseId: number,
): Promise<CourseProgress> {
  const { progress, stored } = await progressCounts(db, userId, courseId);
  if (stored !== undefined && stored !== progress.percent)
    await db
      .updateTable('enrolments')
      .set({ progress: progress.percent })
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .execute();
  return progress;
}

/** Ids an `in (...)` list takes at a time, well within every database's limit on parameters. */
const CHUNK = 500;

/**
 * Brings the stored figure of every enrolment in the courses (of one student, when given) in
 * step with their completions, in one read and a write for each figure that changes: after a
 * lesson is added, every student's share of the course is smaller.
 */
export async function refreshEnrolmentProgress(
  db: DbOrTrx,
  scope: { courseIds: readonly number[]; userId?: number },
): Promise<void> {
  const courseIds = [...new Set(scope.courseIds)].filter(Number.isInteger);
  if (courseIds.length === 0) return;
  let query = loose(db)
    .selectFrom('enrolments')
    .select((eb) => [
      'enrolments.id as id',
      'enrolments.progress as stored',
      eb
        .selectFrom('lessons')
        .select((inner) => inner.fn.countAll().as('n'))
        .whereRef('lessons.course_id', '=', 'enrolments.course_id')
        .as('lessons'),
      eb
        .selectFrom('lesson_progress')
        .innerJoin('lessons', 'lessons.id', 'lesson_progress.lesson_id')
        .select((inner) => inner.fn.countAll().as('n'))
        .whereRef('lesson_progress.user_id', '=', 'enrolments.user_id')
        .whereRef('lessons.course_id', '=', 'enrolments.course_id')
        .as('completed'),
    ])
    .where('enrolments.course_id', 'in', courseIds);
  if (scope.userId !== undefined) query = query.where('enrolments.user_id', '=', scope.userId);
  const byFigure = new Map<number, number[]>();
  for (const row of await query.execute()) {
    const { percent } = progressOf(Number(row.lessons), Number(row.completed));
    if (Number(row.stored) === percent) continue;
    const ids = byFigure.get(percent) ?? [];
    ids.push(Number(row.id));
    byFigure.set(percent, ids);
  }
  for (const [percent, ids] of byFigure)
    for (let i = 0; i < ids.length; i += CHUNK)
      await db
        .updateTable('enrolments')
        .set({ progress: percent })
        .where('id', 'in', ids.slice(i, i + CHUNK))
        .execute();
}
