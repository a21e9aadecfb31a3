import type { CheckQuestion, CheckResult, LessonCheck } from '../../src/contract/knowledgeCheck';
import { type DbOrTrx, loose } from '../db/schema';
import { lessonsInOrder, type OutlineTopic } from './outline';

/**
 * A lesson's knowledge check: a few questions at its end, answered for instant feedback and
 * never graded. The right answers and explanations stay on the server until the student has
 * answered. The author may require passing it (every answer right) before the lessons after it
 * open.
 */

interface StoredQuestion extends CheckQuestion {
  right_answer: number;
  explanation: string | null;
}

/** The check as the console saved it (JSON in `lessons.knowledge_check`); none when empty or unreadable. */
export function storedCheck(raw: unknown): StoredQuestion[] {
  let items: unknown = raw;
  if (typeof raw === 'string') {
    try {
      items = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(items)) return [];
  return items.map((item: Record<string, unknown>, index) => ({
    index,
    question: String(item.question ?? ''),
    options: (Array.isArray(item.options) ? (item.options as Record<string, unknown>[]) : []).map((o) => ({
      id: Number(o.id),
      text: String(o.text ?? ''),
    })),
    right_answer: Number(item.right_answer),
    explanation:
      typeof item.explanation === 'string' && item.explanation.trim() !== '' ? item.explanation : null,
  }));
}

/** What the student sees before answering: the questions and their options alone. */
export const shownCheck = (
  questions: readonly StoredQuestion[],
  required: boolean,
  passed: boolean,
): LessonCheck => ({
  required,
  passed,
  questions: questions.map(({ index, question, options }) => ({ index, question, options })),
});

/** Marks the answers given (question index to option id): passed when every question is right. */
export function markCheck(
  questions: readonly StoredQuestion[],
  answers: Record<string, unknown>,
): CheckResult {
  const marked = questions.map((q) => {
    const given = Number(answers[String(q.index)]);
    const chosen = q.options.some((o) => o.id === given) ? given : null;
    return {
      index: q.index,
      chosen,
      correct: chosen === q.right_answer,
      right_answer: q.right_answer,
      explanation: q.explanation,
    };
  });
  return { passed: marked.length > 0 && marked.every((q) => q.correct), questions: marked };
}

/** Keeps a student's pass of a lesson's check, once. */
export async function recordPass(db: DbOrTrx, userId: number, lessonId: number, at: string): Promise<void> {
  await db
    .insertInto('lesson_check_passes')
    .values({ user_id: userId, lesson_id: lessonId, passed_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doNothing())
    .execute();
}

/**
 * For each lesson of a course, the earlier lesson whose required check the student has not
 * passed and which so keeps it closed (absent: none does). A lesson's own check never closes it.
 * A course without a required check costs one read (the outline is read only when needed).
 */
export async function lessonsHeldByChecks(
  db: DbOrTrx,
  userId: number,
  courseId: number,
  outline: readonly OutlineTopic[] | (() => Promise<OutlineTopic[]>),
): Promise<Map<number, { id: number; title: string }>> {
  const held = new Map<number, { id: number; title: string }>();
  const required = await loose(db)
    .selectFrom('lessons')
    .select(['id', 'knowledge_check'])
    .where('course_id', '=', courseId)
    .where('check_required', '=', 1)
    .execute();
  const gates = new Set(
    required.filter((row) => storedCheck(row.knowledge_check).length > 0).map((row) => Number(row.id)),
  );
  if (gates.size === 0) return held;
  const [passes, lessons] = await Promise.all([
    db
      .selectFrom('lesson_check_passes')
      .select('lesson_id')
      .where('user_id', '=', userId)
      .where('lesson_id', 'in', [...gates])
      .execute(),
    typeof outline === 'function' ? outline() : Promise.resolve(outline),
  ]);
  const passed = new Set(passes.map((row) => Number(row.lesson_id)));
  let holder: { id: number; title: string } | undefined;
  for (const lesson of lessonsInOrder(lessons)) {
    if (holder) held.set(lesson.id, holder);
    if (!holder && gates.has(lesson.id) && !passed.has(lesson.id))
      holder = { id: lesson.id, title: lesson.title };
  }
  return held;
}
