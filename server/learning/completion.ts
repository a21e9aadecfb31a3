import { type DbOrTrx, loose } from '../db/schema';

export interface CourseProgress {
  /** Lessons in the course. */
  lessons: number;
  /** Of those, the ones this student has completed. */
  completed: number;
  /** completed / lessons, as a whole percentage (0 for a course without lessons). */
  percent: number;
}

/** How far a student is through a course's lessons, from their lesson completions. */
export async function courseProgress(db: DbOrTrx, userId: number, courseId: number): Promise<CourseProgress> {
  const [lessons, completed] = await Promise.all([
    loose(db)
      .selectFrom('lessons')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('course_id', '=', courseId)
      .executeTakeFirstOrThrow(),
    // Counted against the course's lessons as they are now: a lesson since moved to another course
    // or removed no longer counts.
    db
      .selectFrom('lesson_progress')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId)
      .where(
        'lesson_id',
        'in',
        loose(db).selectFrom('lessons').select('id').where('course_id', '=', courseId) as never,
      )
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(lessons.n);
  const done = Number(completed.n);
  return { lessons: total, completed: done, percent: total === 0 ? 0 : Math.floor((done * 100) / total) };
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

/** Whether the student has passed this exam in any submitted attempt. */
export async function hasPassedExam(db: DbOrTrx, userId: number, examId: number): Promise<boolean> {
  const row = await db
    .selectFrom('exam_attempts')
    .select('id')
    .where('user_id', '=', userId)
    .where('exam_id', '=', examId)
    .where('passed', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A course is complete when every one of its lessons is (and it has at least one), and its
 * published exam, if it has one, is passed.
 */
export async function isCourseComplete(db: DbOrTrx, userId: number, courseId: number): Promise<boolean> {
  const progress = await courseProgress(db, userId, courseId);
  if (progress.lessons === 0 || progress.completed < progress.lessons) return false;
  const exam = await publishedExam(db, courseId);
  return exam === undefined || (await hasPassedExam(db, userId, exam.id));
}
