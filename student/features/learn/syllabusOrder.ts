import type { Syllabus, SyllabusLesson, SyllabusTopic } from '../../api/learn';
import { formatDate, formatDateTime } from '../../lib/format';

/** The syllabus's lessons first to last, as the student takes them. */
export const lessonsOf = (syllabus: Syllabus): SyllabusLesson[] =>
  syllabus.topics.flatMap((topic) => topic.lessons);

/** The lessons either side of one, for Previous lesson and Next lesson. */
export function neighbours(
  syllabus: Syllabus,
  lessonId: number,
): { previous?: SyllabusLesson; next?: SyllabusLesson } {
  const lessons = lessonsOf(syllabus);
  const at = lessons.findIndex((lesson) => lesson.id === lessonId);
  if (at < 0) return {};
  return { previous: lessons[at - 1], next: lessons[at + 1] };
}

/** Whether this student may open the lesson: enrolled and its topic open, or it is a free preview. */
export const canOpen = (syllabus: Syllabus, lesson: SyllabusLesson): boolean =>
  (syllabus.enrolled && lesson.released && lesson.held_by === null) || lesson.is_preview;

/** When an enrolled student's lesson opens, while the release schedule still holds it back. */
export const opensLater = (syllabus: Syllabus, lesson: SyllabusLesson): string | null =>
  syllabus.enrolled && !lesson.released && !lesson.is_preview ? lesson.opens_at : null;

/** When a topic opens, in words, while it is still to come; null once open or without a schedule. */
export function topicOpening(syllabus: Syllabus, topic: SyllabusTopic): string | null {
  if (syllabus.enrolled) {
    const locked = topic.lessons.some((lesson) => !lesson.released);
    return locked && topic.opens_at ? `Opens ${formatDateTime(topic.opens_at)}` : null;
  }
  if (topic.opens_after_days !== null && topic.opens_after_days > 0)
    return `Opens ${topic.opens_after_days} ${topic.opens_after_days === 1 ? 'day' : 'days'} after you enrol${topic.opens_on ? `, not before ${formatDate(topic.opens_on)}` : ''}`;
  if (topic.opens_at && Date.parse(topic.opens_at) > Date.now())
    return `Opens ${formatDateTime(topic.opens_at)}`;
  return null;
}

export const lessonPath = (slug: string, lessonId: number): string =>
  `/learn/${encodeURIComponent(slug)}/${lessonId}`;

/** The syllabus after a lesson was completed, with the progress the server answered. */
export function withCompleted(
  syllabus: Syllabus,
  lessonId: number,
  progress: Syllabus['progress'],
  certificate: Syllabus['certificate'],
): Syllabus {
  return {
    ...syllabus,
    progress,
    certificate: certificate ?? syllabus.certificate,
    topics: syllabus.topics.map((topic) => ({
      ...topic,
      lessons: topic.lessons.map((lesson) =>
        lesson.id === lessonId ? { ...lesson, completed: true } : lesson,
      ),
    })),
  };
}
