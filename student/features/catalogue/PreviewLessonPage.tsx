import { Link } from '../../../src/routing/Link';
import { useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { fetchPreviewLesson } from '../../api/storefront';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { SafeHtml } from '../../components/SafeHtml';
import { minutesText } from '../../lib/courseFacts';
import { usePageHead } from '../../lib/usePageHead';
import { useRemote } from '../../lib/useRemote';
import NotFoundPage from '../errors/NotFoundPage';
import './catalogue.css';
import { breadcrumbList } from '../../seo/structuredData';

/** A course's free preview lesson, open to anyone; other lessons say who they are for. */
export default function PreviewLessonPage() {
  const { slug = '', lessonId = '' } = useParams();
  const { state, reload } = useRemote(`preview:${slug}:${lessonId}`, (signal) =>
    fetchPreviewLesson(slug, lessonId, signal),
  );
  const lesson = state.status === 'ready' ? state.data : null;
  const errorStatus = state.status === 'error' && state.error instanceof ApiError ? state.error.status : 0;
  usePageHead(
    errorStatus === 404 || errorStatus === 422
      ? null
      : {
          title: lesson ? `${lesson.title} (preview)` : 'Preview lesson',
          description: lesson ? `A free preview lesson of ${lesson.course.title}.` : '',
          path: `/courses/${slug}/preview/${lessonId}`,
          jsonLd: (origin) =>
            lesson
              ? [
                  breadcrumbList(origin, [
                    ['Courses', '/courses'],
                    [lesson.course.title, `/courses/${lesson.course.slug}`],
                    [lesson.title, `/courses/${slug}/preview/${lessonId}`],
                  ]),
                ]
              : [],
        },
  );
  const back = (
    <p>
      <Link to={`/courses/${slug}`}>Back to the course</Link>
    </p>
  );

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    const status = state.error instanceof ApiError ? state.error.status : 0;
    if (status === 404 || status === 422) return <NotFoundPage />;
    return (
      <div className="container narrow">
        <ErrorNotice error={state.error} onRetry={status === 403 ? undefined : reload} />
        {back}
      </div>
    );
  }
  if (!lesson) return null;
  return (
    <article className="container narrow preview-lesson">
      <p className="card__meta">
        <Link to={`/courses/${lesson.course.slug}`}>{lesson.course.title}</Link>
        {lesson.topic_title ? ` · ${lesson.topic_title}` : ''}
      </p>
      <h1>{lesson.title}</h1>
      <p>
        <span className="badge">Free preview</span>
        {lesson.duration_minutes ? ` ${minutesText(lesson.duration_minutes)}` : ''}
      </p>
      {lesson.has_media && (
        <p>
          <Link to={`/learn/${lesson.course.slug}/${lesson.id}`}>Watch or listen in the course player</Link>
        </p>
      )}
      {lesson.video_url && (
        <p>
          <a href={lesson.video_url} rel="noopener noreferrer">
            Watch the lesson video
          </a>
        </p>
      )}
      {lesson.content && <SafeHtml html={lesson.content} className="prose" />}
      <p>
        <Link to={`/courses/${lesson.course.slug}`} className="button">
          See the whole course
        </Link>
      </p>
    </article>
  );
}
