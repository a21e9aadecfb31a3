import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type EnrolmentSchedule, pacingEndpoints } from '../../src/contract/pacingEndpoints';
import { requireAdmin } from '../auth/guards';
import { loose } from '../db/schema';
import { notFound } from '../errors';
import { clockOf, isReleased, scheduleOf, topicOpensAt } from '../learning/schedule';

const INTEGER_MAX = 2_147_483_647;

/** A record id from the path; anything that cannot name a row is a 404, like a missing one. */
function idOf(request: FastifyRequest, what: string): number {
  const raw = String((request.params as { id?: unknown }).id ?? '');
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > INTEGER_MAX) throw notFound(what);
  return id;
}

/** The console's view of an enrolment's release schedule (server/learning/schedule.ts). */
export async function pacingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

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
}
