import type { DbOrTrx } from '../db/schema';
import { HttpError, notFound } from '../errors';
import { type Viewer, findCourse } from './coursePage';
import { catalogueDb } from './tables';
import { shownHtml } from '../records/shownHtml';

export const NOT_A_PREVIEW = 'This lesson is open to enrolled students only.';

/**
 * A free preview lesson (`is_preview`) of a course the viewer may see, with its content: open
 * to anyone. Any other lesson of the course answers 403 without its content, whoever asks; the
 * course player serves enrolled students.
 */
export async function previewLesson(db: DbOrTrx, slug: string, lessonId: number, viewer: Viewer | null) {
  const course = await findCourse(db, slug, viewer);
  const lesson = await catalogueDb(db)
    .selectFrom('lessons')
    .leftJoin('topics', 'topics.id', 'lessons.topic_id')
    .select([
      'lessons.id',
      'lessons.title',
      'lessons.content',
      'lessons.video_url',
      'lessons.media',
      'lessons.duration_minutes',
      'lessons.is_preview',
      'topics.title as topic_title',
    ])
    .where('lessons.id', '=', lessonId)
    .where('lessons.course_id', '=', course.id)
    .executeTakeFirst();
  if (!lesson) throw notFound('Lesson');
  if (Number(lesson.is_preview) !== 1) throw new HttpError(403, NOT_A_PREVIEW);
  return {
    id: Number(lesson.id),
    title: lesson.title,
    content: shownHtml(lesson.content),
    video_url: lesson.media ? null : lesson.video_url,
    // Its own video or audio plays in the course player, which serves it to anyone for a preview.
    has_media: typeof lesson.media === 'string' && lesson.media !== '',
    duration_minutes: lesson.duration_minutes === null ? null : Number(lesson.duration_minutes),
    topic_title: lesson.topic_title ?? null,
    course: { id: course.id, title: course.title, slug: course.slug },
  };
}
