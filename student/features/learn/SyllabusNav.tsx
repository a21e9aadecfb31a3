import { useEffect, useRef } from 'react';
import { Link } from '../../../src/routing/Link';
import type { Syllabus } from '../../api/learn';
import { DownloadCertificateButton } from '../learning/DownloadCertificateButton';
import { certificatePath } from '../learning/certificatePath';
import { formatDateTime } from '../../lib/format';
import { canOpen, lessonPath, opensLater, topicOpening } from './syllabusOrder';

interface SyllabusNavProps {
  syllabus: Syllabus;
  currentId: number;
  id: string;
  open: boolean;
  onPick: () => void;
}

/**
 * The course's topics and their lessons, a tick on each completed one and the current lesson
 * marked with aria-current; then the exam and the certificate, once there is one.
 */
export function SyllabusNav({ syllabus, currentId, id, open, onPick }: SyllabusNavProps) {
  const slug = syllabus.course.slug;
  const left = syllabus.progress.lessons - syllabus.progress.completed;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opened from its button on a phone: focus goes into it, where the student meant to go.
  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);
  return (
    <nav id={id} className={`syllabus${open ? ' syllabus--open' : ''}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="syllabus__title">
        Course syllabus
      </h2>
      {syllabus.topics.map((topic, index) => {
        const opening = topicOpening(syllabus, topic);
        return (
          <section key={topic.id ?? `loose-${index}`} className="syllabus__topic">
            <h3>{topic.title}</h3>
            {opening && <p className="syllabus__opens">{opening}</p>}
            <ol className="syllabus__lessons">
              {topic.lessons.map((lesson) => {
                const current = lesson.id === currentId;
                const locked = !canOpen(syllabus, lesson);
                const opensAt = opensLater(syllabus, lesson);
                return (
                  <li
                    key={lesson.id}
                    className={`syllabus__lesson${lesson.completed ? ' syllabus__lesson--done' : ''}`}
                  >
                    <Link
                      to={lessonPath(slug, lesson.id)}
                      aria-current={current ? 'page' : undefined}
                      onClick={onPick}
                    >
                      <span className="syllabus__mark" aria-hidden="true">
                        {lesson.completed ? '✓' : locked ? '🔒' : ''}
                      </span>
                      <span className="syllabus__name">{lesson.title}</span>
                      {lesson.completed && <span className="visually-hidden"> (completed)</span>}
                      {locked && (
                        <span className="visually-hidden">
                          {opensAt
                            ? ` (opens ${formatDateTime(opensAt)})`
                            : syllabus.enrolled && lesson.held_by
                              ? ` (opens after the knowledge check of ${lesson.held_by.title})`
                              : ' (for enrolled students)'}
                        </span>
                      )}
                      {lesson.is_preview && !syllabus.enrolled && <span className="badge">Preview</span>}
                    </Link>
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
      {syllabus.exam && syllabus.enrolled && (
        <section className="syllabus__exam" aria-labelledby={`${id}-exam`}>
          <h3 id={`${id}-exam`}>Exam</h3>
          {left === 0 ? (
            <Link className="button" to={`/learn/${encodeURIComponent(slug)}/exam`}>
              Start exam
            </Link>
          ) : (
            <p>
              Take the exam once you have completed every lesson: {left} {left === 1 ? 'lesson' : 'lessons'}{' '}
              to go.
            </p>
          )}
        </section>
      )}
      {syllabus.certificate && syllabus.certificate.status === 'valid' && (
        <div className="syllabus__certificate">
          <p>
            <Link to={certificatePath(syllabus.certificate.code)}>Your certificate</Link>
          </p>
          <DownloadCertificateButton code={syllabus.certificate.code} />
        </div>
      )}
    </nav>
  );
}
