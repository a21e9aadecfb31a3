import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendReleaseMails } from '../../../server/learning/releaseMails';
import { ukMidnight } from '../../../server/learning/schedule';
import { mailsTo } from '../../fixtures/outbox';
import { type Ids, makeRecord } from '../helpers/records';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

interface Course {
  courseId: number;
  slug: string;
  title: string;
  /** The first topic, open at once, and its lesson. */
  openLesson: number;
  /** The second topic, on the schedule given, and its lesson. */
  laterTopic: number;
  laterLesson: number;
}

/** A published course of two topics: the first open at once, the second on `schedule`. */
async function scheduledCourse(schedule: { opens_after_days?: number; opens_on?: string }): Promise<Course> {
  const ids: Ids = {};
  const slug = `paced-${Math.random().toString(36).slice(2, 10)}`;
  const title = `Paced course ${slug}`;
  const courseId = await makeRecord(server.db, 'courses', ids, { slug, title, status: 'published' });
  ids.courses = courseId;
  const first = await makeRecord(server.db, 'topics', ids, { title: 'Week 1', sort_order: 1 });
  const later = await makeRecord(server.db, 'topics', ids, {
    title: 'Week 2',
    sort_order: 2,
    opens_after_days: null,
    opens_on: null,
    ...schedule,
  });
  const lesson = (topicId: number, title: string) =>
    makeRecord(server.db, 'lessons', ids, {
      title,
      course_id: courseId,
      topic_id: topicId,
      is_preview: 0,
      content_note: null,
      video_url: null,
      content: `<p>${title} in full.</p>`,
    });
  return {
    courseId,
    slug,
    title,
    openLesson: await lesson(first, 'Settling in'),
    laterTopic: later,
    laterLesson: await lesson(later, 'Going further'),
  };
}

async function enrol(courseId: number, enrolledAt: string): Promise<TestClient & { userId: number }> {
  const tab = await server.signInAsStudent();
  await server.db
    .insertInto('enrolments')
    .values({ user_id: tab.userId, course_id: courseId, progress: 0, enrolled_at: enrolledAt })
    .execute();
  return tab;
}

interface SyllabusLesson {
  id: number;
  opens_at: string | null;
  released: boolean;
}
const lessonOf = async (tab: TestClient, c: Course, lessonId: number): Promise<SyllabusLesson> => {
  const answer = await tab.get(`/api/learn/${c.slug}`);
  expect(answer.statusCode).toBe(200);
  const topics = answer.json<{ data: { topics: { lessons: SyllabusLesson[] }[] } }>().data.topics;
  return topics.flatMap((topic) => topic.lessons).find((lesson) => lesson.id === lessonId)!;
};

const setPausedAt = (userId: number, courseId: number, pausedAt: string) =>
  server.db
    .updateTable('enrolments')
    .set({ paused_at: pausedAt })
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();

describe('a topic released some days after enrolment', () => {
  it('gives each lesson its opening moment and refuses a locked lesson with the date it opens', async () => {
    const c = await scheduledCourse({ opens_after_days: 7 });
    const enrolledAt = daysAgo(2);
    const student = await enrol(c.courseId, enrolledAt);

    expect(await lessonOf(student, c, c.openLesson)).toMatchObject({ opens_at: null, released: true });
    const locked = await lessonOf(student, c, c.laterLesson);
    expect(locked.released).toBe(false);
    expect(Date.parse(locked.opens_at!)).toBe(Date.parse(enrolledAt) + 7 * DAY);

    const refused = await student.get(`/api/learn/${c.slug}/lessons/${c.laterLesson}`);
    expect(refused.statusCode).toBe(403);
    const when = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(locked.opens_at!));
    expect(refused.json<{ message: string }>().message).toContain(`This lesson opens on`);
    expect(refused.json<{ message: string }>().message).toContain(when);
    expect(refused.body).not.toContain('Going further in full');

    const complete = await student.post(`/api/learn/${c.slug}/lessons/${c.laterLesson}/complete`);
    expect(complete.statusCode).toBe(403);
    expect((await student.get(`/api/learn/${c.slug}/lessons/${c.openLesson}`)).statusCode).toBe(200);
  });

  it('opens the lesson once the days have passed', async () => {
    const c = await scheduledCourse({ opens_after_days: 7 });
    const student = await enrol(c.courseId, daysAgo(8));
    expect(await lessonOf(student, c, c.laterLesson)).toMatchObject({ released: true });
    const lesson = await student.get(`/api/learn/${c.slug}/lessons/${c.laterLesson}`);
    expect(lesson.statusCode).toBe(200);
    expect(lesson.body).toContain('Going further in full');
  });
});

describe('a topic released on a date', () => {
  it('opens at midnight UK time that day, for visitors and students alike', async () => {
    const c = await scheduledCourse({ opens_on: '2099-07-01' });
    const student = await enrol(c.courseId, daysAgo(30));
    const expected = '2099-06-30T23:00:00.000Z';
    expect(await lessonOf(student, c, c.laterLesson)).toMatchObject({ opens_at: expected, released: false });
    expect(await lessonOf(server.client(), c, c.laterLesson)).toMatchObject({ opens_at: expected });
    expect((await student.get(`/api/learn/${c.slug}/lessons/${c.laterLesson}`)).statusCode).toBe(403);
  });

  it('reads midnight UK time in winter and in summer', () => {
    expect(new Date(ukMidnight('2027-01-15')).toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(new Date(ukMidnight('2027-06-15')).toISOString()).toBe('2027-06-14T23:00:00.000Z');
  });
});

describe('pausing a course', () => {
  it('freezes the schedule while paused and shifts it by the time paused on resuming', async () => {
    const c = await scheduledCourse({ opens_after_days: 14 });
    const enrolledAt = daysAgo(10);
    const student = await enrol(c.courseId, enrolledAt);
    const planned = Date.parse(enrolledAt) + 14 * DAY;
    expect(Date.parse((await lessonOf(student, c, c.laterLesson)).opens_at!)).toBe(planned);

    expect((await student.post(`/api/learn/${c.slug}/pause`)).statusCode).toBe(200);
    // Paused three days ago: the opening has moved three days on, and still lies ahead.
    await setPausedAt(student.userId, c.courseId, daysAgo(3));
    const whilePaused = await lessonOf(student, c, c.laterLesson);
    expect(whilePaused.released).toBe(false);
    expect(Date.parse(whilePaused.opens_at!) - planned).toBeGreaterThanOrEqual(3 * DAY);

    expect((await student.post(`/api/learn/${c.slug}/resume`)).statusCode).toBe(200);
    const resumed = await lessonOf(student, c, c.laterLesson);
    const shift = Date.parse(resumed.opens_at!) - planned;
    expect(shift).toBeGreaterThanOrEqual(3 * DAY - 1000);
    expect(shift).toBeLessThan(3 * DAY + 60 * 1000);
    // Resuming again adds nothing.
    await student.post(`/api/learn/${c.slug}/resume`);
    expect((await lessonOf(student, c, c.laterLesson)).opens_at).toBe(resumed.opens_at);
  });

  it('keeps a topic that was already open open', async () => {
    const c = await scheduledCourse({ opens_after_days: 1 });
    const student = await enrol(c.courseId, daysAgo(5));
    await student.post(`/api/learn/${c.slug}/pause`);
    await setPausedAt(student.userId, c.courseId, daysAgo(2));
    expect(await lessonOf(student, c, c.laterLesson)).toMatchObject({ released: true });
    await student.post(`/api/learn/${c.slug}/resume`);
    expect(await lessonOf(student, c, c.laterLesson)).toMatchObject({ released: true });
    expect((await student.get(`/api/learn/${c.slug}/lessons/${c.laterLesson}`)).statusCode).toBe(200);
  });
});

describe('the mail when a topic opens', () => {
  const emailOf = async (userId: number) =>
    (await server.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow())
      .email;

  it('goes once per enrolment, however many server processes look at the same moment', async () => {
    const c = await scheduledCourse({ opens_after_days: 3 });
    const student = await enrol(c.courseId, daysAgo(4));
    const now = new Date();
    await Promise.all([1, 2, 3, 4].map(() => sendReleaseMails(server.app.ctx, now)));
    await sendReleaseMails(server.app.ctx, new Date());
    const mails = await mailsTo(server.dataDir, await emailOf(student.userId), 'Week 2 is now open');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Week 2 is now open in ${c.title}`);
    expect(mails[0]!.text).toContain(`/learn/${c.slug}`);
  });

  it('does not go before the topic opens, while the course is paused, or for a topic open at enrolment', async () => {
    const c = await scheduledCourse({ opens_after_days: 3 });
    const early = await enrol(c.courseId, daysAgo(1));
    const paused = await enrol(c.courseId, daysAgo(4));
    await paused.post(`/api/learn/${c.slug}/pause`);
    const open = await scheduledCourse({ opens_after_days: 0 });
    const fromTheStart = await enrol(open.courseId, daysAgo(4));
    await sendReleaseMails(server.app.ctx, new Date());
    for (const student of [early, paused, fromTheStart])
      expect(await mailsTo(server.dataDir, await emailOf(student.userId), 'is now open')).toEqual([]);
  });
});

describe('the console’s view of an enrolment’s schedule', () => {
  it('lists each topic with its rule, when it opens for the student and when the mail went', async () => {
    const c = await scheduledCourse({ opens_after_days: 3 });
    const student = await enrol(c.courseId, daysAgo(4));
    await sendReleaseMails(server.app.ctx, new Date());
    const enrolment = await server.db
      .selectFrom('enrolments')
      .select('id')
      .where('user_id', '=', student.userId)
      .executeTakeFirstOrThrow();
    const admin = await server.signInAsAdmin();
    const answer = await admin.admin('GET', `enrolments/${enrolment.id}/schedule`);
    expect(answer.statusCode).toBe(200);
    const data = answer.json<{
      data: { paused_at: string | null; topics: Record<string, unknown>[] };
    }>().data;
    expect(data.paused_at).toBeNull();
    expect(data.topics).toEqual([
      expect.objectContaining({ title: 'Week 1', opens_at: null, open: true, mailed_at: null }),
      expect.objectContaining({
        title: 'Week 2',
        opens_after_days: 3,
        open: true,
        mailed_at: expect.any(String),
      }),
    ]);
    expect((await student.get(`/api/admin/enrolments/${enrolment.id}/schedule`)).statusCode).toBe(403);
    expect((await admin.admin('GET', 'enrolments/99999999999/schedule')).statusCode).toBe(404);
  });
});
