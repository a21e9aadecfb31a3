import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { setAttemptPaused } from '../../api/accommodations';
import { type Attempt, saveExamAnswer, submitExam } from '../../api/learning';
import { Countdown } from './Countdown';

interface ExamAttemptProps {
  attempt: Attempt;
  /** Whether the exam has a time limit (an untimed one shows no countdown). */
  timed: boolean;
  /** The attempt is over: submitted here, or closed by the server at its deadline. */
  onDone: (attempt: Attempt | null) => void;
}

/**
 * An attempt under way: each question a group named by its text, its options radio buttons.
 * Every choice is saved at once (one save at a time, in order), so a reload resumes here.
 */
export function ExamAttempt({ attempt: loaded, timed, onDone }: ExamAttemptProps) {
  // The attempt as last answered: pausing moves its deadline on.
  const [attempt, setAttempt] = useState(loaded);
  const [pausing, setPausing] = useState(false);
  const paused = attempt.paused_at !== null;
  const [answers, setAnswers] = useState<Record<string, number>>(attempt.answers);
  const [saving, setSaving] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const unanswered = attempt.questions.filter((q) => answers[String(q.index)] === undefined).length;

  const finish = async () => {
    setSubmitting(true);
    setError(null);
    try {
      await queue.current;
      onDone(await submitExam(attempt.id));
    } catch (caught) {
      setSubmitting(false);
      setError(caught instanceof Error ? caught.message : 'The exam could not be submitted.');
    }
  };

  const choose = (question: number, option: number) => {
    setAnswers((current) => ({ ...current, [String(question)]: option }));
    setSaving((n) => n + 1);
    queue.current = queue.current
      .then(() => saveExamAnswer(attempt.id, question, option))
      .then(
        () => setError(null),
        (caught: unknown) => {
          // Past the deadline the server has marked the attempt on what it saved in time.
          if (caught instanceof ApiError && caught.status === 409) onDone(null);
          else
            setError(caught instanceof Error ? `Your answer was not saved: ${caught.message}` : 'Not saved.');
        },
      )
      .finally(() => setSaving((n) => n - 1));
  };

  const togglePause = async () => {
    setPausing(true);
    setError(null);
    try {
      await queue.current;
      setAttempt(await setAttemptPaused(attempt.id, !paused));
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409) onDone(null);
      else setError(caught instanceof Error ? caught.message : 'Something went wrong');
    } finally {
      setPausing(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (unanswered > 0 && !confirming) setConfirming(true);
    else void finish();
  };

  return (
    <form className="exam__attempt stack" onSubmit={submit} aria-describedby="exam-status">
      <div className="exam__bar card card__body">
        {timed && paused ? <p className="exam__paused">Paused: the clock is stopped.</p> : null}
        {timed && !paused ? (
          <Countdown
            key={attempt.deadline_at}
            deadline={attempt.deadline_at}
            serverNow={attempt.now}
            onExpire={() => void finish()}
          />
        ) : null}
        {timed && attempt.may_pause ? (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void togglePause()}
            disabled={pausing || submitting}
          >
            {paused ? 'Resume exam' : 'Pause exam'}
          </button>
        ) : null}
        <p id="exam-status" className="exam__saved" aria-live="polite">
          {saving > 0
            ? 'Saving your answer…'
            : `${attempt.questions.length - unanswered} of ${attempt.questions.length} answered, all saved.`}
        </p>
      </div>

      {attempt.questions.map((question, n) => {
        const name = `exam-question-${question.index}`;
        const legendId = `${name}-text`;
        return (
          <fieldset
            key={question.index}
            className="card card__body quiz__options exam__question"
            aria-labelledby={legendId}
          >
            <legend id={legendId} className="quiz__text">
              {question.question}
            </legend>
            <p className="card__meta" aria-hidden="true">
              Question {n + 1} of {attempt.questions.length}
            </p>
            {question.options.map((option) => {
              const id = `${name}-option-${option.id}`;
              return (
                <div key={option.id} className="quiz__option">
                  <input
                    type="radio"
                    id={id}
                    name={name}
                    value={option.id}
                    checked={answers[String(question.index)] === option.id}
                    disabled={submitting || paused}
                    onChange={() => choose(question.index, option.id)}
                  />
                  <label htmlFor={id}>{option.text}</label>
                </div>
              );
            })}
          </fieldset>
        );
      })}

      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      {confirming && unanswered > 0 ? (
        <div className="notice" role="alertdialog" aria-labelledby="exam-confirm-text">
          <p id="exam-confirm-text">
            {unanswered === 1 ? 'One question is' : `${unanswered} questions are`} not answered yet.
            Unanswered questions count as wrong. Submit anyway?
          </p>
          <div className="exam__actions">
            <button type="submit" className="button button--danger" disabled={submitting}>
              Submit anyway
            </button>
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
              Keep answering
            </button>
          </div>
        </div>
      ) : (
        <div className="exam__actions">
          <button type="submit" className="button" disabled={submitting}>
            Submit exam
          </button>
        </div>
      )}
    </form>
  );
}
