import type { QuestionLevel, QuizQuestion } from './types';

/** One answered question, with whether it was right (the legacy `validate` flag). */
export interface AnswerRecord {
  question_id: number;
  answer: number;
  validate: boolean;
}

export type LevelFilter = QuestionLevel | 'all';

/**
 * The quiz session (docs/legacy-api.md §4). Besides the seven pieces docs/legacy-api.md names, it keeps the bank, the
 * level filter and the questions that filter leaves, so every transition is a pure function.
 */
export interface QuizState {
  bank: readonly QuizQuestion[];
  level: LevelFilter;
  questions: readonly QuizQuestion[];
  /** The option the learner has picked for the current question, not yet locked in. */
  givenAnswer: number | null;
  /** Index into `questions`; equal to its length once the quiz is over. */
  currentQuestion: number;
  /** True once the current question's answer has been submitted and marked. */
  checked: boolean;
  correctAnswers: number;
  wrongAnswers: number;
  allAnswers: readonly AnswerRecord[];
  /** Question id → id of the right option, revealed as each question is answered. */
  examAnswers: Readonly<Record<number, number>>;
  /** Question id → id of the option the learner chose. */
  userAnswers: Readonly<Record<number, number>>;
}

export type QuizAction =
  | { type: 'choose'; optionId: number }
  | { type: 'submit' }
  | { type: 'next' }
  | { type: 'restart' }
  | { type: 'setLevel'; level: LevelFilter };

export function questionsFor(bank: readonly QuizQuestion[], level: LevelFilter): readonly QuizQuestion[] {
  return level === 'all' ? bank : bank.filter((q) => q.level === level);
}

export function initialQuizState(bank: readonly QuizQuestion[], level: LevelFilter = 'all'): QuizState {
  return {
    bank,
    level,
    questions: questionsFor(bank, level),
    givenAnswer: null,
    currentQuestion: 0,
    checked: false,
    correctAnswers: 0,
    wrongAnswers: 0,
    allAnswers: [],
    examAnswers: {},
    userAnswers: {},
  };
}

export const isFinished = (state: QuizState): boolean => state.currentQuestion >= state.questions.length;

export const currentQuestionOf = (state: QuizState): QuizQuestion | undefined =>
  state.questions[state.currentQuestion];

/** Transitions that make no sense in the current state leave it unchanged (the same object). */
export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'choose': {
      const question = currentQuestionOf(state);
      if (!question || state.checked) return state;
      if (!question.options.some((o) => o.id === action.optionId)) return state;
      return { ...state, givenAnswer: action.optionId };
    }
    case 'submit': {
      const question = currentQuestionOf(state);
      if (!question || state.checked || state.givenAnswer === null) return state;
      const right = state.givenAnswer === question.right_answer;
      return {
        ...state,
        checked: true,
        correctAnswers: state.correctAnswers + (right ? 1 : 0),
        wrongAnswers: state.wrongAnswers + (right ? 0 : 1),
        allAnswers: [
          ...state.allAnswers,
          { question_id: question.id, answer: state.givenAnswer, validate: right },
        ],
        examAnswers: { ...state.examAnswers, [question.id]: question.right_answer },
        userAnswers: { ...state.userAnswers, [question.id]: state.givenAnswer },
      };
    }
    case 'next':
      if (!state.checked) return state;
      return { ...state, currentQuestion: state.currentQuestion + 1, givenAnswer: null, checked: false };
    case 'restart':
      return initialQuizState(state.bank, state.level);
    case 'setLevel':
      return initialQuizState(state.bank, action.level);
  }
}
