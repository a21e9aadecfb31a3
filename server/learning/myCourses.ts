import { type DbOrTrx, loose } from '../db/schema';
import { progressOf } from './progress';

export interface EnrolledCourseState {
  course_id: number;
  /** Share of the course's lessons completed, 0–100. */
  progress: number;
  lessons_total: number;
  lessons_completed: number;
  /** The latest lesson completion, or the enrolment itself when nothing is completed yet. */
  last_activity_at: string;
  /** The first lesson not completed (in syllabus order), else the first lesson; null without lessons. */
  resume_lesson_id: number | null;
  paused_at: string | null;
  /** The code of the student's valid certificate for the course, once they have completed it. */
  certificate_code: string | null;
}

/**
 * Each enrolled course's state for the student's course list, worked out from their lesson
 * completions and certificates: one query for each of the three, however many courses they have.
 */
export async function enrolledCourseStates(
  db: DbOrTrx,
  userId: number,
  enrolments: readonly { course_id: number; enrolled_at: string; paused_at: string | null }[],
): Promise<Map<number, EnrolledCourseState>> {
  const courseIds = enrolments.map((e) => e.course_id);
  const states = new Map<number, EnrolledCourseState>();
  if (courseIds.length === 0) return states;
  const [lessons, completions, certificates] = await Promise.all([
    loose(db)
      .selectFrom('lessons')
      .leftJoin('topics', 'topics.id', 'lessons.topic_id')
      .select(['lessons.id as id', 'lessons.course_id as course_id'])
      .where('lessons.course_id', 'in', courseIds)
      // Syllabus order: topics by their order (lessons under no topic last), then lessons by theirs.
      .orderBy((eb) => eb.case().when('topics.id', 'is', null).then(1).else(0).end())
      .orderBy('topics.sort_order')
      .orderBy('topics.id')
      .orderBy('lessons.sort_order')
      .orderBy('lessons.id')
      .execute(),
    db
      .selectFrom('lesson_progress')
      .select(['lesson_id', 'completed_at'])
      .where('user_id', '=', userId)
      .where('course_id', 'in', courseIds)
      .execute(),
    db
      .selectFrom('certificates')
      .select(['course_id', 'code'])
      .where('user_id', '=', userId)
      .where('course_id', 'in', courseIds)
      .where('status', '=', 'valid')
      .execute(),
  ]);
  const certificateOf = new Map(certificates.map((c) => [Number(c.course_id), c.code]));
  const done = new Map(completions.map((c) => [Number(c.lesson_id), c.completed_at]));
  for (const enrolment of enrolments) {
    const own = lessons.filter((lesson) => Number(lesson.course_id) === enrolment.course_id);
    const finished = own.filter((lesson) => done.has(Number(lesson.id)));
    const latest = finished
      .map((lesson) => done.get(Number(lesson.id)) ?? '')
      .reduce((a, b) => (b > a ? b : a), enrolment.enrolled_at);
    const next = own.find((lesson) => !done.has(Number(lesson.id))) ?? own[0];
    states.set(enrolment.course_id, {
      course_id: enrolment.course_id,
      progress: progressOf(own.length, finished.length).percent,
      lessons_total: own.length,
      lessons_completed: finished.length,
      last_activity_at: latest,
      resume_lesson_id: next ? Number(next.id) : null,
      paused_at: enrolment.paused_at,
      certificate_code: certificateOf.get(enrolment.course_id) ?? null,
    });
  }
  return states;
}
