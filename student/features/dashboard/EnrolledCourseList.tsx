import type { EnrolledCourse } from '../../api/types';
import { ProgressBar } from '../../components/ProgressBar';
import { formatDate } from '../../lib/format';

export function EnrolledCourseList({ courses }: { courses: readonly EnrolledCourse[] }) {
  if (courses.length === 0)
    return <p>You are not enrolled on any course yet. Featured courses are on the home page.</p>;
  return (
    <ul className="course-list">
      {courses.map((course) => (
        <li key={course.id} className="card course-list__item">
          {course.thumbnail && (
            <img className="course-list__image" src={course.thumbnail} alt="" loading="lazy" />
          )}
          <div className="card__body">
            <h3 className="card__title">{course.title}</h3>
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
          </div>
        </li>
      ))}
    </ul>
  );
}
