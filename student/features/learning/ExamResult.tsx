import { Link } from '../../../src/routing/Link';
import type { Attempt, ExamState } from '../../api/learning';
import { DownloadCertificateButton } from './DownloadCertificateButton';
import { certificatePath } from './certificatePath';
import { nextAttemptNote } from './examWords';

interface ExamResultProps {
  attempt: Attempt & { result: NonNullable<Attempt['result']> };
  state: ExamState;
  onRetry: (() => void) | null;
}

type Reviewed = NonNullable<Attempt['result']>['review'][number];

/** One question of the review: right or wrong, the answer chosen, and the right one when shown. */
function ReviewedAnswer({ question }: { question: Reviewed }) {
  const textOf = (id: number | null | undefined) => question.options.find((o) => o.id === id)?.text;
  const chosen = textOf(question.chosen);
  const right = textOf(question.right_answer);
  let words: string;
  if (question.correct) words = `Correct: ${chosen ?? ''}`;
  else if (right !== undefined)
    words = `${chosen ? `Your answer: ${chosen}.` : 'Not answered.'} Right answer: ${right}`;
  else words = chosen ? `Wrong. Your answer: ${chosen}.` : 'Not answered.';
  return (
    <li className="card card__body">
      <p className="quiz__text">{question.question}</p>
      <p className={question.correct ? 'notice notice--success' : 'notice notice--error'}>{words}</p>
    </li>
  );
}

/**
 * An attempt's result: the score, pass or fail against the pass mark, the certificate, whether
 * and when another attempt may come, and as much of the review as the exam shows: none, which
 * questions were wrong, or every question with its right answer.
 */
export function ExamResult({ attempt, state, onRetry }: ExamResultProps) {
  const { result } = attempt;
  const certificate = state.certificate;
  const next = result.passed ? null : nextAttemptNote(state);
  return (
    <div className="stack">
      <section className="card card__body stack" aria-labelledby="exam-result-heading">
        <h2 id="exam-result-heading">{result.passed ? 'You passed' : 'You did not pass'}</h2>
        {state.attempts.length > 1 ? <p className="card__meta">Attempt {attempt.attempt_no}</p> : null}
        <p className="exam__score">
          {result.score} of {result.total}, {result.percent}%
        </p>
        <p className="card__meta">The pass mark is {state.exam?.pass_mark ?? 0}%.</p>
        {certificate?.status === 'valid' ? (
          <div className="exam__actions">
            <DownloadCertificateButton code={certificate.code} />
            <Link className="button button--ghost" to={certificatePath(certificate.code)}>
              View certificate {certificate.code}
            </Link>
          </div>
        ) : null}
        {next ? <p role="status">{next}</p> : null}
        {!result.passed && onRetry ? (
          <div className="exam__actions">
            <button type="button" className="button" onClick={onRetry}>
              Start exam
            </button>
          </div>
        ) : null}
      </section>

      {result.shows === 'score' ? (
        <p className="notice">This exam shows your score only, not which answers were right.</p>
      ) : (
        <section className="stack" aria-labelledby="exam-review-heading">
          <h2 id="exam-review-heading">Your answers</h2>
          {result.shows === 'wrong' && state.exam?.show_after_attempt === 'review' ? (
            <p className="card__meta">
              The right answers are shown once you pass or have used all your attempts.
            </p>
          ) : null}
          <ol className="exam__review">
            {result.review.map((question) => (
              <ReviewedAnswer key={question.index} question={question} />
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
