import type { FastifyInstance, FastifyRequest } from 'fastify';
import { studentEndpoints } from '../../../src/contract/endpoints';
import { requireUser } from '../../auth/guards';
import { currentSession } from '../../auth/sessions';
import { preparedQuery } from '../../db/preparedQuery';
import { markCourseStarted } from '../../learning/courseStarted';
import { type Row, loose } from '../../db/schema';
import { slugIs } from '../../catalogue/slug';
import { HttpError, notFound } from '../../errors';
import { publishedExam } from '../../learning/completion';
import { courseProgress, progressOf } from '../../learning/progress';
import { completeLesson } from '../../learning/lessonCompletion';
import { completedLessonIds, courseOutline, resumeLesson } from '../../learning/outline';
import { knowledgeCheckEndpoints } from '../../../src/contract/knowledgeCheck';
import { setCourseAttemptsPaused } from '../../learning/exams';
import {
  lessonsHeldByChecks,
  markCheck,
  recordPass,
  shownCheck,
  storedCheck,
} from '../../learning/knowledgeCheck';
import { resumeEnrolment } from '../../learning/pause';
import { lessonVideo } from '../../learning/video';
import { lessonMediaRoutes, shownMedia } from './lessonMedia';
import { ROLE_ADMIN } from '../../../src/resources/fields';
import {
  type EnrolmentClock,
  clockOf,
  isReleased,
  lessonSchedule,
  opensWhen,
  scheduleOf,
  topicOpensAt,
} from '../../learning/schedule';
import { isObject } from '../../records/validation';
import { pathId } from '../ids';
import { shownHtml } from '../../records/shownHtml';

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
const lessonIdOf = (request: FastifyRequest): number => pathId(paramsOf(request).lessonId, 'Lesson');

/** A course by its slug, with the student's enrolment in it (none for user 0). */
const courseWithEnrolment = preparedQuery<{ slug: string; userId: number }, Row>((db, value) =>
  db
    .selectFrom('courses')
    .leftJoin('enrolments', (join) =>
      join.onRef('enrolments.course_id', '=', 'courses.id').on('enrolments.user_id', '=', value('userId')),
    )
    .select([
      'courses.id',
      'courses.title',
      'courses.slug',
      'courses.status',
      'courses.instructor_id',
      'courses.short_description',
      'enrolments.id as enrolment_id',
      'enrolments.paused_at',
      'enrolments.paused_seconds',
      'enrolments.enrolled_at',
      'enrolments.started_at',
    ])
    .where(slugIs('courses.slug', value('slug'))),
);

/** A lesson of a course, with its topic's title and when the learner completed it (none for user 0). */
const lessonWithProgress = preparedQuery<{ lessonId: number; courseId: number; learner: number }, Row>(
  (db, value) =>
    db
      .selectFrom('lessons')
      .leftJoin('topics', 'topics.id', 'lessons.topic_id')
      .leftJoin('lesson_progress', (join) =>
        join
          .onRef('lesson_progress.lesson_id', '=', 'lessons.id')
          .on('lesson_progress.user_id', '=', value('learner')),
      )
      .select([
        'lessons.id',
        'lessons.title',
        'lessons.topic_id',
        'lessons.content',
        'lessons.content_note',
        'lessons.video_url',
        'lessons.duration_minutes',
        'lessons.is_preview',
        'lessons.knowledge_check',
        'lessons.check_required',
        'lessons.media',
        'lessons.captions',
        'lessons.transcript',
        'lessons.media_seconds',
        'topics.title as topic_title',
        'topics.opens_after_days',
        'topics.opens_on',
        'lesson_progress.completed_at',
      ])
      .where('lessons.id', '=', value('lessonId'))
      .where('lessons.course_id', '=', value('courseId')),
);

const lessonResources = preparedQuery<{ lessonId: number }, Row>((db, value) =>
  db
    .selectFrom('resources')
    .select(['id', 'title', 'description', 'resource'])
    .where('lesson_id', '=', value('lessonId'))
    .orderBy('id'),
);

/** A lesson held back by an earlier lesson's required knowledge check. */
const checkFirst = (holder: { title: string }) =>
  new HttpError(403, `Pass the knowledge check at the end of “${holder.title}” to open this lesson.`);

/** A locked lesson's refusal, saying when it opens. */
const notYetOpen = (opensAt: string | null) =>
  new HttpError(
    403,
    `This lesson opens on ${opensAt ? opensWhen(opensAt) : 'a later date'} (UK time).`,
    undefined,
    undefined,
    {
      opens_at: opensAt,
    },
  );

/**
 * The course player's calls (docs/API.md "Learning"). Anyone may read a published course's
 * syllabus and its preview lessons; every other lesson, marking complete and pausing need the
 * caller's enrolment (401 for a visitor, 403 for a student who is not enrolled).
 */
export async function learnRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  /**
   * The course by its slug, with the caller's enrolment in the same read: published, or one the
   * student is enrolled in; else 404.
   */
  const courseFor = async (request: FastifyRequest, userId: number | undefined) => {
    const slug = String(paramsOf(request).slug ?? '');
    // A visitor matches no enrolment: no user has id 0.
    const [row] = await courseWithEnrolment(db, { slug, userId: userId ?? 0 });
    if (!row) throw notFound('Course');
    const {
      enrolment_id: enrolmentId,
      paused_at: pausedAt,
      paused_seconds: pausedSeconds,
      enrolled_at: enrolledAt,
      started_at: startedAt,
      ...course
    } = row;
    const enrolment =
      enrolmentId === null || enrolmentId === undefined
        ? undefined
        : {
            id: Number(enrolmentId),
            paused_at: pausedAt as string | null,
            started: startedAt !== null && startedAt !== undefined,
            clock: clockOf({ enrolled_at: enrolledAt, paused_at: pausedAt, paused_seconds: pausedSeconds }),
          };
    if (!enrolment && course.status !== 'published') throw notFound('Course');
    return { course: { ...(course as unknown as CourseRow), id: Number(course.id) }, enrolment };
  };

  const enrolledCourse = async (request: FastifyRequest) => {
    const { user } = await requireUser(app.ctx, request);
    const found = await courseFor(request, user.id);
    if (!found.enrolment) throw new HttpError(403, 'You are not enrolled in this course.');
    return { user, ...found, enrolment: found.enrolment };
  };

  /** Refuses a lesson whose topic has not opened for the enrolment (a preview is always open). */
  const assertReleased = async (
    lessonId: number,
    clock: EnrolmentClock,
    userId: number,
    courseId: number,
  ) => {
    const preview = await loose(db)
      .selectFrom('lessons')
      .select('is_preview')
      .where('id', '=', lessonId)
      .executeTakeFirst();
    if (!preview || Number(preview.is_preview) === 1) return;
    const schedule = await lessonSchedule(db, lessonId);
    const now = new Date();
    if (!isReleased(schedule, clock, now)) throw notYetOpen(topicOpensAt(schedule, clock, now));
    const holder = (await lessonsHeldByChecks(db, userId, courseId, () => courseOutline(db, courseId))).get(
      lessonId,
    );
    if (holder) throw checkFirst(holder);
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
    const now = new Date();
    const held =
      enrolment && userId !== undefined
        ? await lessonsHeldByChecks(db, userId, course.id, outline)
        : new Map<number, { id: number; title: string }>();
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
        progress: progressOf(lessons, done),
        topics: outline.map((topic) => {
          const opensAt = topicOpensAt(topic, enrolment?.clock, now);
          const released = enrolment ? isReleased(topic, enrolment.clock, now) : opensAt === null;
          return {
            ...topic,
            opens_at: opensAt,
            lessons: topic.lessons.map((lesson) => ({
              ...lesson,
              completed: completed.has(lesson.id),
              // A free preview is open to anyone, whatever the schedule.
              opens_at: lesson.is_preview ? null : opensAt,
              released: lesson.is_preview || released,
              held_by: lesson.is_preview ? null : (held.get(lesson.id) ?? null),
            })),
          };
        }),
        resume_lesson_id: resumeLesson(outline, completed)?.id ?? null,
        exam: exam ? { id: exam.id } : null,
        certificate: certificate ? { code: certificate.code, status: certificate.status } : null,
      },
    };
  });

  /**
   * The lesson the caller may open, read beside `alsoRead` (dropped if they may not): a free
   * preview for anyone; any other for an enrolled student once its topic has opened and no
   * required check holds it back (401, 403 or 404 otherwise, saying why); with `admins`, any
   * lesson for an administrator.
   */
  const openLesson = async <T>(
    request: FastifyRequest,
    alsoRead: (lessonId: number) => Promise<T>,
    options: { admins?: boolean } = {},
  ) => {
    const lessonId = lessonIdOf(request);
    const session = await currentSession(app.ctx, request);
    const userId = session?.user.id;
    const { course, enrolment } = await courseFor(request, userId);
    // Progress is a student's own, and only while enrolled; no user has id 0.
    const learner = enrolment && userId !== undefined ? userId : 0;
    const [[row], also] = await Promise.all([
      lessonWithProgress(db, { lessonId, courseId: course.id, learner }),
      alsoRead(lessonId),
    ]);
    if (!row) throw notFound('Lesson');
    const preview = Number(row.is_preview) === 1;
    const admin = options.admins === true && session?.user.role_id === ROLE_ADMIN;
    if (!preview && !enrolment && !admin) {
      if (!session) throw new HttpError(401, 'Sign in and enrol in this course to open this lesson.');
      throw new HttpError(403, NOT_ENROLLED);
    }
    if (!preview && enrolment && !admin) {
      const schedule = scheduleOf(row);
      const now = new Date();
      if (!isReleased(schedule, enrolment.clock, now))
        throw notYetOpen(topicOpensAt(schedule, enrolment.clock, now));
      const holder = (
        await lessonsHeldByChecks(db, learner, course.id, () => courseOutline(db, course.id))
      ).get(lessonId);
      if (holder) throw checkFirst(holder);
      if (!enrolment.started) await markCourseStarted(db, enrolment.id);
    }
    return { lessonId, session, course, enrolment, learner, row, preview, also };
  };

  app.get(studentEndpoints.learnLesson.path, async (request) => {
    // The resources are read beside the lesson and dropped if the caller may not open it.
    const {
      lessonId,
      course,
      learner,
      row,
      preview,
      also: resources,
    } = await openLesson(request, (lessonId) => lessonResources(db, { lessonId }));
    const check = storedCheck(row.knowledge_check);
    const checkPassed =
      check.length > 0 && learner !== 0
        ? (await db
            .selectFrom('lesson_check_passes')
            .select('lesson_id')
            .where('user_id', '=', learner)
            .where('lesson_id', '=', lessonId)
            .executeTakeFirst()) !== undefined
        : false;
    const topicId = row.topic_id === null ? null : Number(row.topic_id);
    return {
      data: {
        id: Number(row.id),
        title: String(row.title ?? ''),
        topic_id: topicId,
        topic_title: row.topic_title === null ? null : String(row.topic_title),
        content: typeof row.content === 'string' ? shownHtml(row.content) : '',
        content_note:
          typeof row.content_note === 'string' && row.content_note.trim() !== '' ? row.content_note : null,
        duration_minutes: row.duration_minutes === null ? null : Number(row.duration_minutes),
        is_preview: preview,
        video: row.media ? null : lessonVideo(row.video_url),
        media: await shownMedia(db, { slug: course.slug, lessonId, learner, row }),
        transcript:
          typeof row.transcript === 'string' && row.transcript.trim() !== '' ? row.transcript : null,
        completed_at: (row.completed_at as string | null) ?? null,
        knowledge_check:
          check.length > 0 ? shownCheck(check, Number(row.check_required) === 1, checkPassed) : null,
        resources: resources.map((resource) => ({
          id: Number(resource.id),
          title: String(resource.title ?? ''),
          description: typeof resource.description === 'string' ? resource.description : null,
          url: String(resource.resource ?? ''),
        })),
      },
    };
  });

  app.post(knowledgeCheckEndpoints.check.path, async (request) => {
    const lessonId = lessonIdOf(request);
    const { user, course, enrolment } = await enrolledCourse(request);
    await assertReleased(lessonId, enrolment.clock, user.id, course.id);
    const row = await loose(db)
      .selectFrom('lessons')
      .select('knowledge_check')
      .where('id', '=', lessonId)
      .where('course_id', '=', course.id)
      .executeTakeFirst();
    if (!row) throw notFound('Lesson');
    const check = storedCheck(row.knowledge_check);
    if (check.length === 0) throw notFound('Knowledge check');
    const body = isObject(request.body) ? request.body : {};
    const answers = isObject(body.answers) ? body.answers : {};
    const result = markCheck(check, answers);
    if (result.passed) await recordPass(db, user.id, lessonId, new Date().toISOString());
    return { data: result };
  });

  app.post(studentEndpoints.completeLesson.path, async (request) => {
    const lessonId = lessonIdOf(request);
    const { user, course, enrolment } = await enrolledCourse(request);
    await assertReleased(lessonId, enrolment.clock, user.id, course.id);
    const outcome = await completeLesson(app.ctx, user.id, course.id, lessonId);
    return {
      data: {
        lesson_id: lessonId,
        completed: true,
        completed_at: outcome.completedAt,
        progress: outcome.progress,
        certificate: outcome.certificate
          ? { code: outcome.certificate.code, status: outcome.certificate.status }
          : null,
      },
    };
  });

  await lessonMediaRoutes(app, {
    openLesson: (request) => openLesson(request, async () => undefined, { admins: true }),
    enrolledLesson: async (request) => {
      const lessonId = lessonIdOf(request);
      const { user, course, enrolment } = await enrolledCourse(request);
      await assertReleased(lessonId, enrolment.clock, user.id, course.id);
      return { lessonId, userId: user.id, courseId: course.id };
    },
  });

  const setPaused = (paused: boolean) => async (request: FastifyRequest) => {
    const { user, course, enrolment } = await enrolledCourse(request);
    // Pausing twice keeps the first moment; resuming a course that runs changes nothing.
    const now = new Date();
    const pausedAt = paused ? (enrolment.paused_at ?? now.toISOString()) : null;
    if (paused && enrolment.paused_at === null)
      await db
        .updateTable('enrolments')
        .set({ paused_at: pausedAt })
        .where('id', '=', enrolment.id)
        .where('paused_at', 'is', null)
        .execute();
    if (!paused && enrolment.paused_at !== null) await resumeEnrolment(db, enrolment.id, now);
    await setCourseAttemptsPaused(app.ctx, user.id, course.id, paused, now);
    return {
      data: { paused_at: pausedAt, progress: await courseProgress(db, user.id, course.id) },
    };
  };
  app.post(studentEndpoints.pauseCourse.path, setPaused(true));
  app.post(studentEndpoints.resumeCourse.path, setPaused(false));
}
