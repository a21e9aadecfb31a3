import { Link } from '../../../src/routing/Link';
import type { CpdYear } from '../../../src/contract/cpdTypes';
import { cpdCsvUrl, cpdPdfUrl, fetchCpdRecord } from '../../api/cpd';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { PageBand } from '../../components/PageBand';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { useRemote } from '../../lib/useRemote';
import { DownloadButton } from '../learning/DownloadButton';
import { certificatePath } from '../learning/certificatePath';

const hours = (value: number) => `${value} CPD hour${value === 1 ? '' : 's'}`;

function Year({ year }: { year: CpdYear }) {
  const headingId = `cpd-${year.year}`;
  return (
    <section className="card card__body stack" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {year.year}: {hours(year.hours)}
      </h2>
      <div className="table-scroll">
        <table className="table">
          <caption className="visually-hidden">Courses completed in {year.year}</caption>
          <thead>
            <tr>
              <th scope="col">Course</th>
              <th scope="col">CPD hours</th>
              <th scope="col">Enrolled</th>
              <th scope="col">Completed</th>
              <th scope="col">Certificate</th>
            </tr>
          </thead>
          <tbody>
            {year.courses.map((course) => (
              <tr key={course.certificateCode}>
                <th scope="row">{course.title}</th>
                <td>{course.hours ?? 'not stated'}</td>
                <td>{course.enrolledAt ? formatDate(course.enrolledAt) : ''}</td>
                <td>{formatDate(course.completedAt)}</td>
                <td>
                  <Link to={certificatePath(course.certificateCode)}>{course.certificateCode}</Link>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total for {year.year}</th>
              <td>{year.hours}</td>
              <td colSpan={3} />
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

/**
 * The student's continuing professional development: every completed course with its CPD hours,
 * dates and certificate, a total per year, and the record as PDF and CSV for an audit.
 */
export default function CpdRecordPage() {
  usePageTitle('CPD record');
  const { state, reload } = useRemote('cpd-record', fetchCpdRecord);
  return (
    <>
      <PageBand title="CPD record" />
      <div className="container stack">
        {state.status === 'loading' && <Loading label="Loading your CPD record…" />}
        {state.status === 'error' && <ErrorNotice error={state.error} onRetry={reload} />}
        {state.status === 'ready' && (
          <>
            <p>
              {state.data.years.length === 0
                ? 'Courses you complete are listed here with their CPD hours.'
                : `${hours(state.data.hours)} in all. A course’s CPD hours are its duration.`}
            </p>
            <div className="course-list__actions">
              <DownloadButton url={cpdPdfUrl} filename="mindwell-cpd-record.pdf" label="Download PDF" />
              <DownloadButton url={cpdCsvUrl} filename="mindwell-cpd-record.csv" label="Download CSV" ghost />
            </div>
            {state.data.years.map((year) => (
              <Year key={year.year} year={year} />
            ))}
          </>
        )}
      </div>
    </>
  );
}
