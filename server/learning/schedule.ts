import type { DbOrTrx } from '../db/schema';
import { loose } from '../db/schema';

/**
 * A course's release schedule, in one place: when each topic opens for one enrolment. A topic
 * opens a number of days after the enrolment, on a date (midnight UK time), or at the later of
 * the two; without either it is open from the enrolment. Time spent paused moves the schedule on
 * by as long: while a course is paused nothing new opens, and resuming shifts every date still
 * to come by the pause. A topic already open stays open (its moment moves no later than now).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const UK = 'Europe/London';

/** A topic's schedule as the console sets it. */
export interface TopicSchedule {
  opens_after_days: number | null;
  opens_on: string | null;
}

/** What of an enrolment the schedule counts from. */
export interface EnrolmentClock {
  enrolled_at: string;
  paused_at: string | null;
  /** Seconds spent paused before the pause under way. */
  paused_seconds: number;
}

const hourInUk = new Intl.DateTimeFormat('en-GB', { timeZone: UK, hour: 'numeric', hourCycle: 'h23' });

/** Midnight UK time starting the day `YYYY-MM-DD`: 00:00 GMT in winter, 23:00 UTC the day before in summer. */
export function ukMidnight(day: string): number {
  const utc = Date.parse(`${day}T00:00:00Z`);
  // UK time is UTC or one hour ahead of it: at UTC midnight the UK clock reads 00 or 01.
  const ahead = Number(hourInUk.format(new Date(utc)));
  return utc - ahead * 60 * 60 * 1000;
}

export const scheduleOf = (row: Record<string, unknown>): TopicSchedule => ({
  opens_after_days:
    row.opens_after_days === null || row.opens_after_days === undefined ? null : Number(row.opens_after_days),
  opens_on: typeof row.opens_on === 'string' && row.opens_on !== '' ? row.opens_on : null,
});

export const clockOf = (row: Record<string, unknown>): EnrolmentClock => ({
  enrolled_at: String(row.enrolled_at),
  paused_at: typeof row.paused_at === 'string' ? row.paused_at : null,
  paused_seconds: Number(row.paused_seconds ?? 0),
});

/** How long the enrolment has spent paused, the pause under way included. */
export function pausedMs(clock: EnrolmentClock, now: Date): number {
  const current = clock.paused_at === null ? 0 : Math.max(0, now.getTime() - Date.parse(clock.paused_at));
  return clock.paused_seconds * 1000 + current;
}

/**
 * When a topic opens for an enrolment (ISO 8601), or null when it has no schedule. Without an
 * enrolment (a visitor), a topic opening on a date opens then; one counted from the enrolment
 * has no date yet (null).
 */
export function topicOpensAt(
  topic: TopicSchedule,
  clock: EnrolmentClock | undefined,
  now: Date,
): string | null {
  const moments: number[] = [];
  if (topic.opens_on !== null) moments.push(ukMidnight(topic.opens_on));
  if (topic.opens_after_days !== null && clock)
    moments.push(Date.parse(clock.enrolled_at) + topic.opens_after_days * DAY_MS);
  if (moments.length === 0) return null;
  const shift = clock ? pausedMs(clock, now) : 0;
  return new Date(Math.max(...moments) + shift).toISOString();
}

/** Whether a topic is open for an enrolment now. */
export function isReleased(topic: TopicSchedule, clock: EnrolmentClock, now: Date): boolean {
  const at = topicOpensAt(topic, clock, now);
  return at === null || Date.parse(at) <= now.getTime();
}

const ukDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "Thursday 3 December 2026 at 09:00": when something opens, in UK time. */
export const opensWhen = (iso: string): string => ukDateTime.format(new Date(iso)).replace(/^(\w+), /, '$1 ');

/** The schedule of a lesson's topic; a lesson under no topic has none. */
export async function lessonSchedule(db: DbOrTrx, lessonId: number): Promise<TopicSchedule> {
  const row = await loose(db)
    .selectFrom('lessons')
    .leftJoin('topics', 'topics.id', 'lessons.topic_id')
    .select(['topics.opens_after_days', 'topics.opens_on'])
    .where('lessons.id', '=', lessonId)
    .executeTakeFirst();
  return scheduleOf(row ?? {});
}
