import type { DbOrTrx } from '../../db/schema';
import { loose } from '../../db/schema';
import type { Values } from '../../records/validation';

/**
 * The names a list shows beside a record's ids (a course's category, a post's author), looked
 * up in one query per referenced table rather than one per record.
 */
async function namesOf(
  db: DbOrTrx,
  table: string,
  column: string,
  ids: readonly unknown[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await loose(db).selectFrom(table).select(['id', column]).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [Number(row.id), String(row[column] ?? '')]));
}

const nameOr = (names: Map<number, string>, id: unknown): string | null =>
  typeof id === 'number' ? (names.get(id) ?? null) : null;

/** Courses with `category_name`, `level_title` and `instructor_name` (docs/API.md). */
export async function withCourseNames(db: DbOrTrx, courses: readonly Values[]): Promise<Values[]> {
  const [categories, levels, instructors] = await Promise.all([
    namesOf(
      db,
      'course_categories',
      'name',
      courses.map((c) => c.course_category_id),
    ),
    namesOf(
      db,
      'course_levels',
      'title',
      courses.map((c) => c.course_level_id),
    ),
    namesOf(
      db,
      'instructors',
      'name',
      courses.map((c) => c.instructor_id),
    ),
  ]);
  return courses.map((course) => ({
    ...course,
    category_name: nameOr(categories, course.course_category_id),
    level_title: nameOr(levels, course.course_level_id),
    instructor_name: nameOr(instructors, course.instructor_id),
  }));
}

/** Blog posts with `author_name` and `categories: [{id, title}]` (docs/API.md). */
export async function withPostNames(db: DbOrTrx, posts: readonly Values[]): Promise<Values[]> {
  const categoryIds = posts.flatMap((post) => (Array.isArray(post.category_ids) ? post.category_ids : []));
  const [authors, categories] = await Promise.all([
    namesOf(
      db,
      'users',
      'name',
      posts.map((post) => post.user_id),
    ),
    namesOf(db, 'blog_categories', 'title', categoryIds),
  ]);
  return posts.map((post) => ({
    ...post,
    author_name: nameOr(authors, post.user_id),
    categories: (Array.isArray(post.category_ids) ? post.category_ids : [])
      .filter((id): id is number => typeof id === 'number' && categories.has(id))
      .map((id) => ({ id, title: categories.get(id) })),
  }));
}

/** Notes with `topic_title`, and the topic's course as `course_id` and `course_title`. */
export async function withTopicTitles(db: DbOrTrx, notes: readonly Values[]): Promise<Values[]> {
  const topicIds = [
    ...new Set(notes.map((note) => note.topic_id).filter((id): id is number => typeof id === 'number')),
  ];
  const topics =
    topicIds.length === 0
      ? []
      : await loose(db)
          .selectFrom('topics')
          .leftJoin('courses', 'courses.id', 'topics.course_id')
          .select([
            'topics.id as id',
            'topics.title as title',
            'courses.id as course_id',
            'courses.title as course_title',
          ])
          .where('topics.id', 'in', topicIds)
          .execute();
  const byId = new Map(topics.map((topic) => [Number(topic.id), topic]));
  return notes.map((note) => {
    const topic = typeof note.topic_id === 'number' ? byId.get(note.topic_id) : undefined;
    return {
      ...note,
      topic_title: topic ? String(topic.title ?? '') : null,
      course_id: topic?.course_id === null || topic?.course_id === undefined ? null : Number(topic.course_id),
      course_title:
        topic?.course_title === null || topic?.course_title === undefined ? null : String(topic.course_title),
    };
  });
}
