import { preparedQuery } from '../db/preparedQuery';
import { type DbOrTrx, type Row, loose } from '../db/schema';

export interface CourseProgress {
  /** Lessons in the course. */
  lessons: number;
  /** Of those, the ones this student has completed. */
  completed: number;
  /** completed / lessons, as a whole percentage (0 for a course without lessons). */
  percent: number;
}

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
 * The course's lessons and, of those, the ones the student completed, counted in one read with
 * the enrolment's stored figure (`stored`: undefined when not enrolled). Completions are counted
 * against the course's lessons as they are now: a lesson since moved to another course or
 * removed no longer counts.
 */
export async function progressCounts(
  db: DbOrTrx,
  userId: number,
  courseId: number,
): Promise<{ progress: CourseProgress; stored: number | undefined }> {
  const [row] = await progressRow(db, { userId, courseId });
  if (!row) throw new Error('A select without a table answers one row');
  const lessons = Number(row.lessons);
  const completed = Number(row.completed);
  const percent = lessons === 0 ? 0 : Math.floor((completed * 100) / lessons);
  return {
    progress: { lessons, completed, percent },
    stored: row.stored === null ? undefined : Number(row.stored),
  };
}

/** How far a student is through a course's lessons, from their lesson completions. */
export async function courseProgress(db: DbOrTrx, userId: number, courseId: number): Promise<CourseProgress> {
  return (await progressCounts(db, userId, courseId)).progress;
}

/** The course's published exam, if it has one (the newest, should there be several). */
export async function publishedExam(
  db: DbOrTrx,
  courseId: number,
): Promise<{ id: number; pass_mark: number } | undefined> {
  const row = await loose(db)
    .selectFrom('exams')
    .select(['id', 'pass_mark'])
    .where('course_id', '=', courseId)
    .where('status', '=', 'published')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { id: Number(row.id), pass_mark: Number(row.pass_mark) } : undefined;
}

/** The course's published exam, if any, with one of the student's passing attempts at it, if any. */
const publishedExamPassed = preparedQuery<{ userId: number; courseId: number }, Row>((db, value) =>
  db
    .selectFrom('exams')
    .select((eb) => [
      'exams.id',
      eb
        .selectFrom('exam_attempts')
        .select('exam_attempts.id')
        .whereRef('exam_attempts.exam_id', '=', 'exams.id')
        .where('exam_attempts.user_id', '=', value('userId'))
        .where('exam_attempts.passed', '=', 1)
        .limit(1)
        .as('passed_attempt'),
    ])
    .where('exams.course_id', '=', value('courseId'))
    .where('exams.status', '=', 'published')
    .orderBy('exams.id', 'desc')
    .limit(1),
);

/**
 * Whether the student has passed the course's published exam in any submitted attempt, read in
 * one statement: true when the course has none.
 */
async function examPassedOrNone(db: DbOrTrx, userId: number, courseId: number): Promise<boolean> {
  const [exam] = await publishedExamPassed(db, { userId, courseId });
  return exam === undefined || exam.passed_attempt !== null;
}

/**
 * A course is complete when every one of its lessons is (and it has at least one), and its
 * published exam, if it has one, is passed. `known`: the progress the caller has just read.
 */
export async function isCourseComplete(
  db: DbOrTrx,
  userId: number,
  courseId: number,
  known?: CourseProgress,
): Promise<boolean> {
  const progress = known ?? (await courseProgress(db, userId, courseId));
  return lessonsDone(progress) && (await examPassedOrNone(db, userId, courseId));
}
