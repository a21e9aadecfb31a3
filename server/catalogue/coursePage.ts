import type { SyllabusLesson, SyllabusTopic } from '../../src/contract/catalogueTypes';
import type { DbOrTrx } from '../db/schema';
import { notFound } from '../errors';
import { ratingsOf } from './courseList';
import { ratingCounts } from './ratingCounts';
import { reviewerName } from './reviewerName';
import { slugIs } from './slug';
import { PUBLISHED, type CourseRow, catalogueDb, pounds } from './tables';
import { shownHtml } from '../records/shownHtml';
import { instructorCard } from './instructorProfile';
import { instructorAddresses } from './instructors';

/** Who is looking: a visitor (null), a student, or an admin (who may see drafts). */
export interface Viewer {
  userId: number;
  isAdmin: boolean;
}

const REVIEWS_SHOWN = 20;

/**
 * A course as its page shows it, by slug: published courses for everyone, drafts for an admin
 * only (`preview: true`), else 404. The syllabus names every lesson but carries no lesson's
 * content: previews are read one by one (previewLesson.ts).
 */
export async function coursePage(db: DbOrTrx, slug: string, viewer: Viewer | null) {
  const cdb = catalogueDb(db);
  const course = await findCourse(db, slug, viewer);

  const [category, level, instructor, topics, lessons, ratings, counts, reviews, certificates, enrolled] =
    await Promise.all([
      course.course_category_id
        ? cdb
            .selectFrom('course_categories')
            .select(['id', 'name'])
            .where('id', '=', course.course_category_id)
            .executeTakeFirst()
        : undefined,
      course.course_level_id
        ? cdb
            .selectFrom('course_levels')
            .select(['id', 'title'])
            .where('id', '=', course.course_level_id)
            .executeTakeFirst()
        : undefined,
      course.instructor_id ? instructorOf(db, course.instructor_id) : null,
      cdb
        .selectFrom('topics')
        .select(['id', 'title', 'description'])
        .where('course_id', '=', course.id)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
      cdb
        .selectFrom('lessons')
        .select(['id', 'title', 'topic_id', 'duration_minutes', 'is_preview'])
        .where('course_id', '=', course.id)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
      ratingsOf(db, [course.id]),
      ratingCounts(db, course.id),
      cdb
        .selectFrom('reviews')
        .leftJoin('users', 'users.id', 'reviews.user_id')
        .select([
          'reviews.id',
          'reviews.rating',
          'reviews.review',
          'reviews.created_at',
          'users.name as writer_name',
        ])
        .where('reviews.course_id', '=', course.id)
        .where('reviews.status', '=', 'approved')
        .orderBy('reviews.created_at', 'desc')
        .orderBy('reviews.id', 'desc')
        .limit(REVIEWS_SHOWN)
        .execute(),
      certificateLevels(db),
      viewer
        ? db
            .selectFrom('enrolments')
            .select('id')
            .where('user_id', '=', viewer.userId)
            .where('course_id', '=', course.id)
            .executeTakeFirst()
        : undefined,
    ]);

  const syllabus = syllabusOf(topics, lessons);
  const rating = ratings.get(course.id);
  const tagIds = parseIds(course.tag_ids);
  const tags =
    tagIds.length > 0
      ? await cdb
          .selectFrom('course_tags')
          .select(['id', 'title'])
          .where('id', 'in', tagIds)
          .orderBy('title')
          .execute()
      : [];

  return {
    id: course.id,
    title: course.title,
    slug: course.slug,
    short_description: course.short_description,
    description: shownHtml(course.description),
    thumbnail: course.thumbnail,
    price: pounds(course.price) ?? 0,
    sale_price: pounds(course.sale_price),
    duration_hours: course.duration_hours === null ? null : Number(course.duration_hours),
    lesson_minutes: syllabus.reduce((sum, topic) => sum + topic.duration_minutes, 0),
    lesson_count: lessons.length,
    status: course.status,
    /** A draft an admin is looking at. */
    preview: course.status !== PUBLISHED,
    category: category ? { id: Number(category.id), name: category.name } : null,
    level: level ? { id: Number(level.id), title: level.title } : null,
    tags: tags.map((tag) => ({ id: Number(tag.id), title: tag.title })),
    instructor,
    syllabus,
    certificate_levels: certificates,
    reviews: {
      average: rating?.average ?? null,
      count: rating?.count ?? 0,
      counts,
      items: reviews.map((review) => ({
        id: Number(review.id),
        rating: Number(review.rating),
        review: review.review,
        created_at: review.created_at,
        writer: reviewerName(review.writer_name),
      })),
    },
    enrolled: !!enrolled,
  };
}

export type CoursePage = Awaited<ReturnType<typeof coursePage>>;

/** The course of a slug the viewer may see, or 404 (a draft is seen by an admin only). */
export async function findCourse(db: DbOrTrx, slug: string, viewer: Viewer | null): Promise<CourseRow> {
  const course = await catalogueDb(db)
    .selectFrom('courses')
    .selectAll()
    .where(slugIs('slug', slug))
    .executeTakeFirst();
  if (!course || (course.status !== PUBLISHED && !viewer?.isAdmin)) throw notFound('Course');
  return { ...course, id: Number(course.id) };
}

const parseIds = (text: string | null): number[] => {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed) ? parsed.map(Number).filter(Number.isInteger) : [];
  } catch {
    return [];
  }
};

/** The instructor's card: name, page, photo, short biography and profiles; never their email or phone. */
async function instructorOf(db: DbOrTrx, id: number) {
  const instructor = (await instructorAddresses(db)).find((one) => one.id === id);
  return instructor ? instructorCard(db, instructor) : null;
}

/**
 * The certificates a student can buy on completing a course: every certificate level, with its
 * awarding body and certificate type. Levels belong to no one course (resources.config.ts), so
 * every course offers them all.
 */
async function certificateLevels(db: DbOrTrx) {
  const rows = await catalogueDb(db)
    .selectFrom('certificate_levels')
    .innerJoin('awarding_bodies', 'awarding_bodies.id', 'certificate_levels.awarding_body_id')
    .innerJoin('transcripts', 'transcripts.id', 'certificate_levels.certificate_type_id')
    .select([
      'certificate_levels.id',
      'certificate_levels.level',
      'certificate_levels.price',
      'awarding_bodies.title as awarding_body',
      'awarding_bodies.logo as awarding_body_logo',
      'awarding_bodies.website_link as awarding_body_link',
      'transcripts.type as certificate_type',
    ])
    .orderBy('awarding_bodies.title')
    .orderBy('certificate_levels.price')
    .orderBy('certificate_levels.id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    level: row.level,
    price: pounds(row.price) ?? 0,
    awarding_body: row.awarding_body,
    awarding_body_logo: row.awarding_body_logo,
    awarding_body_link: row.awarding_body_link,
    certificate_type: row.certificate_type,
  }));
}

const minutes = (value: number | null) => (value === null ? 0 : Number(value));

/** Topics in order with their lessons; lessons in no topic come last, under "More lessons". */
function syllabusOf(
  topics: { id: number; title: string; description: string | null }[],
  lessons: {
    id: number;
    title: string;
    topic_id: number | null;
    duration_minutes: number | null;
    is_preview: number;
  }[],
): SyllabusTopic[] {
  const byTopic = new Map<number | null, SyllabusLesson[]>();
  const known = new Set(topics.map((topic) => Number(topic.id)));
  for (const lesson of lessons) {
    const topic =
      lesson.topic_id !== null && known.has(Number(lesson.topic_id)) ? Number(lesson.topic_id) : null;
    const list = byTopic.get(topic) ?? [];
    list.push({
      id: Number(lesson.id),
      title: lesson.title,
      duration_minutes: lesson.duration_minutes === null ? null : Number(lesson.duration_minutes),
      is_preview: Number(lesson.is_preview) === 1 ? 1 : 0,
    });
    byTopic.set(topic, list);
  }
  const topic = (id: number | null, title: string, description: string | null): SyllabusTopic => {
    const list = byTopic.get(id) ?? [];
    return {
      id,
      title,
      description,
      duration_minutes: list.reduce((sum, lesson) => sum + minutes(lesson.duration_minutes), 0),
      lessons: list,
    };
  };
  const syllabus = topics.map((t) => topic(Number(t.id), t.title, t.description));
  if (byTopic.has(null)) syllabus.push(topic(null, 'More lessons', null));
  return syllabus;
}
