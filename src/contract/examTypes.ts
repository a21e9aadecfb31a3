/** An exam attempt as the server answers it and the student site reads it. */
import type { EXAM_FEEDBACK } from '../resources/fields';

/**
 * What an exam shows after an attempt (the author's choice): `score`, the score only; `wrong`,
 * the score and which questions were wrong; `review`, the full review with the right answers,
 * once the student has passed or has no attempt left (until then, as `wrong`).
 */
export type ExamFeedback = (typeof EXAM_FEEDBACK)[number];

export interface ExamOption {
  id: number;
  text: string;
}

/** A question as the student sees it while taking the exam: no right answer. */
export interface AttemptQuestion {
  index: number;
  question: string;
  options: ExamOption[];
}

/** One question after submission: what was chosen, whether it was right, and (full review only) what was. */
export interface ReviewedQuestion extends AttemptQuestion {
  chosen: number | null;
  correct: boolean;
  /** Only in a full review (`shows: 'review'`). */
  right_answer?: number;
}

export interface AttemptResult {
  score: number;
  total: number;
  percent: number;
  passed: boolean;
  /** What the exam lets the student see of this attempt now. */
  shows: ExamFeedback;
  /** Every question with the answer chosen (`wrong` and `review`); empty when only the score is shown. */
  review: ReviewedQuestion[];
}

/** An attempt as the student's calls answer it. Right answers appear only in a full review. */
export interface AttemptView {
  id: number;
  attempt_no: number;
  started_at: string;
  deadline_at: string;
  submitted_at: string | null;
  /** Set while the student has paused the attempt (an accommodation): its clock is stopped. */
  paused_at: string | null;
  /** Whether the student may pause it (their accommodations allow pausing a timed exam). */
  may_pause: boolean;
  /** The server's clock when it answered, so the countdown does not trust the device's. */
  now: string;
  questions: AttemptQuestion[];
  answers: Record<string, number>;
  result: AttemptResult | null;
}

/** One of the student's attempts in the exam's history: its score once submitted. */
export interface AttemptSummary {
  id: number;
  attempt_no: number;
  started_at: string;
  deadline_at: string;
  submitted_at: string | null;
  score: number | null;
  total: number;
  percent: number | null;
  passed: boolean | null;
}

export interface ExamInfo {
  id: number;
  title: string;
  duration_minutes: number | null;
  pass_mark: number;
  /** Null: unlimited. */
  max_attempts: number | null;
  /** Hours from the end of one attempt before the next may start; null: none. */
  wait_hours: number | null;
  /** Questions in each attempt (drawn afresh from the exam's questions when it has more). */
  question_count: number;
  show_after_attempt: ExamFeedback;
}

/** An exam as one student sits it: the time their accommodations give them. */
export interface ExamForStudent extends ExamInfo {
  /** Minutes an attempt lasts for this student (extra time included); null: no time limit. */
  allowed_minutes: number | null;
  /** The student's extra time, as a label ("50%", "Untimed"); null: none. */
  extra_time: string | null;
  /** Whether this student may pause a timed attempt. */
  may_pause: boolean;
}

/** Everything the exam page shows before, during and after attempts. */
export interface ExamState {
  exam: ExamForStudent | null;
  lessons: { total: number; completed: number; left: number };
  attempts: AttemptSummary[];
  /** The attempt under way, if any. */
  open: AttemptView | null;
  /** Null: unlimited. */
  attempts_left: number | null;
  /** While the wait between attempts runs: when the next may start. */
  next_start_at: string | null;
  can_start: boolean;
  passed: boolean;
  /** The best submitted attempt. */
  best: { score: number; total: number; percent: number; passed: boolean } | null;
}

/** `GET /api/learn/:slug/exam`: the exam's state with its course and the student's certificate. */
export interface ExamPageState extends ExamState {
  course: { id: number; slug: string; title: string };
  certificate: { code: string; status: 'valid' | 'revoked' } | null;
}
