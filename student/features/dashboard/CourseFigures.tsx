import type { EnrolledCourse } from '../../api/types';

/** The dashboard's figures, counted from the student's courses as the server reports them. */
export function CourseFigures({ courses }: { courses: readonly EnrolledCourse[] }) {
  const lessons = courses.reduce((sum, course) => sum + (course.lessons_completed ?? 0), 0);
  const completed = courses.filter((course) => course.progress >= 100).length;
  const inProgress = courses.length - completed;
  const figures: [string, number][] = [
    ['Courses in progress', inProgress],
    ['Courses completed', completed],
    ['Lessons completed', lessons],
  ];
  return (
    <dl className="figures">
      {figures.map(([label, value]) => (
        <div key={label} className="figures__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
