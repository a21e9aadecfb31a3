import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ExamPageState } from '../../../src/contract/examTypes';
import {
  certificateEndpoints,
  examEndpoints,
  reviewEndpoints,
} from '../../../src/contract/learningEndpoints';
import { requireUser } from '../../auth/guards';
import { slugIs } from '../../catalogue/slug';
import { loose } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { certificateDate, certificateDetails } from '../../learning/certificateDetails';
import { isEnrolled } from '../../learning/enrolment';
import { examState, readAttempt, saveAnswer, startAttempt, submitAttempt } from '../../learning/exams';
import { ownReview, saveOwnReview } from '../../learning/reviews';
import { isObject } from '../../records/validation';
import { bodyId } from '../ids';
import { actorOf, jsonBody } from './request';

interface CourseRef {
  id: number;
  slug: string;
  title: string;
}

const paramsOf = (request: FastifyRequest): Record<string, unknown> =>
  isObject(request.params) ? request.params : {};

/** Codes are `MW-XXXX-XXXX-XXXX`; anything else cannot be one, and is not looked up. */
const CODE = /^MW-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/;
const codeOf = (request: FastifyRequest): string | undefined => {
  const code = String(paramsOf(request).code ?? '').toUpperCase();
  return CODE.test(code) ? code : undefined;
};

/**
 * A student's exams, certificates and reviews (docs/API.md "Exams, certificates and reviews"),
 * and the public check of a certificate code. The exam calls answer questions and options, and
 * a right answer only in the full review the exam's rules allow (server/learning/examRules.ts).
 */
export async function learningRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const { db } = ctx;

  /** The course of `:slug`, for an enrolled student only. */
  const enrolledCourse = async (
    request: FastifyRequest,
    userId: number,
    what: string,
  ): Promise<CourseRef> => {
    const slug = String(paramsOf(request).slug ?? '');
    const row = await loose(db)
      .selectFrom('courses')
      .select(['id', 'slug', 'title'])
      .where(slugIs('slug', slug))
      .executeTakeFirst();
    if (!row) throw notFound('Course');
    const course = { id: Number(row.id), slug: String(row.slug), title: String(row.title) };
    if (!(await isEnrolled(db, userId, course.id)))
      throw new HttpError(403, `Enrol in ${course.title} to ${what}.`);
    return course;
  };

  const attemptIdOf = (request: FastifyRequest) => bodyId('id', paramsOf(request).id);

  app.get(examEndpoints.exam.path, async (request) => {
    const { user } = await requireUser(ctx, request);
    const course = await enrolledCourse(request, user.id, 'take its exam');
    const certificate = await db
      .selectFrom('certificates')
      .select(['code', 'status'])
      .where('user_id', '=', user.id)
      .where('course_id', '=', course.id)
      .executeTakeFirst();
    const answer: ExamPageState = {
      course,
      ...(await examState(ctx, user.id, course.id, new Date())),
      certificate: certificate ?? null,
    };
    return answer;
  });

  app.post(examEndpoints.start.path, async (request, reply) => {
    const { user } = await requireUser(ctx, request);
    const course = await enrolledCourse(request, user.id, 'take its exam');
    const attempt = await startAttempt(ctx, user.id, course.id, new Date());
    reply.code(201);
    return { attempt };
  });

  app.get(examEndpoints.attempt.path, async (request) => {
    const { user } = await requireUser(ctx, request);
    return { attempt: await readAttempt(ctx, user.id, attemptIdOf(request), new Date()) };
  });

  app.post(examEndpoints.answer.path, async (request) => {
    const { user } = await requireUser(ctx, request);
    const body = jsonBody(request);
    const attempt = await saveAnswer(
      ctx,
      user.id,
      attemptIdOf(request),
      { question: body.question, option: body.option },
      new Date(),
    );
    return { attempt };
  });

  app.post(examEndpoints.submit.path, async (request) => {
    const { user } = await requireUser(ctx, request);
    return { attempt: await submitAttempt(ctx, user.id, attemptIdOf(request), new Date()) };
  });

  app.get(certificateEndpoints.mine.path, async (request) => {
    const { user } = await requireUser(ctx, request);
    const rows = await loose(db)
      .selectFrom('certificates')
      .innerJoin('courses', 'courses.id', 'certificates.course_id')
      .select([
        'certificates.code as code',
        'certificates.status as status',
        'certificates.issued_at as issued_at',
        'courses.title as course_title',
        'courses.slug as course_slug',
      ])
      .where('certificates.user_id', '=', user.id)
      .orderBy('certificates.issued_at', 'desc')
      .execute();
    return { data: rows };
  });

  app.get(certificateEndpoints.pdf.path, async (request, reply) => {
    const { user } = await requireUser(ctx, request);
    const code = codeOf(request);
    const details = code ? await certificateDetails(db, code) : undefined;
    // Another student's certificate is as absent as one that never was.
    if (!details || details.userId !== user.id) throw notFound('Certificate');
    if (details.status === 'revoked') throw new HttpError(410, 'This certificate has been revoked.');
    // pdf-lib and its font engine are loaded with the first certificate, not with the server.
    const { certificatePdf } = await import('../../learning/certificatePdf');
    const pdf = await certificatePdf(details, `${ctx.config.publicUrl}/certificates/${details.code}`);
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="mindwell-certificate-${details.code}.pdf"`);
    return Buffer.from(pdf);
  });

  app.get(certificateEndpoints.verify.path, async (request) => {
    const code = codeOf(request);
    const details = code ? await certificateDetails(db, code) : undefined;
    if (!details) throw new HttpError(404, 'No certificate has this code.');
    // What a certificate states publicly: nothing more about the student than their name.
    return {
      data: {
        code: details.code,
        status: details.status,
        name: details.studentName,
        course: details.courseTitle,
        issued_at: details.issuedAt,
        issued_on: certificateDate(details.issuedAt),
        revoked_at: details.revokedAt,
      },
    };
  });

  app.get(reviewEndpoints.mine.path, async (request) => {
    const { user } = await requireUser(ctx, request);
    const course = await enrolledCourse(request, user.id, 'review it');
    return { course, review: await ownReview(db, user.id, course.id) };
  });

  app.post(reviewEndpoints.save.path, async (request) => {
    const { user } = await requireUser(ctx, request);
    const course = await enrolledCourse(request, user.id, 'review it');
    const body = jsonBody(request);
    const review = await saveOwnReview(
      db,
      user.id,
      course.id,
      { rating: body.rating, review: body.review },
      actorOf(request, user.id),
    );
    return { course, review };
  });
}
