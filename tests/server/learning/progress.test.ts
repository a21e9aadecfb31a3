import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loose } from '../../../server/db/schema';
import { type Ids, makeRecord } from '../helpers/records';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  vi.useRealTimers();
});

interface Course {
  courseId: number;
  slug: string;
  lessons: number[];
}

async function course(lessons: number): Promise<Course> {
  const ids: Ids = {};
  const slug = `progress-${Math.random().toString(36).slice(2, 10)}`;
  const courseId = await makeRecord(server.db, 'courses', ids, { slug, status: 'published' });
  ids.courses = courseId;
  const made: number[] = [];
  for (let i = 0; i < lessons; i += 1)
    made.push(await makeRecord(server.db, 'lessons', ids, { course_id: courseId, topic_id: null }));
  return { courseId, slug, lessons: made };
}

/** A student enrolled by an admin in the console, who then completes `done` lessons in the player. */
async function student(c: Course, done: number): Promise<TestClient & { userId: number }> {
  const tab = await server.signInAsStudent();
  const granted = await admin.admin('POST', 'enrolments/grant', {
    user_id: tab.userId,
    course_id: c.courseId,
  });
  expect(granted.statusCode, granted.body).toBe(201);
  for (const lessonId of c.lessons.slice(0, done))
    expect((await tab.post(`/api/learn/${c.slug}/lessons/${lessonId}/complete`)).statusCode).toBe(200);
  return tab;
}

/** The console's Progress (%) figure of each student's enrolment in the course. */
async function consoleFigures(c: Course, ...students: { userId: number }[]): Promise<number[]> {
  const filter = JSON.stringify({ course_id: c.courseId });
  const list = await admin.admin('GET', `enrolments?${new URLSearchParams({ filter, per_page: '100' })}`);
  expect(list.statusCode, list.body).toBe(200);
  const rows = list.json<{ data: { user_id: number; course_id: number; progress: number }[] }>().data;
  return students.map(
    (s) => rows.find((row) => row.user_id === s.userId && row.course_id === c.courseId)?.progress ?? -1,
  );
}

/** What the student is shown: the course list's and the player's figures. */
async function studentFigures(c: Course, tab: TestClient): Promise<number[]> {
  const mine = (await tab.get('/api/my/courses')).json<{ data: { id: number; progress: number }[] }>().data;
  const player = (await tab.get(`/api/learn/${c.slug}`)).json<{ data: { progress: { percent: number } } }>()
    .data;
  return [mine.find((row) => row.id === c.courseId)?.progress ?? -1, player.progress.percent];
}

describe('course progress', () => {
  it('is the same figure in the console, the course list and the player', async () => {
    const c = await course(3);
    const tab = await student(c, 2);
    expect(await consoleFigures(c, tab)).toEqual([66]);
    expect(await studentFigures(c, tab)).toEqual([66, 66]);
  });

  it('changes for every student when a lesson is added, removed or moved in the console', async () => {
    const c = await course(2);
    const half = await student(c, 1);
    const all = await student(c, 2);
    expect(await consoleFigures(c, half, all)).toEqual([50, 100]);

    const added = await admin.admin('POST', 'lesson/create', {
      lesson_data: { title: 'One more', course_id: c.courseId },
    });
    expect(added.statusCode, added.body).toBe(201);
    const lessonId = added.json<{ data: { id: number } }>().data.id;
    expect(await consoleFigures(c, half, all)).toEqual([33, 66]);
    expect(await studentFigures(c, all)).toEqual([66, 66]);

    const other = await course(1);
    const moved = await admin.admin('POST', 'lesson/edit', {
      lesson_data: { id: c.lessons[0], course_id: other.courseId, topic_id: null },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The moved lesson was the one both had completed.
    expect(await consoleFigures(c, half, all)).toEqual([0, 50]);

    const removed = await admin.admin('POST', 'lesson/delete', { id: lessonId });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await consoleFigures(c, half, all)).toEqual([0, 100]);
    expect(await studentFigures(c, all)).toEqual([100, 100]);
  });

  it('counts the lessons completed before an enrolment from its start', async () => {
    const c = await course(4);
    const tab = await student(c, 2);
    const [enrolment] = await server.db
      .selectFrom('enrolments')
      .select('id')
      .where('user_id', '=', tab.userId)
      .where('course_id', '=', c.courseId)
      .execute();
    expect((await admin.admin('POST', 'enrolments/revoke', { id: enrolment?.id })).statusCode).toBe(200);
    const again = await admin.admin('POST', 'enrolments/grant', {
      user_id: tab.userId,
      course_id: c.courseId,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<{ data: { progress: number } }>().data.progress).toBe(50);
    expect(await consoleFigures(c, tab)).toEqual([50]);
  });

  it('counts them too when a free course is taken up again', async () => {
    const c = await course(4);
    await loose(server.db).updateTable('courses').set({ price: 0 }).where('id', '=', c.courseId).execute();
    const tab = await student(c, 1);
    await server.db.deleteFrom('enrolments').where('user_id', '=', tab.userId).execute();
    const enrolled = await tab.post(`/api/courses/${c.courseId}/enrol`, {});
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    expect(enrolled.json<{ data: { progress: number } }>().data.progress).toBe(25);
    expect(await consoleFigures(c, tab)).toEqual([25]);
  });

  it('dates a completed lesson by the server’s clock, and keeps the first date on a repeat', async () => {
    const c = await course(2);
    const tab = await student(c, 0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-04T08:30:00Z'));
    const url = `/api/learn/${c.slug}/lessons/${c.lessons[0]}`;
    const first = await tab.post(`${url}/complete`);
    expect(first.json()).toMatchObject({ data: { completed_at: '2026-05-04T08:30:00.000Z' } });
    vi.setSystemTime(new Date('2026-05-04T09:00:00Z'));
    const repeat = await tab.post(`${url}/complete`);
    expect(repeat.json()).toMatchObject({ data: { completed_at: '2026-05-04T08:30:00.000Z' } });
    expect((await tab.get(url)).json()).toMatchObject({ data: { completed_at: '2026-05-04T08:30:00.000Z' } });
  });
});
