import { useId, useState } from 'react';
import { Link } from '../../../src/routing/Link';
import { Navigate, useParams } from 'react-router';
import { fetchSyllabus, setCoursePaused } from '../../api/learn';
import { ApiError } from '../../api/client';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { NeedSupport } from '../../components/NeedSupport';
import { ProgressBar } from '../../components/ProgressBar';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { useRemote } from '../../lib/useRemote';
import { useToast } from '../../toast/useToast';
import { LessonView } from './LessonView';
import { SyllabusNav } from './SyllabusNav';
import { lessonPath, lessonsOf, withCompleted } from './syllabusOrder';
import './player.css';

/**
 * The course player, `/learn/:slug/:lessonId`: the syllabus beside the lesson. Without a lesson
 * id it opens where the student left off. On a phone the syllabus folds behind a button.
 */
export default function LearnPage() {
  const { slug = '', lessonId } = useParams();
  const syllabus = useRemote(`learn:${slug}`, (signal) => fetchSyllabus(slug, signal));
  const [syllabusOpen, setSyllabusOpen] = useState(false);
  const [pausing, setPausing] = useState(false);
  const syllabusId = useId();
  const toast = useToast();
  const data = syllabus.state.status === 'ready' ? syllabus.state.data : undefined;
  const current = Number(lessonId);
  const lesson = data ? lessonsOf(data).find((l) => l.id === current) : undefined;
  usePageTitle(data ? `${lesson ? `${lesson.title} – ` : ''}${data.course.title}` : 'Course');

  if (syllabus.state.status === 'loading') return <Loading />;
  if (syllabus.state.status === 'error') {
    const missing = syllabus.state.error instanceof ApiError && syllabus.state.error.status === 404;
    return (
      <div className="container narrow">
        <h1>{missing ? 'We can’t find that course' : 'The course could not be opened'}</h1>
        {missing ? (
          <p>
            It may have been withdrawn. <Link to="/dashboard/courses">Go to your courses</Link>
          </p>
        ) : (
          <ErrorNotice error={syllabus.state.error} onRetry={syllabus.reload} />
        )}
      </div>
    );
  }
  const course = syllabus.state.data;

  if (lessonId === undefined) {
    if (course.resume_lesson_id !== null)
      return <Navigate replace to={lessonPath(course.course.slug, course.resume_lesson_id)} />;
    return (
      <div className="container narrow">
        <h1>{course.course.title}</h1>
        <p>This course has no lessons yet.</p>
      </div>
    );
  }

  const togglePause = async () => {
    setPausing(true);
    try {
      const pausedAt = await setCoursePaused(course.course.slug, course.paused_at === null);
      // Resuming moves the release schedule on by the pause: the dates come from the server.
      const fresh = await fetchSyllabus(course.course.slug);
      syllabus.update(() => ({ ...fresh, paused_at: pausedAt }));
      toast.success(
        pausedAt ? 'Course paused. Your progress is kept.' : 'Welcome back: the course is resumed.',
      );
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong');
    } finally {
      setPausing(false);
    }
  };

  return (
    <div className="player">
      <header className="player__bar">
        <div className="player__course">
          <p className="player__course-title">
            <Link
              to={
                course.enrolled ? '/dashboard/courses' : `/courses/${encodeURIComponent(course.course.slug)}`
              }
            >
              {course.course.title}
            </Link>
          </p>
          {course.enrolled && (
            <ProgressBar value={course.progress.percent} label={`${course.course.title} progress`} />
          )}
        </div>
        <div className="player__actions">
          <button
            type="button"
            className="button button--ghost player__toggle"
            aria-expanded={syllabusOpen}
            aria-controls={syllabusId}
            onClick={() => setSyllabusOpen((open) => !open)}
          >
            Syllabus
          </button>
          {course.enrolled && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void togglePause()}
              disabled={pausing}
            >
              {course.paused_at ? 'Resume course' : 'Pause course'}
            </button>
          )}
          <NeedSupport />
        </div>
      </header>
      {course.paused_at && (
        <p className="notice player__paused">
          You paused this course on {formatDate(course.paused_at)}: no reminders until you resume. Your
          progress is kept.
        </p>
      )}
      <div className="player__body">
        <article className="player__lesson lesson">
          {lesson ? (
            <LessonView
              key={lesson.id}
              syllabus={course}
              lessonId={lesson.id}
              onCompleted={(progress, certificate) =>
                syllabus.update((s) => withCompleted(s, lesson.id, progress, certificate))
              }
              onCheckPassed={() =>
                void fetchSyllabus(course.course.slug).then(
                  (fresh) => syllabus.update(() => fresh),
                  () => undefined,
                )
              }
            />
          ) : (
            <>
              <h1>We can’t find that lesson</h1>
              <p>It may have moved. Choose a lesson from the syllabus.</p>
            </>
          )}
        </article>
        <SyllabusNav
          syllabus={course}
          currentId={current}
          id={syllabusId}
          open={syllabusOpen}
          onPick={() => setSyllabusOpen(false)}
        />
      </div>
    </div>
  );
}
