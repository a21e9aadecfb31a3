import { useParams } from 'react-router';
import { fetchInstructor } from '../../api/storefront';
import { PageBand } from '../../components/PageBand';
import { isMissing, remoteStatus } from '../../components/remoteStatus';
import { usePageHead } from '../../lib/usePageHead';
import { useRemote } from '../../lib/useRemote';
import { breadcrumbList, personData } from '../../seo/structuredData';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { SocialLinks } from './SocialLinks';
import './instructors.css';
import { CourseCard } from '../home/CourseCard';

/** A biography's paragraphs: a blank line between two. */
const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** An instructor's public page: photo, biography, credentials, where to find them online and their courses. */
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
            ? (instructor.short_bio ??
              `${instructor.name} teaches ${instructor.courses.length === 1 ? 'a course' : `${instructor.courses.length} courses`} at MindWell Academy.`)
            : '',
          path: `/instructors/${slug}`,
          type: 'profile',
          image: instructor?.photo,
          jsonLd: (origin) =>
            instructor
              ? [
                  personData(origin, instructor),
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
        <div className="instructor-profile">
          <ResponsiveImage
            className="instructor-profile__photo"
            src={instructor.photo}
            alt=""
            sizes="(max-width: 640px) 160px, 220px"
            priority
          />
          <div>
            {instructor.biography ? (
              <div className="prose">
                {paragraphsOf(instructor.biography).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            ) : (
              instructor.short_bio && <p>{instructor.short_bio}</p>
            )}
            {instructor.credentials.length > 0 && (
              <section aria-labelledby="instructor-credentials">
                <h2 id="instructor-credentials">Credentials</h2>
                <ul className="instructor-profile__credentials">
                  {instructor.credentials.map((credential) => (
                    <li key={`${credential.body} ${credential.number}`}>
                      {credential.body}, registration number {credential.number}
                      {credential.link && (
                        <>
                          {' '}
                          (
                          <a href={credential.link} rel="noopener noreferrer">
                            check the register<span className="visually-hidden"> of {credential.body}</span>
                          </a>
                          )
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <SocialLinks name={instructor.name} profiles={instructor.social_profiles} />
          </div>
        </div>
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
