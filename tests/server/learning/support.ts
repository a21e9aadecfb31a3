/**
 * A course a student can take an exam on, made directly in the database: lessons, an exam of
 * `questions` questions (right answer: option 3 of each), an enrolment and lesson completions.
 */
import { type Ids, makeRecord } from '../helpers/records';
import type { TestServer } from '../helpers/testServer';

export interface ExamCourse {
  courseId: number;
  slug: string;
  title: string;
  examId: number;
  lessonIds: number[];
  ids: Ids;
}

export const RIGHT = 3;

export const examQuestions = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    question: `Question ${i + 1}: which is right?`,
    options: [1, 2, 3, 4].map((id) => ({
      id,
      text: `Q${i + 1} option ${id}${id === RIGHT ? ' (right)' : ''}`,
    })),
    right_answer: RIGHT,
    level: 'beginner',
  }));

export async function examCourse(
  server: TestServer,
  options: {
    lessons?: number;
    questions?: number;
    duration?: number | null;
    passMark?: number;
    maxAttempts?: number | null;
    waitHours?: number | null;
    questionsPerAttempt?: number | null;
    showAfterAttempt?: 'score' | 'wrong' | 'review';
  } = {},
): Promise<ExamCourse> {
  const ids: Ids = {};
  const slug = `course-${Math.random().toString(36).slice(2, 10)}`;
  const title = `Calm Course ${slug}`;
  const courseId = await makeRecord(server.db, 'courses', ids, { slug, title, status: 'published' });
  ids.courses = courseId;
  const lessonIds: number[] = [];
  for (let i = 0; i < (options.lessons ?? 2); i += 1)
    lessonIds.push(await makeRecord(server.db, 'lessons', ids, { course_id: courseId }));
  const examId = await makeRecord(server.db, 'exams', ids, {
    course_id: courseId,
    status: 'published',
    duration_minutes: options.duration === undefined ? 30 : options.duration,
    pass_mark: options.passMark ?? 70,
    max_attempts: options.maxAttempts === undefined ? null : options.maxAttempts,
    wait_hours: options.waitHours ?? null,
    questions_per_attempt: options.questionsPerAttempt ?? null,
    show_after_attempt: options.showAfterAttempt ?? 'wrong',
    questions: examQuestions(options.questions ?? 4),
  });
  return { courseId, slug, title, examId, lessonIds, ids };
}

export async function enrol(server: TestServer, userId: number, courseId: number): Promise<void> {
  const at = new Date().toISOString();
  await server.db
    .insertInto('enrolments')
    .values({ user_id: userId, course_id: courseId, progress: 0, enrolled_at: at })
    .execute();
}

export async function completeLessons(
  server: TestServer,
  userId: number,
  course: ExamCourse,
  count?: number,
) {
  const at = new Date().toISOString();
  for (const lessonId of course.lessonIds.slice(0, count ?? course.lessonIds.length))
    await server.db
      .insertInto('lesson_progress')
      .values({
        user_id: userId,
        lesson_id: lessonId,
        course_id: course.courseId,
        completed_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute();
}
