import { useId, useState } from 'react';
import { Link } from '../../../src/routing/Link';
import { setCoursePaused } from '../../api/learn';
import type { EnrolledCourse } from '../../api/types';
import { ProgressBar } from '../../components/ProgressBar';
import { formatDate } from '../../lib/format';
import { CredentialActions } from '../learning/CredentialActions';
import { DownloadCertificateButton } from '../learning/DownloadCertificateButton';
import { certificatePath } from '../learning/certificatePath';
import { useToast } from '../../toast/useToast';

/** Where Continue (or Start) leads: the first lesson not completed, or the course's start. */
const resumePath = (course: EnrolledCourse): string =>
  `/learn/${encodeURIComponent(course.slug)}${course.resume_lesson_id ? `/${course.resume_lesson_id}` : ''}`;

function ResumeButton({ course, onChanged }: { course: EnrolledCourse; onChanged: () => void }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const resume = async () => {
    setBusy(true);
    try {
      await setCoursePaused(course.slug, false);
      toast.success('Welcome back: the course is resumed.');
      onChanged();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button button--ghost" onClick={() => void resume()} disabled={busy}>
      Resume course
    </button>
  );
}

function CourseItem({ course, onChanged }: { course: EnrolledCourse; onChanged?: () => void }) {
  const titleId = useId();
  const started = (course.lessons_completed ?? 0) > 0;
  const activity = course.last_activity_at ?? course.enrolled_at;
  return (
    <li className="card course-list__item">
      {course.thumbnail && (
        <img className="course-list__image" src={course.thumbnail} alt="" loading="lazy" />
      )}
      <div className="card__body">
        <h3 className="card__title" id={titleId}>
          {course.title}
          {course.paused_at && (
            <>
              {' '}
              <span className="badge">Paused</span>
            </>
          )}
          {course.certificate_code && (
            <>
              {' '}
              <span className="badge">Completed</span>
            </>
          )}
        </h3>
        <p className="card__meta">
          {[course.level_title, course.instructor_name && `with ${course.instructor_name}`]
            .filter(Boolean)
            .join(' · ')}
          {course.enrolled_at && (
            <>
              {course.level_title || course.instructor_name ? ' · ' : ''}Enrolled{' '}
              <time dateTime={course.enrolled_at}>{formatDate(course.enrolled_at)}</time>
            </>
          )}
        </p>
        <ProgressBar value={course.progress} label={`${course.title} progress`} />
        <p className="card__meta">
          {course.lessons_total !== undefined && (
            <>
              {course.lessons_completed ?? 0} of {course.lessons_total} lessons done ·{' '}
            </>
          )}
          Last activity <time dateTime={activity}>{formatDate(activity)}</time>
          {course.paused_at && (
            <>
              {' '}
              · Paused since <time dateTime={course.paused_at}>{formatDate(course.paused_at)}</time>
            </>
          )}
        </p>
        <div className="course-list__actions">
          <Link className="button" to={resumePath(course)} aria-describedby={titleId}>
            {started ? 'Continue' : 'Start'}
          </Link>
          {course.certificate_code && (
            <>
              <Link
                className="button button--ghost"
                to={certificatePath(course.certificate_code)}
                aria-describedby={titleId}
              >
                Your certificate
              </Link>
              <DownloadCertificateButton code={course.certificate_code} describedBy={titleId} />
              <CredentialActions code={course.certificate_code} describedBy={titleId} />
            </>
          )}
          {course.paused_at && onChanged && <ResumeButton course={course} onChanged={onChanged} />}
        </div>
      </div>
    </li>
  );
}

/** The student's courses with their progress, last activity and a way back in. */
export function EnrolledCourseList({
  courses,
  onChanged,
}: {
  courses: readonly EnrolledCourse[];
  onChanged?: () => void;
}) {
  if (courses.length === 0)
    return <p>You are not enrolled on any course yet. Featured courses are on the home page.</p>;
  return (
    <ul className="course-list">
      {courses.map((course) => (
        <CourseItem key={course.id} course={course} onChanged={onChanged} />
      ))}
    </ul>
  );
}
