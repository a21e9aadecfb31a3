import { useState } from 'react';
import { Link } from '../../../src/routing/Link';
import { useParams } from 'react-router';
import { type Attempt, fetchAttempt, fetchExamState, startExam } from '../../api/learning';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { PageBand } from '../../components/PageBand';
import { usePageTitle } from '../../lib/usePageTitle';
import { useRemote } from '../../lib/useRemote';
import { DownloadCertificateButton } from './DownloadCertificateButton';
import { ExamAttempt } from './ExamAttempt';
import { ExamResult } from './ExamResult';
import { AttemptHistory } from './AttemptHistory';
import { ReviewForm } from './ReviewForm';
import { certificatePath } from './certificatePath';
import { attemptsFact, feedbackFact, nextAttemptNote, timeFact, waitFact } from './examWords';

const lessonsLeft = (n: number) => `${n} ${n === 1 ? 'lesson' : 'lessons'} left`;

type SubmittedAttempt = Attempt & { result: NonNullable<Attempt['result']> };
const isSubmitted = (attempt: Attempt | null): attempt is SubmittedAttempt => Boolean(attempt?.result);

/**
 * A course's exam: what is left before it opens, its rules, **Start exam**, the attempt under
 * way (resumed after a reload), then the result with as much of the review as the exam shows,
 * the attempts left and when the next may start, the certificate, and every attempt so far.
 */
export default function ExamPage() {
  const { slug = '' } = useParams();
  const { state, reload } = useRemote(`exam:${slug}`, (signal) => fetchExamState(slug, signal));
  const [result, setResult] = useState<Attempt | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const title = state.status === 'ready' ? (state.data.exam?.title ?? 'Exam') : 'Exam';
  usePageTitle(title);

  if (state.status === 'loading') return <Loading label="Loading the exam…" />;
  if (state.status === 'error')
    return (
      <>
        <PageBand title="Exam" />
        <div className="container narrow">
          <ErrorNotice error={state.error} onRetry={reload} />
        </div>
      </>
    );
  const data = state.data;
  const { exam, lessons, course } = data;

  const start = async () => {
    setStarting(true);
    setStartError(null);
    try {
      await startExam(slug);
      setResult(null);
      reload();
    } catch (caught) {
      setStartError(caught instanceof Error ? caught.message : 'The exam could not be started.');
    } finally {
      setStarting(false);
    }
  };
  const done = async (attempt: Attempt | null) => {
    const id = attempt?.id ?? data.open?.id;
    const closed = attempt ?? (id ? await fetchAttempt(id) : null);
    setResult(closed);
    reload();
  };
  const open = async (attemptId: number) => {
    setOpenError(null);
    try {
      setResult(await fetchAttempt(attemptId));
    } catch (caught) {
      setOpenError(caught instanceof Error ? caught.message : 'The attempt could not be opened.');
    }
  };

  const next = nextAttemptNote(data);
  let body;
  if (!exam) body = <p className="notice">This course has no exam.</p>;
  else if (isSubmitted(result))
    body = <ExamResult attempt={result} state={data} onRetry={data.can_start ? () => void start() : null} />;
  else if (data.open)
    body = (
      <ExamAttempt
        key={data.open.id}
        attempt={data.open}
        timed={exam.allowed_minutes !== null}
        onDone={(attempt) => void done(attempt)}
      />
    );
  else
    body = (
      <section className="card card__body stack" aria-labelledby="exam-intro-heading">
        <h2 id="exam-intro-heading">{exam.title}</h2>
        <ul className="exam__facts">
          <li>
            {exam.question_count} {exam.question_count === 1 ? 'question' : 'questions'}
          </li>
          <li>{timeFact(exam)}</li>
          <li>Pass mark {exam.pass_mark}%</li>
          <li>{attemptsFact(data)}</li>
          {exam.wait_hours !== null ? <li>{waitFact(exam.wait_hours)}</li> : null}
        </ul>
        <p>{feedbackFact(exam.show_after_attempt)}</p>
        {data.best ? (
          <p>
            Your best so far: {data.best.score} of {data.best.total}, {data.best.percent}%
            {data.best.passed ? ' (passed)' : ''}.
          </p>
        ) : null}
        {lessons.left > 0 ? (
          <p className="notice" role="status">
            Complete the course’s lessons to take the exam: {lessonsLeft(lessons.left)}.{' '}
            <Link to={`/learn/${course.slug}`}>Back to the course</Link>
          </p>
        ) : data.passed ? (
          <p className="notice notice--success">You have passed this exam.</p>
        ) : next && !data.can_start ? (
          <p className="notice" role="status">
            {next}
          </p>
        ) : null}
        {data.can_start && !data.passed ? (
          <div>
            <p>
              Your answers are saved as you choose them
              {exam.allowed_minutes !== null ? ', and the exam ends when the time is up' : ''}
              {exam.may_pause ? '. You may pause it, and the clock stops while it is paused' : ''}.
            </p>
            <button type="button" className="button" onClick={() => void start()} disabled={starting}>
              Start exam
            </button>
          </div>
        ) : null}
        {startError ? (
          <p className="notice notice--error" role="alert">
            {startError}
          </p>
        ) : null}
        {data.passed && data.certificate?.status === 'valid' ? (
          <div className="exam__actions">
            <DownloadCertificateButton code={data.certificate.code} />
            <Link className="button button--ghost" to={certificatePath(data.certificate.code)}>
              View certificate {data.certificate.code}
            </Link>
          </div>
        ) : null}
      </section>
    );

  const finished = isSubmitted(result) || data.passed;
  return (
    <>
      <PageBand title={exam?.title ?? 'Exam'}>
        <p className="page-band__lead">
          <Link to={`/learn/${course.slug}`}>{course.title}</Link>
        </p>
      </PageBand>
      <div className="container narrow stack exam">
        {body}
        {openError ? (
          <p className="notice notice--error" role="alert">
            {openError}
          </p>
        ) : null}
        {exam && !data.open && !isSubmitted(result) ? (
          <AttemptHistory attempts={data.attempts} onOpen={(id) => void open(id)} />
        ) : null}
        {finished ? <ReviewForm slug={slug} /> : null}
      </div>
    </>
  );
}
