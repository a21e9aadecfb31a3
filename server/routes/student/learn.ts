import type { FastifyInstance, FastifyRequest } from 'fastify';
import { studentEndpoints } from '../../../src/api/endpoints';
import { requireUser } from '../../auth/guards';
import { currentSession } from '../../auth/sessions';
import { loose } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { courseProgress, publishedExam } from '../../learning/completion';
import { completeLesson } from '../../learning/lessonCompletion';
import { completedLessonIds, courseOutline, resumeLesson } from '../../learning/outline';
import { lessonVideo } from '../../learning/video';
import { isObject } from '../../records/validation';
import { shownHtml } from '../../records/shownHtml';

const INTEGER_MAX = 2_147_483_647;
const NOT_ENROLLED = 'Enrol in this course to open this lesson.';

interface CourseRow {
  id: number;
  title: string;
  slug: string;
  status: string;
  instructor_id: number | null;
  short_description: string | null;
}

const paramsOf = (request: FastifyRequest): Record<string, unknown> =>
  isObject(request.params) ? request.params : {};

/** A lesson id from the path; anything that cannot name a lesson is a 404, like a missing one. */
function lessonIdOf(request: FastifyRequest): number {
  const raw = String(paramsOf(request).lessonId ?? '');
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > INTEGER_MAX) throw notFound('Lesson');
  return id;
}

/**
 * The course player's calls (docs/API.md "Learning"). Anyone may read a published course's
 * syllabus and its preview lessons; every other lesson, marking complete and pausing need the
 * caller's enrolment (401 for a visitor, 403 for a student who is not enrolled).
 */
export async function learnRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  /** The course by its slug: published, or one the student is enrolled in; else 404. */
  const courseFor = async (request: FastifyRequest, userId: number | undefined) => {
    const slug = String(paramsOf(request).slug ?? '');
    const row = await loose(db)
      .selectFrom('courses')
      .select(['id', 'title', 'slug', 'status', 'instructor_id', 'short_description'])
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!row) throw notFound('Course');
    const course = { ...(row as unknown as CourseRow), id: Number(row.id) };
    const enrolment =
      userId === undefined
        ? undefined
        : await db
            .selectFrom('enrolments')
            .select(['id', 'paused_at'])
            .where('user_id', '=', userId)
            .where('course_id', '=', course.id)
            .executeTakeFirst();
    if (!enrolment && course.status !== 'published') throw notFound('Course');
    return { course, enrolment };
  };

  const enrolledCourse = async (request: FastifyRequest) => {
    const { user } = await requireUser(app.ctx, request);
    const found = await courseFor(request, user.id);
    if (!found.enrolment) throw new HttpError(403, 'You are not enrolled in this course.');
    return { user, ...found, enrolment: found.enrolment };
  };

  app.get(studentEndpoints.learnCourse.path, async (request) => {
    const session = await currentSession(app.ctx, request);
    const userId = session?.user.id;
    const { course, enrolment } = await courseFor(request, userId);
    const [outline, completed, exam, instructor, certificate] = await Promise.all([
      courseOutline(db, course.id),
      enrolment && userId !== undefined
        ? completedLessonIds(db, userId, course.id)
        : Promise.resolve(new Set<number>()),
      publishedExam(db, course.id),
      course.instructor_id === null
        ? Promise.resolve(undefined)
        : loose(db)
            .selectFrom('instructors')
            .select('name')
            .where('id', '=', course.instructor_id)
            .executeTakeFirst(),
      enrolment && userId !== undefined
        ? db
            .selectFrom('certificates')
            .select(['code', 'status'])
            .where('user_id', '=', userId)
            .where('course_id', '=', course.id)
            .executeTakeFirst()
        : Promise.resolve(undefined),
    ]);
    const lessons = outline.reduce((sum, topic) => sum + topic.lessons.length, 0);
    const done = outline.reduce(
      (sum, topic) => sum + topic.lessons.filter((lesson) => completed.has(lesson.id)).length,
      0,
    );
    return {
      data: {
        course: {
          id: course.id,
          title: course.title,
          slug: course.slug,
          short_description: course.short_description,
          instructor_name: instructor ? String(instructor.name) : null,
        },
        signed_in: session !== null,
        enrolled: enrolment !== undefined,
        paused_at: enrolment?.paused_at ?? null,
        progress: {
          lessons,
          completed: done,
          percent: lessons === 0 ? 0 : Math.floor((done * 100) / lessons),
        },
        topics: outline.map((topic) => ({
          ...topic,
          lessons: topic.lessons.map((lesson) => ({ ...lesson, completed: completed.has(lesson.id) })),
        })),
        resume_lesson_id: resumeLesson(outline, completed)?.id ?? null,
        exam: exam ? { id: exam.id } : null,
        certificate: certificate ? { code: certificate.code, status: certificate.status } : null,
      },
    };
  });

  app.get(studentEndpoints.learnLesson.path, async (request) => {
    const lessonId = lessonIdOf(request);
    const session = await currentSession(app.ctx, request);
    const userId = session?.user.id;
    const { course, enrolment } = await courseFor(request, userId);
    const row = await loose(db)
      .selectFrom('lessons')
      .select([
        'id',
        'title',
        'topic_id',
        'content',
        'content_note',
        'video_url',
        'duration_minutes',
        'is_preview',
      ])
      .where('id', '=', lessonId)
      .where('course_id', '=', course.id)
      .executeTakeFirst();
    if (!row) throw notFound('Lesson');
    const preview = Number(row.is_preview) === 1;
    if (!preview && !enrolment) {
      if (!session) throw new HttpError(401, 'Sign in and enrol in this course to open this lesson.');
      throw new HttpError(403, NOT_ENROLLED);
    }
    const topicId = row.topic_id === null ? null : Number(row.topic_id);
    const [topic, resources, done] = await Promise.all([
      topicId === null
        ? Promise.resolve(undefined)
        : loose(db).selectFrom('topics').select('title').where('id', '=', topicId).executeTakeFirst(),
      loose(db)
        .selectFrom('resources')
        .select(['id', 'title', 'description', 'resource'])
        .where('lesson_id', '=', lessonId)
        .orderBy('id')
        .execute(),
      enrolment && userId !== undefined
        ? db
            .selectFrom('lesson_progress')
            .select('completed_at')
            .where('user_id', '=', userId)
            .where('lesson_id', '=', lessonId)
            .executeTakeFirst()
        : Promise.resolve(undefined),
    ]);
    return {
      data: {
        id: Number(row.id),
        title: String(row.title ?? ''),
        topic_id: topicId,
        topic_title: topic ? String(topic.title ?? '') : null,
        content: typeof row.content === 'string' ? shownHtml(row.content) : '',
        content_note:
          typeof row.content_note === 'string' && row.content_note.trim() !== '' ? row.content_note : null,
        duration_minutes: row.duration_minutes === null ? null : Number(row.duration_minutes),
        is_preview: preview,
        video: lessonVideo(row.video_url),
        completed_at: done?.completed_at ?? null,
        resources: resources.map((resource) => ({
          id: Number(resource.id),
          title: String(resource.title ?? ''),
          description: typeof resource.description === 'string' ? resource.description : null,
          url: String(resource.resource ?? ''),
        })),
      },
    };
  });

  app.post(studentEndpoints.completeLesson.path, async (request) => {
    const lessonId = lessonIdOf(request);
    const { user, course } = await enrolledCourse(request);
    const lesson = await loose(db)
      .selectFrom('lessons')
      .select('id')
      .where('id', '=', lessonId)
      .where('course_id', '=', course.id)
      .executeTakeFirst();
    if (!lesson) throw notFound('Lesson');
    const outcome = await completeLesson(app.ctx, user.id, course.id, lessonId);
    return {
      data: {
        lesson_id: lessonId,
        completed: true,
        progress: outcome.progress,
        certificate: outcome.certificate
          ? { code: outcome.certificate.code, status: outcome.certificate.status }
          : null,
      },
    };
  });

  const setPaused = (paused: boolean) => async (request: FastifyRequest) => {
    const { user, course, enrolment } = await enrolledCourse(request);
    // Pausing twice keeps the first moment; resuming a course that runs changes nothing.
    const pausedAt = paused ? (enrolment.paused_at ?? new Date().toISOString()) : null;
    if (pausedAt !== enrolment.paused_at)
      await db
        .updateTable('enrolments')
        .set({ paused_at: pausedAt })
        .where('id', '=', enrolment.id)
        .execute();
    return {
      data: { paused_at: pausedAt, progress: await courseProgress(db, user.id, course.id) },
    };
  };
  app.post(studentEndpoints.pauseCourse.path, setPaused(true));
  app.post(studentEndpoints.resumeCourse.path, setPaused(false));
}
