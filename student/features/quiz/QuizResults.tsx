import { useEffect, useRef } from 'react';
import type { QuizState } from '../../../src/quiz/reducer';

/** The score, every answer reviewed against the right one, and the way to start again. */
export function QuizResults({ state, onRestart }: { state: QuizState; onRestart: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const optionText = (questionId: number, optionId: number | undefined) =>
    state.questions.find((q) => q.id === questionId)?.options.find((o) => o.id === optionId)?.option ?? '';

  return (
    <section className="card card__body quiz__results" aria-labelledby="quiz-score">
      <h2 id="quiz-score" ref={headingRef} tabIndex={-1}>
        You scored {state.correctAnswers} out of {state.questions.length}
      </h2>
      <ol className="quiz__review">
        {state.allAnswers.map((answer) => {
          const question = state.questions.find((q) => q.id === answer.question_id);
          return (
            <li
              key={answer.question_id}
              className={answer.validate ? 'review review--right' : 'review review--wrong'}
            >
              <p className="review__question">{question?.question}</p>
              <p>
                <strong>{answer.validate ? 'Right' : 'Wrong'}:</strong> you answered “
                {optionText(answer.question_id, state.userAnswers[answer.question_id])}”.
              </p>
              {!answer.validate && (
                <p>
                  The right answer is “{optionText(answer.question_id, state.examAnswers[answer.question_id])}
                  ”.
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <button type="button" className="button" onClick={onRestart}>
        Restart
      </button>
    </section>
  );
}
