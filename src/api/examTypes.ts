/** An exam attempt as the server answers it and the student site reads it. */

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

/** One question after submission: what was chosen and what was right. */
export interface ReviewedQuestion extends AttemptQuestion {
  chosen: number | null;
  right_answer: number;
  correct: boolean;
}

export interface AttemptResult {
  score: number;
  total: number;
  percent: number;
  passed: boolean;
  review: ReviewedQuestion[];
}

/** An attempt as the student's calls answer it. Right answers appear only in `result`. */
export interface AttemptView {
  id: number;
  attempt_no: number;
  started_at: string;
  deadline_at: string;
  submitted_at: string | null;
  /** The server's clock when it answered, so the countdown does not trust the device's. */
  now: string;
  questions: AttemptQuestion[];
  answers: Record<string, number>;
  result: AttemptResult | null;
}

export interface ExamInfo {
  id: number;
  title: string;
  duration_minutes: number | null;
  pass_mark: number;
  max_attempts: number | null;
  question_count: number;
}
