import type { QUESTION_LEVELS } from '../resources/fields';

export type QuestionLevel = (typeof QUESTION_LEVELS)[number];

export interface QuizOption {
  id: number;
  option: string;
}

export interface QuizQuestion {
  id: number;
  question: string;
  options: readonly QuizOption[];
  /** The id of the right option. */
  right_answer: number;
  level: QuestionLevel;
}
