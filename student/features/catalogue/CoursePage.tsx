import { useParams } from 'react-router';
import { fetchCourse } from '../../api/storefront';
import { PriceTag } from '../../components/PriceTag';
import { isMissing, remoteStatus } from '../../components/remoteStatus';
import { SafeHtml } from '../../components/SafeHtml';
import { hoursText, minutesText, ratingText } from '../../lib/courseFacts';
import { usePageHead } from '../../lib/usePageHead';
import { useRemote } from '../../lib/useRemote';
import { CertificateOffers } from './CertificateOffers';
import { CourseCallToAction } from './CourseCallToAction';
import { CourseReviews } from './CourseReviews';
import { Syllabus } from './Syllabus';
import { InstructorCard } from '../instructors/InstructorCard';
import './catalogue.css';
import { excerpt } from '../../lib/format';
import { breadcrumbList, courseData } from '../../seo/structuredData';
import { ResponsiveImage } from '../../components/ResponsiveImage';

export default function CoursePage() {
  const { slug = '' } = useParams();
  const { state, reload, update } = useRemote(`course:${slug}`, (signal) => fetchCourse(slug, signal));
  const course = state.status === 'ready' ? state.data : null;
  usePageHead(
    isMissing(state)
      ? null
      : {
          title: course?.title ?? 'Course',
          description: course ? (course.short_description ?? excerpt(course.description ?? '')) : '',
          path: `/courses/${slug}`,
          image: course?.thumbnail,
          noindex: course?.preview,
          jsonLd: (origin) =>
            course
              ? [
                  courseData(origin, course),
                  breadcrumbList(origin, [
                    ['Courses', '/courses'],
                    [course.title, `/courses/${course.slug}`],
                  ]),
                ]
              : [],
        },
  );

  const pending = remoteStatus(state, reload);
  if (pending || !course) return pending;
  const duration = hoursText(course.duration_hours) || minutesText(course.lesson_minutes);
  return (
    <div className="container course-page">
      {course.preview && (
        <p className="notice" role="note">
          This course is a draft: only administrators can see this page.
        </p>
      )}
      <div className="course-page__header">
        <div>
          {course.category && <p className="card__meta">{course.category.name}</p>}
          <h1>{course.title}</h1>
          {course.short_description && <p className="lead">{course.short_description}</p>}
          <ul className="course-page__facts">
            {course.level && <li>Level: {course.level.title}</li>}
            {duration && <li>Duration: {duration}</li>}
            <li>
              {course.lesson_count} {course.lesson_count === 1 ? 'lesson' : 'lessons'}
            </li>
            <li>{ratingText(course.reviews.average, course.reviews.count)}</li>
          </ul>
          {course.tags.length > 0 && (
            <p>
              {course.tags.map((tag) => (
                <span key={tag.id} className="badge">
                  {tag.title}
                </span>
              ))}
            </p>
          )}
        </div>
        <aside className="card course-page__buy" aria-label="Buy this course">
          <ResponsiveImage
            className="card__image"
            src={course.thumbnail}
            alt=""
            sizes="(max-width: 760px) calc(100vw - 2rem), 380px"
            priority
          />
          {/* A student who owns the course is not offered it again: no price, the way in. */}
          {!course.enrolled && <PriceTag price={course.price} sale={course.sale_price} />}
          <CourseCallToAction
            course={course}
            enrolled={course.enrolled}
            onEnrolled={() => update((data) => ({ ...data, enrolled: true }))}
          />
        </aside>
      </div>

      {course.description && (
        <section aria-labelledby="about-title">
          <h2 id="about-title">About this course</h2>
          <SafeHtml html={course.description} className="prose" />
        </section>
      )}

      <section aria-labelledby="syllabus-title">
        <h2 id="syllabus-title">Syllabus</h2>
        <Syllabus slug={course.slug} topics={course.syllabus} />
      </section>

      {course.instructor && (
        <section aria-labelledby="instructor-title">
          <h2 id="instructor-title">Your instructor</h2>
          <InstructorCard instructor={course.instructor} />
        </section>
      )}

      <CertificateOffers levels={course.certificate_levels} courseId={course.id} />
      <CourseReviews reviews={course.reviews} />
    </div>
  );
}
