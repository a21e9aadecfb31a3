import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Link } from '../../../src/routing/Link';
import { fetchLesson, markLessonComplete, type Syllabus } from '../../api/learn';
import { ApiError } from '../../api/client';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { useRemote } from '../../lib/useRemote';
import { useToast } from '../../toast/useToast';
import { ContentNote } from './ContentNote';
import { KnowledgeCheck } from './KnowledgeCheck';
import { LessonContent } from './LessonContent';
import { LessonNotes } from './LessonNotes';
import { LessonVideo } from './LessonVideo';
import { formatDateTime } from '../../lib/format';
import { lessonPath, neighbours, opensLater } from './syllabusOrder';
import type { PositionSaved } from '../../../src/contract/lessonMedia';

// Loaded only on the lessons that have their own media.
const MediaPlayer = lazy(() => import('./media/MediaPlayer'));

interface LessonViewProps {
  syllabus: Syllabus;
  lessonId: number;
  onCompleted: (progress: Syllabus['progress'], certificate: Syllabus['certificate']) => void;
  /** A required knowledge check was passed: the lessons after this one open. */
  onCheckPassed: () => void;
}

/** One lesson: its content note first when it has one, then video, text, resources and notes. */
export function LessonView({ syllabus, lessonId, onCompleted, onCheckPassed }: LessonViewProps) {
  const slug = syllabus.course.slug;
  const remote = useRemote(`lesson:${slug}:${lessonId}`, (signal) => fetchLesson(slug, lessonId, signal));
  const outline = syllabus.topics.flatMap((topic) => topic.lessons).find((lesson) => lesson.id === lessonId);
  const { previous, next } = neighbours(syllabus, lessonId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [noteAccepted, setNoteAccepted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const toast = useToast();
  const status = remote.state.status;

  // After moving to another lesson, focus lands on its title, as a new page's would.
  useEffect(() => {
    if (status !== 'loading') headingRef.current?.focus();
  }, [status, lessonId]);

  const announceDone = (progress: Syllabus['progress']) => {
    const { completed, lessons } = progress;
    setAnnouncement(
      completed === lessons
        ? 'Lesson complete. You have completed every lesson of this course.'
        : `Lesson complete. ${completed} of ${lessons} lessons done.`,
    );
  };

  /** A saved position reached 90% of the media: the server completed the lesson. */
  const watched = (saved: PositionSaved) => {
    if (!saved.progress || remote.state.status !== 'ready' || remote.state.data.completed_at) return;
    onCompleted(saved.progress, saved.certificate);
    remote.update((lesson) => ({ ...lesson, completed_at: saved.completed_at }));
    announceDone(saved.progress);
  };

  const complete = async () => {
    setSaving(true);
    try {
      const answer = await markLessonComplete(slug, lessonId);
      onCompleted(answer.progress, answer.certificate);
      remote.update((lesson) => ({ ...lesson, completed_at: answer.completed_at }));
      announceDone(answer.progress);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong');
    } finally {
      setSaving(false);
    }
  };

  const title = remote.state.status === 'ready' ? remote.state.data.title : (outline?.title ?? 'Lesson');
  const heading = (
    <h1 ref={headingRef} tabIndex={-1} className="lesson__title">
      {title}
    </h1>
  );
  const pager = (
    <nav className="lesson__pager" aria-label="Lesson navigation">
      {previous ? (
        <Link to={lessonPath(slug, previous.id)} rel="prev" className="button button--ghost">
          Previous lesson
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={lessonPath(slug, next.id)} rel="next" className="button button--ghost">
          Next lesson
        </Link>
      )}
    </nav>
  );

  if (remote.state.status === 'loading')
    return (
      <>
        {heading}
        <Loading />
      </>
    );

  if (remote.state.status === 'error') {
    const refused = remote.state.error instanceof ApiError && [401, 403].includes(remote.state.error.status);
    const opensAt = outline ? opensLater(syllabus, outline) : null;
    const heldBy = syllabus.enrolled ? (outline?.held_by ?? null) : null;
    return (
      <>
        {heading}
        {refused && heldBy && !opensAt ? (
          <div className="lesson__locked">
            <p>
              Pass the knowledge check at the end of{' '}
              <Link to={lessonPath(slug, heldBy.id)}>{heldBy.title}</Link> to open this lesson.
            </p>
          </div>
        ) : refused && opensAt ? (
          <div className="lesson__locked">
            <p>This lesson opens on {formatDateTime(opensAt)}.</p>
            <p className="card__meta">
              {syllabus.paused_at
                ? 'The course is paused: nothing new opens until you resume it, and the dates move on by the time it was paused.'
                : 'We will email you when it opens.'}
            </p>
          </div>
        ) : refused ? (
          <div className="lesson__locked">
            <p>This lesson is open to students enrolled in {syllabus.course.title}.</p>
            <p>
              <Link className="button" to={`/courses/${encodeURIComponent(slug)}`}>
                Enrol or buy this course
              </Link>
              {!syllabus.signed_in && (
                <>
                  {' '}
                  <Link to="/login" state={{ from: lessonPath(slug, lessonId) }}>
                    Sign in
                  </Link>
                </>
              )}
            </p>
          </div>
        ) : (
          <ErrorNotice error={remote.state.error} onRetry={remote.reload} />
        )}
        {pager}
      </>
    );
  }

  const lesson = remote.state.data;
  const meta = [lesson.topic_title, lesson.duration_minutes ? `${lesson.duration_minutes} minutes` : null]
    .filter(Boolean)
    .join(' · ');
  const done = lesson.completed_at !== null || outline?.completed === true;

  if (lesson.content_note && !noteAccepted)
    return (
      <>
        {heading}
        <ContentNote
          note={lesson.content_note}
          skipTo={next ? lessonPath(slug, next.id) : '/dashboard/courses'}
          onContinue={() => {
            setNoteAccepted(true);
            headingRef.current?.focus();
          }}
        />
      </>
    );

  const player = lesson.media ? (
    <Suspense fallback={<Loading />}>
      <MediaPlayer
        key={lesson.id}
        media={lesson.media}
        title={lesson.title}
        slug={slug}
        lessonId={lesson.id}
        savesPosition={syllabus.enrolled}
        onWatched={watched}
      />
    </Suspense>
  ) : lesson.video ? (
    <LessonVideo video={lesson.video} title={lesson.title} />
  ) : null;

  return (
    <>
      {heading}
      {meta && <p className="card__meta">{meta}</p>}
      <LessonContent html={lesson.content} media={player}>
        {lesson.transcript && (
          <section aria-labelledby="lesson-transcript">
            <h2 id="lesson-transcript">Transcript</h2>
            <div className="lesson__transcript">{lesson.transcript}</div>
          </section>
        )}
      </LessonContent>

      {lesson.resources.length > 0 && (
        <section className="lesson__resources" aria-labelledby="lesson-resources">
          <h2 id="lesson-resources">Resources to download</h2>
          <ul>
            {lesson.resources.map((resource) => (
              <li key={resource.id}>
                <a href={resource.url} download>
                  {resource.title}
                </a>
                {resource.description && <span className="card__meta"> {resource.description}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}

      {syllabus.enrolled && lesson.knowledge_check && (
        <KnowledgeCheck
          key={lesson.id}
          slug={slug}
          lessonId={lesson.id}
          check={lesson.knowledge_check}
          onPassed={onCheckPassed}
        />
      )}

      {syllabus.enrolled && (
        <div className="lesson__complete">
          {done ? (
            <p className="lesson__done">
              <span aria-hidden="true">✓ </span>You have completed this lesson.
            </p>
          ) : (
            <button type="button" className="button" onClick={() => void complete()} disabled={saving}>
              Mark as complete
            </button>
          )}
          <p role="status" className="visually-hidden">
            {announcement}
          </p>
        </div>
      )}
      {!syllabus.enrolled && (
        <p className="notice">
          This is a free preview.{' '}
          <Link to={`/courses/${encodeURIComponent(slug)}`}>Enrol or buy this course</Link> to open every
          lesson and keep your progress.
        </p>
      )}

      {pager}
      {next && <p className="lesson__next card__meta">Up next: {next.title}</p>}

      {syllabus.enrolled && lesson.topic_id !== null && (
        <LessonNotes topicId={lesson.topic_id} topicTitle={lesson.topic_title ?? 'this topic'} />
      )}
    </>
  );
}
