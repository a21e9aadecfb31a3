/** A lesson's knowledge check as the student site reads it (docs/API.md "Knowledge checks"). */

/** A question before it is answered: no right answer, no explanation. */
export interface CheckQuestion {
  index: number;
  question: string;
  options: { id: number; text: string }[];
}

export interface LessonCheck {
  /** Passing it opens the lessons after this one. */
  required: boolean;
  passed: boolean;
  questions: CheckQuestion[];
}

/** One question once answered: whether it was right, the right option and why. */
export interface MarkedQuestion {
  index: number;
  chosen: number | null;
  correct: boolean;
  right_answer: number;
  explanation: string | null;
}

export interface CheckResult {
  passed: boolean;
  questions: MarkedQuestion[];
}

export const knowledgeCheckEndpoints = {
  /** Marks the answers `{answers: {[index]: optionId}}`: every question with its right answer and explanation. */
  check: { method: 'POST', path: '/api/learn/:slug/lessons/:lessonId/check' },
} as const;
