import { Link } from '../../../src/routing/Link';
import type { SyllabusTopic } from '../../../src/contract/catalogueTypes';
import { minutesText } from '../../lib/courseFacts';

/** Topics, each opening onto its lessons; free previews link to their page. */
export function Syllabus({ slug, topics }: { slug: string; topics: SyllabusTopic[] }) {
  if (topics.length === 0) return <p>The syllabus is being written.</p>;
  return (
    <div className="syllabus">
      {topics.map((topic, index) => (
        <details key={topic.id ?? 'more'} className="syllabus__topic" open={index === 0}>
          <summary>
            <span>{topic.title}</span>
            <span className="card__meta">
              {topic.lessons.length} {topic.lessons.length === 1 ? 'lesson' : 'lessons'}
              {topic.duration_minutes > 0 ? ` · ${minutesText(topic.duration_minutes)}` : ''}
            </span>
          </summary>
          {topic.description && <p className="syllabus__lessons">{topic.description}</p>}
          <ul className="syllabus__lessons">
            {topic.lessons.map((lesson) => (
              <li key={lesson.id} className="syllabus__lesson">
                {lesson.is_preview ? (
                  <span>
                    <Link to={`/courses/${slug}/preview/${lesson.id}`}>{lesson.title}</Link>{' '}
                    <span className="badge">Free preview</span>
                  </span>
                ) : (
                  <span>{lesson.title}</span>
                )}
                <span className="card__meta">{minutesText(lesson.duration_minutes)}</span>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
