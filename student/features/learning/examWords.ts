import type { ExamFeedback } from '../../../src/contract/examTypes';
import type { ExamState } from '../../api/learning';
import { formatDateTime } from '../../lib/format';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the student will see after each attempt, as the exam's author set it. */
export function feedbackFact(shows: ExamFeedback): string {
  if (shows === 'score') return 'After each attempt you see your score.';
  if (shows === 'wrong') return 'After each attempt you see your score and which questions you got wrong.';
  return 'After each attempt you see your score and which questions you got wrong; the right answers once you pass or have used all your attempts.';
}

/** The attempts the exam allows, and how many are left. */
export function attemptsFact(state: ExamState): string {
  const max = state.exam?.max_attempts ?? null;
  if (max === null) return 'No limit on attempts';
  return `${state.attempts_left ?? max} of ${plural(max, 'attempt', 'attempts')} left`;
}

export const waitFact = (hours: number) => `${plural(hours, 'hour', 'hours')} between attempts`;

/**
 * Whether another attempt can come, and when: nothing once passed; else how many are left or
 * that none is, and when the next may start while the wait runs.
 */
export function nextAttemptNote(state: ExamState): string | null {
  if (state.passed || !state.exam) return null;
  if (state.attempts_left === 0) return 'You have used all your attempts at this exam.';
  const left =
    state.attempts_left === null ? '' : `${plural(state.attempts_left, 'attempt', 'attempts')} left. `;
  if (state.next_start_at)
    return `${left}Your next attempt can start on ${formatDateTime(state.next_start_at)}.`;
  return left.trim() || null;
}

/** The time an attempt lasts for this student, with the extra time their accommodations give. */
export function timeFact(exam: NonNullable<ExamState['exam']>): string {
  if (exam.duration_minutes === null) return 'No time limit';
  if (exam.allowed_minutes === null)
    return `No time limit for you (the exam allows ${exam.duration_minutes} minutes)`;
  const minutes = Math.ceil(exam.allowed_minutes);
  return exam.extra_time
    ? `${minutes} minutes: ${exam.duration_minutes} with your ${exam.extra_time} extra time`
    : `${minutes} minutes`;
}
