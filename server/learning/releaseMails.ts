import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { loose } from '../db/schema';
import type { Mail } from '../mail/mailer';
import { clockOf, scheduleOf, topicOpensAt } from './schedule';

/** How soon after start, and how often, a server process looks for topics that have opened. */
const FIRST_LOOK_MS = 20 * 1000;
const LOOK_EVERY_MS = 10 * 60 * 1000;

interface Due {
  enrolmentId: number;
  topicId: number;
  topicTitle: string;
  courseTitle: string;
  slug: string;
  name: string;
  email: string;
}

function releaseMail(due: Due, publicUrl: string): Mail {
  const link = `${publicUrl}/learn/${encodeURIComponent(due.slug)}`;
  return {
    to: due.email,
    subject: `${due.topicTitle} is now open in ${due.courseTitle}`,
    text: [
      `Hello ${due.name},`,
      '',
      `The next part of ${due.courseTitle}, “${due.topicTitle}”, is now open.`,
      '',
      `Carry on when it suits you: ${link}`,
      '',
      'You can pause the course at any time from its page; nothing new opens while it is paused.',
    ].join('\n'),
  };
}

/**
 * Mails each student whose scheduled topic has opened since their enrolment, once per topic and
 * enrolment, and answers how many mails went. A row of `topic_release_mails` is taken before a
 * mail is sent: of several server processes looking at once, only the one that takes it sends.
 * A mail that could not be sent gives its row back, to be tried at the next look. A paused
 * course opens nothing (its schedule is frozen), and a topic already open at the enrolment is
 * not news.
 */
export async function sendReleaseMails(ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>, now: Date) {
  const rows = await loose(ctx.db)
    .selectFrom('enrolments')
    .innerJoin('topics', 'topics.course_id', 'enrolments.course_id')
    .innerJoin('courses', 'courses.id', 'enrolments.course_id')
    .innerJoin('users', 'users.id', 'enrolments.user_id')
    .leftJoin('topic_release_mails', (join) =>
      join
        .onRef('topic_release_mails.enrolment_id', '=', 'enrolments.id')
        .onRef('topic_release_mails.topic_id', '=', 'topics.id'),
    )
    .select([
      'enrolments.id as enrolment_id',
      'enrolments.enrolled_at',
      'enrolments.paused_at',
      'enrolments.paused_seconds',
      'topics.id as topic_id',
      'topics.title as topic_title',
      'topics.opens_after_days',
      'topics.opens_on',
      'courses.title as course_title',
      'courses.slug',
      'users.name',
      'users.email',
    ])
    .where('topic_release_mails.topic_id', 'is', null)
    .where('enrolments.paused_at', 'is', null)
    .where((eb) =>
      eb.or([eb('topics.opens_after_days', 'is not', null), eb('topics.opens_on', 'is not', null)]),
    )
    .where('courses.status', '=', 'published')
    .where('users.disabled', '=', 0)
    .where('users.closed_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('lessons').select('lessons.id').whereRef('lessons.topic_id', '=', 'topics.id')),
    )
    .execute();
  let sent = 0;
  for (const row of rows) {
    const clock = clockOf(row);
    const opensAt = topicOpensAt(scheduleOf(row), clock, now);
    if (opensAt === null) continue;
    const at = Date.parse(opensAt);
    if (at > now.getTime() || at <= Date.parse(clock.enrolled_at)) continue;
    const due: Due = {
      enrolmentId: Number(row.enrolment_id),
      topicId: Number(row.topic_id),
      topicTitle: String(row.topic_title ?? ''),
      courseTitle: String(row.course_title ?? ''),
      slug: String(row.slug ?? ''),
      name: String(row.name ?? ''),
      email: String(row.email ?? ''),
    };
    const taken = await ctx.db
      .insertInto('topic_release_mails')
      .values({ enrolment_id: due.enrolmentId, topic_id: due.topicId, sent_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['enrolment_id', 'topic_id']).doNothing())
      .executeTakeFirst();
    if (Number(taken.numInsertedOrUpdatedRows ?? 0) === 0) continue;
    try {
      await ctx.mailer.send(releaseMail(due, ctx.config.publicUrl));
      sent += 1;
    } catch (error) {
      await ctx.db
        .deleteFrom('topic_release_mails')
        .where('enrolment_id', '=', due.enrolmentId)
        .where('topic_id', '=', due.topicId)
        .execute();
      throw error;
    }
  }
  return sent;
}

/** Looks for opened topics soon after start and every few minutes, in every server process. */
export function mailReleasesPeriodically(app: FastifyInstance): void {
  const look = async () => {
    try {
      const sent = await sendReleaseMails(app.ctx, new Date());
      if (sent > 0) app.log.info({ sent }, 'mailed students about topics now open');
    } catch (error) {
      app.log.error({ err: error }, 'could not mail about topics now open');
    }
  };
  let timer = setTimeout(function again() {
    void look();
    timer = setTimeout(again, LOOK_EVERY_MS).unref();
  }, FIRST_LOOK_MS).unref();
  app.addHook('onClose', () => clearTimeout(timer));
}
