import { type DbOrTrx, loose } from '../db/schema';
import { type TopicSchedule, scheduleOf } from './schedule';

export interface OutlineLesson {
  id: number;
  title: string;
  topic_id: number | null;
  duration_minutes: number | null;
  is_preview: boolean;
}

export interface OutlineTopic extends TopicSchedule {
  id: number | null;
  title: string;
  lessons: OutlineLesson[];
}

/**
 * A course's syllabus in the order a student takes it: topics by their sort order, each topic's
 * lessons by theirs; lessons filed under no topic come last. One query for topics, one for
 * lessons, whatever the course's size.
 */
export async function courseOutline(db: DbOrTrx, courseId: number): Promise<OutlineTopic[]> {
  const [topicRows, lessonRows] = await Promise.all([
    loose(db)
      .selectFrom('topics')
      .select(['id', 'title', 'opens_after_days', 'opens_on'])
      .where('course_id', '=', courseId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    loose(db)
      .selectFrom('lessons')
      .select(['id', 'title', 'topic_id', 'duration_minutes', 'is_preview'])
      .where('course_id', '=', courseId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  ]);
  const topics: OutlineTopic[] = topicRows.map((row) => ({
    id: Number(row.id),
    title: String(row.title ?? ''),
    ...scheduleOf(row),
    lessons: [],
  }));
  const byId = new Map(topics.map((topic) => [topic.id, topic]));
  const loose_: OutlineTopic = {
    id: null,
    title: 'More lessons',
    opens_after_days: null,
    opens_on: null,
    lessons: [],
  };
  for (const row of lessonRows) {
    const topicId = row.topic_id === null || row.topic_id === undefined ? null : Number(row.topic_id);
    const lesson: OutlineLesson = {
      id: Number(row.id),
      title: String(row.title ?? ''),
      topic_id: topicId,
      duration_minutes: row.duration_minutes === null ? null : Number(row.duration_minutes),
      is_preview: Number(row.is_preview) === 1,
    };
    (byId.get(topicId) ?? loose_).lessons.push(lesson);
  }
  if (loose_.lessons.length > 0) topics.push(loose_);
  return topics.filter((topic) => topic.lessons.length > 0);
}

/** The outline's lessons, first to last. */
export const lessonsInOrder = (outline: readonly OutlineTopic[]): OutlineLesson[] =>
  outline.flatMap((topic) => topic.lessons);

/** Where a student picks up: the first lesson not yet completed, else the first lesson. */
export function resumeLesson(
  outline: readonly OutlineTopic[],
  completed: ReadonlySet<number>,
): OutlineLesson | undefined {
  const lessons = lessonsInOrder(outline);
  return lessons.find((lesson) => !completed.has(lesson.id)) ?? lessons[0];
}

/** The ids of the lessons of a course the student has completed. */
export async function completedLessonIds(
  db: DbOrTrx,
  userId: number,
  courseId: number,
): Promise<Set<number>> {
  const rows = await db
    .selectFrom('lesson_progress')
    .select('lesson_id')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();
  return new Set(rows.map((row) => Number(row.lesson_id)));
}
