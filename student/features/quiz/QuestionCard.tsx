import { useEffect, useRef, type FormEvent } from 'react';
import type { QuizAction } from '../../../src/quiz/reducer';
import type { QuizQuestion } from '../../../src/quiz/types';
import { levelLabel } from './levels';

interface QuestionCardProps {
  question: QuizQuestion;
  number: number;
  total: number;
  givenAnswer: number | null;
  checked: boolean;
  dispatch: (action: QuizAction) => void;
  /** Move focus to the question when it appears (after "Next" or "Restart", not on arrival). */
  focusOnMount: boolean;
}

/** One question: four radio options, then the verdict and the way on. */
export function QuestionCard(props: QuestionCardProps) {
  const { question, number, total, givenAnswer, checked, dispatch, focusOnMount } = props;
  const nextRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const right = givenAnswer === question.right_answer;
  const rightText = question.options.find((o) => o.id === question.right_answer)?.option;

  // The submit button gives way to "Next": keep keyboard focus on the button that is there.
  useEffect(() => {
    if (checked) nextRef.current?.focus();
  }, [checked]);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatch(checked ? { type: 'next' } : { type: 'submit' });
  };

  const name = `question-${question.id}`;
  return (
    <form className="card card__body quiz__question" onSubmit={submit} aria-labelledby={`${name}-heading`}>
      <h2 id={`${name}-heading`} ref={headingRef} tabIndex={-1} className="quiz__counter">
        Question {number} of {total}
        <span className="badge">{levelLabel[question.level]}</span>
      </h2>
      <fieldset className="quiz__options">
        <legend className="quiz__text">{question.question}</legend>
        {question.options.map((option) => {
          const id = `${name}-option-${option.id}`;
          const mark = checked && option.id === question.right_answer ? ' quiz__option--right' : '';
          const wrong = checked && option.id === givenAnswer && !right ? ' quiz__option--wrong' : '';
          return (
            <div key={option.id} className={`quiz__option${mark}${wrong}`}>
              <input
                type="radio"
                id={id}
                name={name}
                value={option.id}
                checked={givenAnswer === option.id}
                disabled={checked}
                onChange={() => dispatch({ type: 'choose', optionId: option.id })}
              />
              <label htmlFor={id}>{option.option}</label>
            </div>
          );
        })}
      </fieldset>

      <div aria-live="polite" className="quiz__verdict">
        {checked &&
          (right ? (
            <p className="notice notice--success">Correct! Well done.</p>
          ) : (
            <p className="notice notice--error">Not quite. The right answer is: {rightText}</p>
          ))}
      </div>

      {checked ? (
        <button ref={nextRef} type="submit" className="button">
          {number === total ? 'See your score' : 'Next question'}
        </button>
      ) : (
        <button type="submit" className="button" disabled={givenAnswer === null}>
          Submit answer
        </button>
      )}
    </form>
  );
}
