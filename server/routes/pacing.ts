import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type EnrolmentSchedule, pacingEndpoints } from '../../src/contract/pacingEndpoints';
import {
  type Accommodations,
  accommodationEndpoints,
  EXTRA_TIME,
  isExtraTime,
} from '../../src/contract/accommodations';
import { requireAdmin, requireUser } from '../auth/guards';
import { readAccommodations } from '../learning/accommodations';
import { setAttemptPaused } from '../learning/exams';
import { loose } from '../db/schema';
import { notFound, unprocessable } from '../errors';
import { isObject } from '../records/validation';
import { clockOf, isReleased, scheduleOf, topicOpensAt } from '../learning/schedule';

const INTEGER_MAX = 2_147_483_647;

/** A record id from the path; anything that cannot name a row is a 404, like a missing one. */
function idOf(request: FastifyRequest, what: string): number {
  const raw = String((request.params as { id?: unknown }).id ?? '');
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > INTEGER_MAX) throw notFound(what);
  return id;
}

/** A flag as the profile form sends it: true or false (1 or 0 too); anything else is refused. */
function flagOf(value: unknown, field: string, errors: Record<string, string[]>): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === true || value === 1 || value === '1') return true;
  if (value === false || value === 0 || value === '0') return false;
  errors[field] = ['Choose yes or no.'];
  return undefined;
}

/**
 * The console's view of an enrolment's release schedule (server/learning/schedule.ts); the
 * signed-in person's accommodations profile, and pausing an exam attempt under it.
 */
export async function pacingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  // Enrolments are a resource beyond the legacy API: a legacy-strict server has none of their calls.
  if (!app.ctx.config.legacyStrict)
    app.get(pacingEndpoints.enrolmentSchedule.path, async (request) => {
      await requireAdmin(app.ctx, request);
      const id = idOf(request, 'Enrolment');
      const enrolment = await loose(db)
        .selectFrom('enrolments')
        .select(['id', 'course_id', 'enrolled_at', 'paused_at', 'paused_seconds'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!enrolment) throw notFound('Enrolment');
      const topics = await loose(db)
        .selectFrom('topics')
        .leftJoin('topic_release_mails', (join) =>
          join
            .onRef('topic_release_mails.topic_id', '=', 'topics.id')
            .on('topic_release_mails.enrolment_id', '=', id),
        )
        .select([
          'topics.id',
          'topics.title',
          'topics.opens_after_days',
          'topics.opens_on',
          'topic_release_mails.sent_at',
        ])
        .where('topics.course_id', '=', Number(enrolment.course_id))
        .orderBy('topics.sort_order')
        .orderBy('topics.id')
        .execute();
      const clock = clockOf(enrolment);
      const now = new Date();
      const data: EnrolmentSchedule = {
        enrolment_id: id,
        enrolled_at: clock.enrolled_at,
        paused_at: clock.paused_at,
        paused_seconds: clock.paused_seconds,
        topics: topics.map((topic) => {
          const schedule = scheduleOf(topic);
          return {
            id: Number(topic.id),
            title: String(topic.title ?? ''),
            ...schedule,
            opens_at: topicOpensAt(schedule, clock, now),
            open: isReleased(schedule, clock, now),
            mailed_at: typeof topic.sent_at === 'string' ? topic.sent_at : null,
          };
        }),
      };
      return { data };
    });

  app.get(accommodationEndpoints.mine.path, async (request) => {
    const { user } = await requireUser(app.ctx, request);
    return { data: await readAccommodations(db, user.id) };
  });

  app.post(accommodationEndpoints.save.path, async (request) => {
    const { user } = await requireUser(app.ctx, request);
    const body = isObject(request.body) ? request.body : {};
    const errors: Record<string, string[]> = {};
    const changes: Partial<Accommodations> = {};
    if (body.extra_time !== undefined) {
      if (isExtraTime(body.extra_time)) changes.extra_time = body.extra_time;
      else errors.extra_time = [`Choose one of: ${EXTRA_TIME.join(', ')}.`];
    }
    const examPause = flagOf(body.exam_pause, 'exam_pause', errors);
    const reducedMotion = flagOf(body.reduced_motion, 'reduced_motion', errors);
    const captions = flagOf(body.captions_by_default, 'captions_by_default', errors);
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    await db
      .updateTable('users')
      .set({
        ...(changes.extra_time !== undefined ? { extra_time: changes.extra_time } : {}),
        ...(examPause !== undefined ? { exam_pause: examPause ? 1 : 0 } : {}),
        ...(reducedMotion !== undefined ? { reduced_motion: reducedMotion ? 1 : 0 } : {}),
        ...(captions !== undefined ? { captions_by_default: captions ? 1 : 0 } : {}),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', user.id)
      .execute();
    return { data: await readAccommodations(db, user.id), message: 'Your accommodations are saved.' };
  });

  const setPaused = (paused: boolean) => async (request: FastifyRequest) => {
    const { user } = await requireUser(app.ctx, request);
    const id = idOf(request, 'Exam attempt');
    return { attempt: await setAttemptPaused(app.ctx, user.id, id, paused, new Date()) };
  };
  app.post(accommodationEndpoints.pauseAttempt.path, setPaused(true));
  app.post(accommodationEndpoints.resumeAttempt.path, setPaused(false));
}
