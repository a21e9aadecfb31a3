import { Link } from 'react-router-dom';
import type { Attempt, ExamState } from '../../api/learning';
import { DownloadCertificateButton } from './DownloadCertificateButton';
import { certificatePath } from './certificatePath';

interface ExamResultProps {
  result: NonNullable<Attempt['result']>;
  state: ExamState;
  onRetry: (() => void) | null;
}

/** The score, pass or fail against the pass mark, the certificate, and every question reviewed. */
export function ExamResult({ result, state, onRetry }: ExamResultProps) {
  const certificate = state.certificate;
  return (
    <div className="stack">
      <section className="card card__body stack" aria-labelledby="exam-result-heading">
        <h2 id="exam-result-heading">{result.passed ? 'You passed' : 'You did not pass'}</h2>
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
        {!result.passed && onRetry ? (
          <div className="exam__actions">
            <button type="button" className="button" onClick={onRetry}>
              Start exam
            </button>
            {state.attempts_left !== null ? (
              <span className="card__meta">
                {state.attempts_left} {state.attempts_left === 1 ? 'attempt' : 'attempts'} left
              </span>
            ) : null}
          </div>
        ) : null}
      </section>

      <section className="stack" aria-labelledby="exam-review-heading">
        <h2 id="exam-review-heading">Your answers</h2>
        <ol className="exam__review">
          {result.review.map((question) => {
            const right = question.options.find((o) => o.id === question.right_answer)?.text ?? '';
            const chosen = question.options.find((o) => o.id === question.chosen)?.text;
            return (
              <li key={question.index} className="card card__body">
                <p className="quiz__text">{question.question}</p>
                <p className={question.correct ? 'notice notice--success' : 'notice notice--error'}>
                  {question.correct ? 'Correct: ' : chosen ? `Your answer: ${chosen}. ` : 'Not answered. '}
                  {question.correct ? right : `Right answer: ${right}`}
                </p>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
