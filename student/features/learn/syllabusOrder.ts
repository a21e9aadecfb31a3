import type { Syllabus, SyllabusLesson } from '../../api/learn';

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

/** Whether this student may open the lesson: enrolled, or it is a free preview. */
export const canOpen = (syllabus: Syllabus, lesson: SyllabusLesson): boolean =>
  syllabus.enrolled || lesson.is_preview;

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
