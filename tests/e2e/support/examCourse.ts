import path from 'node:path';
import Database from 'better-sqlite3';
import type { Account } from './accounts';
import type { AdminApi } from './api';

/** The two questions of `readyExam`'s exam, each with three options, the first right. */
export const EXAM_QUESTIONS = ['Which breath calms the body?', 'What does grounding focus on?'];

/**
 * A published course of one lesson with a timed exam (made through the admin API), `student`
 * enrolled and the lesson done (written straight into the suite server's database, as the
 * checkout and the player would): the exam is theirs to start.
 */
export async function readyExam(
  adminApi: AdminApi,
  student: Account,
  tag: string,
): Promise<{ id: number; slug: string; title: string }> {
  const course = await adminApi.create<{ id: number; slug: string; title: string }>('courses', {
    title: `Clear Skies ${tag}`,
    slug: `clear-skies-${tag}`,
    course_category_id: 1,
    price: 30,
    status: 'published',
  });
  const lesson = await adminApi.create<{ id: number }>('lessons', {
    title: `Lesson ${tag}`,
    course_id: course.id,
  });
  await adminApi.create('exams', {
    title: `Clear Skies exam ${tag}`,
    course_id: course.id,
    duration_minutes: 15,
    pass_mark: 50,
    status: 'published',
    questions: EXAM_QUESTIONS.map((question) => ({
      question,
      options: ['A slow breath out', 'The present moment', 'Neither'].map((text, i) => ({ id: i + 1, text })),
      right_answer: 1,
      level: 'beginner',
    })),
  });
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'mindwell.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const { id } = db.prepare('select id from users where email = ?').get(student.email) as { id: number };
    const at = new Date().toISOString();
    db.prepare('insert into enrolments (user_id, course_id, progress, enrolled_at) values (?, ?, 0, ?)').run(
      id,
      course.id,
      at,
    );
    db.prepare(
      'insert into lesson_progress (user_id, lesson_id, course_id, completed_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?)',
    ).run(id, lesson.id, course.id, at, at, at);
  } finally {
    db.close();
  }
  return course;
}
