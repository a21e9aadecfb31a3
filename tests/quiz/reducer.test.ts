import { describe, expect, it } from 'vitest';
import { questionBank } from '../../src/quiz/bank';
import {
  currentQuestionOf,
  initialQuizState,
  isFinished,
  quizReducer,
  type QuizAction,
  type QuizState,
} from '../../src/quiz/reducer';
import type { QuizQuestion } from '../../src/quiz/types';

const run = (state: QuizState, actions: QuizAction[]): QuizState => actions.reduce(quizReducer, state);

/** The option id that is right (or, with `right` false, one that is wrong) for a question. */
const pick = (q: QuizQuestion, right: boolean): number =>
  right ? q.right_answer : q.options.find((o) => o.id !== q.right_answer)!.id;

function answer(state: QuizState, right: boolean): QuizState {
  const q = currentQuestionOf(state)!;
  return run(state, [{ type: 'choose', optionId: pick(q, right) }, { type: 'submit' }, { type: 'next' }]);
}

describe('the quiz reducer', () => {
  it('starts on the first question with nothing answered', () => {
    const state = initialQuizState(questionBank);
    expect(currentQuestionOf(state)?.id).toBe(1);
    expect(state).toMatchObject({
      givenAnswer: null,
      currentQuestion: 0,
      checked: false,
      correctAnswers: 0,
      wrongAnswers: 0,
      allAnswers: [],
      examAnswers: {},
      userAnswers: {},
    });
    expect(isFinished(state)).toBe(false);
  });

  it('records a right answer as correct, with the validate flag true', () => {
    const q1 = questionBank[0];
    const state = run(initialQuizState(questionBank), [
      { type: 'choose', optionId: q1.right_answer },
      { type: 'submit' },
    ]);
    expect(state.checked).toBe(true);
    expect(state.correctAnswers).toBe(1);
    expect(state.wrongAnswers).toBe(0);
    expect(state.allAnswers).toEqual([{ question_id: 1, answer: q1.right_answer, validate: true }]);
    expect(state.examAnswers).toEqual({ 1: q1.right_answer });
    expect(state.userAnswers).toEqual({ 1: q1.right_answer });
  });

  it('records a wrong answer as wrong, with the validate flag false', () => {
    const q1 = questionBank[0];
    const wrong = pick(q1, false);
    const state = run(initialQuizState(questionBank), [
      { type: 'choose', optionId: wrong },
      { type: 'submit' },
    ]);
    expect(state.correctAnswers).toBe(0);
    expect(state.wrongAnswers).toBe(1);
    expect(state.allAnswers).toEqual([{ question_id: 1, answer: wrong, validate: false }]);
  });

  it('refuses to submit before an option is chosen', () => {
    const start = initialQuizState(questionBank);
    expect(quizReducer(start, { type: 'submit' })).toBe(start);
  });

  it('ignores an option that the question does not have', () => {
    const start = initialQuizState(questionBank);
    expect(quizReducer(start, { type: 'choose', optionId: 99 })).toBe(start);
  });

  it('locks the answer once submitted: no second submit and no change of option', () => {
    const q1 = questionBank[0];
    const checked = run(initialQuizState(questionBank), [
      { type: 'choose', optionId: q1.right_answer },
      { type: 'submit' },
    ]);
    expect(quizReducer(checked, { type: 'submit' })).toBe(checked);
    expect(quizReducer(checked, { type: 'choose', optionId: pick(q1, false) })).toBe(checked);
  });

  it('moves on only after the answer is submitted', () => {
    const start = initialQuizState(questionBank);
    expect(quizReducer(start, { type: 'next' })).toBe(start);
    const second = answer(start, true);
    expect(currentQuestionOf(second)?.id).toBe(2);
    expect(second.givenAnswer).toBeNull();
    expect(second.checked).toBe(false);
  });

  it('finishes after the last question with the score counted', () => {
    let state = initialQuizState(questionBank);
    questionBank.forEach((_, i) => {
      state = answer(state, i % 3 !== 0);
    });
    expect(isFinished(state)).toBe(true);
    expect(state.correctAnswers).toBe(6);
    expect(state.wrongAnswers).toBe(4);
    expect(state.allAnswers).toHaveLength(10);
    expect(quizReducer(state, { type: 'choose', optionId: 1 })).toBe(state);
  });

  it('filters the questions by level', () => {
    const state = initialQuizState(questionBank, 'intermediate');
    expect(state.questions.map((q) => q.id)).toEqual([6, 7, 8]);
    const advanced = quizReducer(state, { type: 'setLevel', level: 'advanced' });
    expect(advanced.questions.map((q) => q.id)).toEqual([9, 10]);
    expect(quizReducer(advanced, { type: 'setLevel', level: 'all' }).questions).toHaveLength(10);
  });

  it('starts afresh when the level changes mid-quiz', () => {
    const midway = answer(answer(initialQuizState(questionBank), true), false);
    const state = quizReducer(midway, { type: 'setLevel', level: 'beginner' });
    expect(state).toEqual(initialQuizState(questionBank, 'beginner'));
  });

  it('clears every piece of the session on restart, keeping the level filter', () => {
    let state = initialQuizState(questionBank, 'beginner');
    state = answer(answer(state, true), false);
    state = quizReducer(state, { type: 'choose', optionId: currentQuestionOf(state)!.options[0].id });
    expect(state.givenAnswer).not.toBeNull();
    expect(state.allAnswers).toHaveLength(2);

    const restarted = quizReducer(state, { type: 'restart' });
    expect(restarted).toEqual(initialQuizState(questionBank, 'beginner'));
    expect(restarted).toMatchObject({
      givenAnswer: null,
      currentQuestion: 0,
      correctAnswers: 0,
      wrongAnswers: 0,
      allAnswers: [],
      examAnswers: {},
      userAnswers: {},
    });
  });

  it('clears a finished quiz on restart', () => {
    let state = initialQuizState(questionBank);
    for (let i = 0; i < questionBank.length; i++) state = answer(state, true);
    expect(isFinished(state)).toBe(true);
    expect(quizReducer(state, { type: 'restart' })).toEqual(initialQuizState(questionBank));
  });
});
