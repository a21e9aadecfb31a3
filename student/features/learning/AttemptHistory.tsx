import type { ExamState } from '../../api/learning';
import { formatDateTime } from '../../lib/format';

interface AttemptHistoryProps {
  attempts: ExamState['attempts'];
  onOpen: (attemptId: number) => void;
}

/** The student's submitted attempts, each with its score and a way to see its result again. */
export function AttemptHistory({ attempts, onOpen }: AttemptHistoryProps) {
  const submitted = attempts.filter((attempt) => attempt.submitted_at !== null);
  if (submitted.length === 0) return null;
  return (
    <section className="stack" aria-labelledby="exam-attempts-heading">
      <h2 id="exam-attempts-heading">Your attempts</h2>
      <div className="table-scroll">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Attempt</th>
              <th scope="col">Ended</th>
              <th scope="col">Score</th>
              <th scope="col">Result</th>
              <th scope="col">
                <span className="visually-hidden">Answers</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {submitted.map((attempt) => (
              <tr key={attempt.id}>
                <th scope="row">{attempt.attempt_no}</th>
                <td>{formatDateTime(attempt.submitted_at ?? '')}</td>
                <td>
                  {attempt.score} of {attempt.total}, {attempt.percent}%
                </td>
                <td>{attempt.passed ? 'Passed' : 'Not passed'}</td>
                <td>
                  <button
                    type="button"
                    className="button button--ghost exam__see"
                    onClick={() => onOpen(attempt.id)}
                  >
                    See attempt {attempt.attempt_no}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
