import type { CourseProgress } from '../../src/contract/progressTypes';
import { preparedQuery } from '../db/preparedQuery';
import { type DbOrTrx, type Row, loose } from '../db/schema';
import { courseProgress, lessonsDone } from './progress';

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
