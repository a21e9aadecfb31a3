import type { AppContext } from '../context';
import type { DbOrTrx } from '../db/schema';
import { completeLesson } from '../learning/lessonCompletion';
import { courseOutline, lessonsInOrder } from '../learning/outline';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoCompletion {
  user_id: number;
  course_id: number;
  /** How many of the course's lessons, first to last, the student has completed. */
  lessons_completed: number;
  enrolled_at: string;
}

/**
 * The demo students' progress, made as a student makes it: each lesson completed through the
 * same call the player's Mark as complete makes (progress kept in step, the certificate issued
 * and mailed when a course without an exam is finished), a day apart from the enrolment on.
 */
export async function completeDemoLessons(
  trx: DbOrTrx,
  services: Pick<AppContext, 'mailer' | 'config'>,
  completions: readonly DemoCompletion[],
  now: Date = new Date(),
): Promise<number> {
  let made = 0;
  for (const completion of completions) {
    const lessons = lessonsInOrder(await courseOutline(trx, completion.course_id));
    const start = Date.parse(completion.enrolled_at);
    for (const [index, lesson] of lessons.slice(0, completion.lessons_completed).entries()) {
      const at = new Date(Math.min(start + (index + 1) * DAY_MS, now.getTime()));
      await completeLesson(
        { ...services, db: trx as AppContext['db'] },
        completion.user_id,
        completion.course_id,
        lesson.id,
        at,
      );
      made += 1;
    }
  }
  return made;
}
