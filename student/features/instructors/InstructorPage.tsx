import { useParams } from 'react-router';
import { fetchInstructor } from '../../api/storefront';
import { PageBand } from '../../components/PageBand';
import { isMissing, remoteStatus } from '../../components/remoteStatus';
import { usePageHead } from '../../lib/usePageHead';
import { useRemote } from '../../lib/useRemote';
import { breadcrumbList } from '../../seo/structuredData';
import { CourseCard } from '../home/CourseCard';

/** An instructor's public page: their name, where to find them online and their courses. */
export default function InstructorPage() {
  const { slug = '' } = useParams();
  const { state, reload } = useRemote(`instructor:${slug}`, (signal) => fetchInstructor(slug, signal));
  const instructor = state.status === 'ready' ? state.data : null;
  usePageHead(
    isMissing(state)
      ? null
      : {
          title: instructor?.name ?? 'Instructor',
          description: instructor
            ? `${instructor.name} teaches ${instructor.courses.length === 1 ? 'a course' : `${instructor.courses.length} courses`} at MindWell Academy.`
            : '',
          path: `/instructors/${slug}`,
          type: 'profile',
          jsonLd: (origin) =>
            instructor
              ? [
                  {
                    '@context': 'https://schema.org',
                    '@type': 'Person',
                    name: instructor.name,
                    url: new URL(`/instructors/${instructor.slug}`, origin).href,
                    sameAs: instructor.social_profiles.map((profile) => profile.link),
                  },
                  breadcrumbList(origin, [[instructor.name, `/instructors/${instructor.slug}`]]),
                ]
              : [],
        },
  );

  const pending = remoteStatus(state, reload);
  if (pending || !instructor) return pending;
  return (
    <>
      <PageBand title={instructor.name} />
      <div className="container">
        {instructor.social_profiles.length > 0 && (
          <ul className="social-links" aria-label={`${instructor.name} online`}>
            {instructor.social_profiles.map((profile) => (
              <li key={profile.id}>
                <a href={profile.link} rel="noopener noreferrer">
                  {profile.title}
                </a>
              </li>
            ))}
          </ul>
        )}
        <section aria-labelledby="instructor-courses">
          <h2 id="instructor-courses">Courses by {instructor.name}</h2>
          {instructor.courses.length === 0 ? (
            <p>No courses are open at the moment.</p>
          ) : (
            <div className="grid">
              {instructor.courses.map((course) => (
                <CourseCard key={course.id} course={course} />
              ))}
            </div>
          )}
        </section>
      </div>
    </>
  );
}
