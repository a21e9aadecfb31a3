import { randomInt } from 'node:crypto';
import { EXAM_FEEDBACK } from '../../src/resources/fields';
import type { ExamFeedback } from '../../src/contract/examTypes';

/**
 * The rules an exam's author sets (the exams entry of resources.config.ts) and what they allow a
 * student: how many attempts, how long between them, how many questions each draws and what an
 * attempt shows afterwards. Pure functions of the exam and the student's attempts.
 */

export interface ExamRules {
  passMark: number;
  /** Null: unlimited. */
  maxAttempts: number | null;
  /** Null: none. */
  waitHours: number | null;
  /** Null: every question. */
  questionsPerAttempt: number | null;
  showAfterAttempt: ExamFeedback;
}

/** The student's attempts at an exam, as far as the rules care. */
export interface Standing {
  /** Attempts made, the one under way included. */
  made: number;
  open: boolean;
  passed: boolean;
  /** When the latest submitted attempt ended; null before the first. */
  lastEndedAt: string | null;
}

const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

/** An exam row's rules; a feedback setting left empty is the default, the score and which were wrong. */
export function rulesOf(row: Record<string, unknown>): ExamRules {
  const shown = String(row.show_after_attempt ?? '');
  return {
    passMark: numberOrNull(row.pass_mark) ?? 0,
    maxAttempts: numberOrNull(row.max_attempts),
    waitHours: numberOrNull(row.wait_hours),
    questionsPerAttempt: numberOrNull(row.questions_per_attempt),
    showAfterAttempt: (EXAM_FEEDBACK as readonly string[]).includes(shown)
      ? (shown as ExamFeedback)
      : 'wrong',
  };
}

/** Null: unlimited. */
export const attemptsLeft = (rules: ExamRules, standing: Standing): number | null =>
  rules.maxAttempts === null ? null : Math.max(0, rules.maxAttempts - standing.made);

/**
 * What a submitted attempt shows now. The full review's right answers would help with another
 * attempt, so they wait until there can be none: the exam passed, or every attempt used and
 * submitted (while the last is under way, an earlier one's review would answer it).
 */
export function resultShows(rules: ExamRules, standing: Standing): ExamFeedback {
  if (rules.showAfterAttempt !== 'review') return rules.showAfterAttempt;
  const over = standing.passed || (attemptsLeft(rules, standing) === 0 && !standing.open);
  return over ? 'review' : 'wrong';
}

/** When the next attempt may start, while the wait after the last one runs; else null. */
export function nextStartAt(rules: ExamRules, standing: Standing, now: Date): string | null {
  if (rules.waitHours === null || standing.lastEndedAt === null) return null;
  const at = Date.parse(standing.lastEndedAt) + rules.waitHours * 3_600_000;
  return at > now.getTime() ? new Date(at).toISOString() : null;
}

/** Why a new attempt may not start now, in the student's words; undefined when it may. */
export function startRefusal(rules: ExamRules, standing: Standing, now: Date): string | undefined {
  if (standing.passed) return 'You have passed this exam.';
  if (attemptsLeft(rules, standing) === 0)
    return `You have used all ${rules.maxAttempts} ${rules.maxAttempts === 1 ? 'attempt' : 'attempts'} at this exam.`;
  const next = nextStartAt(rules, standing, now);
  if (next) return `Your next attempt can start on ${ukDateTime(next)} (UK time).`;
  return undefined;
}

const ukTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const ukDateTime = (iso: string): string => ukTime.format(new Date(iso));

/** Fisher–Yates with the system's CSPRNG: a fresh order for every attempt. */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Questions in each attempt: the setting, or every question when it is unset or asks for more. */
export const questionsPerAttempt = (rules: ExamRules, pool: number): number =>
  Math.min(rules.questionsPerAttempt ?? pool, pool);

/**
 * One attempt's questions: a fresh draw of the setting's number from the exam's, every one
 * equally likely, in a fresh order, each with its options in a fresh order.
 */
export function drawQuestions<Q extends { options: readonly unknown[] }>(
  rules: ExamRules,
  pool: readonly Q[],
): Q[] {
  return shuffled(pool)
    .slice(0, questionsPerAttempt(rules, pool.length))
    .map((q) => ({ ...q, options: shuffled(q.options) }));
}
