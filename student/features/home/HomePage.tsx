import { Link } from '../../../src/routing/Link';
import { fetchHome } from '../../api/catalogue';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { usePageHead } from '../../lib/usePageHead';
import { useRemote } from '../../lib/useRemote';
import { useSession } from '../../session/useSession';
import { PostSummary } from '../blog/PostSummary';
import { CourseCard } from './CourseCard';
import { webSite } from '../../seo/structuredData';

export default function HomePage() {
  usePageHead({
    title: '',
    description:
      'MindWell Academy: Accredited online courses in mental health, from first steps in mental-health literacy to advanced practice, at your own pace.',
    path: '/',
    jsonLd: (origin) => [webSite(origin)],
  });
  const { state, reload } = useRemote('home', fetchHome);
  const { user } = useSession();

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <h1 id="hero-title">Learn to look after your mind, and the minds around you</h1>
          <p className="hero__lead">
            MindWell Academy offers accredited online courses in mental health: from first steps in
            mental-health literacy to advanced practice, at your own pace.
          </p>
          <p className="hero__actions">
            <Link to={user ? '/dashboard' : '/register'} className="button button--light">
              {user ? 'Go to your dashboard' : 'Start learning'}
            </Link>
            <Link to="/about" className="button button--outline-light">
              How it works
            </Link>
          </p>
        </div>
      </section>

      <div className="container home">
        {state.status === 'loading' && <Loading />}
        {state.status === 'error' && <ErrorNotice error={state.error} onRetry={reload} />}
        {state.status === 'ready' && (
          <>
            {state.data.featured_tip && (
              <aside className="tip" aria-labelledby="tip-title">
                <h2 id="tip-title" className="tip__label">
                  Tip of the day
                </h2>
                <p className="tip__title">{state.data.featured_tip.title}</p>
                <p>{state.data.featured_tip.description}</p>
                {state.data.featured_tip.url && (
                  <p>
                    <a
                      href={state.data.featured_tip.url}
                      rel="noopener noreferrer"
                      aria-label={`Read more about ${state.data.featured_tip.title}`}
                    >
                      Read more
                    </a>
                  </p>
                )}
              </aside>
            )}

            <section aria-labelledby="featured-title">
              <h2 id="featured-title">Featured courses</h2>
              {state.data.featured_courses.length === 0 ? (
                <p>New courses are on their way. Check back soon.</p>
              ) : (
                <div className="grid">
                  {state.data.featured_courses.map((course) => (
                    <CourseCard key={course.id} course={course} />
                  ))}
                </div>
              )}
              <p>
                <Link to="/courses">All courses</Link>
              </p>
            </section>

            <section aria-labelledby="posts-title">
              <h2 id="posts-title">Latest from the blog</h2>
              {state.data.latest_posts.length === 0 ? (
                <p>No posts yet.</p>
              ) : (
                <div className="grid">
                  {state.data.latest_posts.map((post) => (
                    <PostSummary key={post.id} post={post} headingLevel={3} />
                  ))}
                </div>
              )}
              <p>
                <Link to="/blog">All blog posts</Link>
              </p>
            </section>
          </>
        )}
      </div>
    </>
  );
}
