import type { AppContext } from '../context';
import type { DbOrTrx } from '../db/schema';
import { completeLesson } from '../learning/lessonCompletion';
import { courseOutline, lessonsInOrder } from '../learning/outline';

export interface DemoCompletion {
  user_id: number;
  course_id: number;
  /** How many of the course's lessons, first to last, the student has completed. */
  lessons_completed: number;
}

/**
 * The demo students' progress, made as a student makes it: each lesson of a course they are
 * enrolled in completed through the same call the player's Mark as complete makes (progress
 * kept in step, the certificate issued and mailed when a course without an exam is finished),
 * in order, a second apart from the enrolment on, so the last one is the one to resume from.
 */
export async function completeDemoLessons(
  trx: DbOrTrx,
  services: Pick<AppContext, 'mailer' | 'config'>,
  completions: readonly DemoCompletion[],
): Promise<number> {
  let made = 0;
  for (const completion of completions) {
    const enrolment = await trx
      .selectFrom('enrolments')
      .select('enrolled_at')
      .where('user_id', '=', completion.user_id)
      .where('course_id', '=', completion.course_id)
      .executeTakeFirst();
    if (!enrolment)
      throw new Error(`Demo user ${completion.user_id} is not enrolled in course ${completion.course_id}`);
    const lessons = lessonsInOrder(await courseOutline(trx, completion.course_id));
    const start = Date.parse(String(enrolment.enrolled_at));
    for (const [index, lesson] of lessons.slice(0, completion.lessons_completed).entries()) {
      await completeLesson(
        { ...services, db: trx as AppContext['db'] },
        completion.user_id,
        completion.course_id,
        lesson.id,
        new Date(start + (index + 1) * 1000),
      );
      made += 1;
    }
  }
  return made;
}
