import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Ids, makeRecord } from '../helpers/records';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface Course {
  courseId: number;
  slug: string;
  topics: number[];
  /** In syllabus order: the first is the free preview. */
  lessons: number[];
}

/** A published course of two topics, the second topic first in order, three lessons in all. */
async function course(options: { status?: string } = {}): Promise<Course> {
  const ids: Ids = {};
  const slug = `course-${Math.random().toString(36).slice(2, 10)}`;
  const courseId = await makeRecord(server.db, 'courses', ids, {
    slug,
    status: options.status ?? 'published',
  });
  ids.courses = courseId;
  const later = await makeRecord(server.db, 'topics', ids, { title: 'Week 2', sort_order: 2 });
  const first = await makeRecord(server.db, 'topics', ids, { title: 'Week 1', sort_order: 1 });
  const lesson = (topicId: number, sortOrder: number, extra: Record<string, unknown> = {}) =>
    makeRecord(server.db, 'lessons', ids, {
      course_id: courseId,
      topic_id: topicId,
      sort_order: sortOrder,
      is_preview: 0,
      video_url: null,
      content_note: null,
      ...extra,
    });
  const l3 = await lesson(later, 1, { title: 'Keeping well' });
  const l2 = await lesson(first, 2, { title: 'Noticing', video_url: 'https://youtu.be/dQw4w9WgXcQ' });
  const l1 = await lesson(first, 1, { title: 'Welcome', is_preview: 1, content: '<p>Hello</p>' });
  return { courseId, slug, topics: [first, later], lessons: [l1, l2, l3] };
}

async function enrolledStudent(courseId: number): Promise<TestClient & { userId: number }> {
  const tab = await server.signInAsStudent();
  await server.db
    .insertInto('enrolments')
    .values({ user_id: tab.userId, course_id: courseId, progress: 0, enrolled_at: new Date().toISOString() })
    .execute();
  return tab;
}

const lessonUrl = (c: Course, lessonId: number) => `/api/learn/${c.slug}/lessons/${lessonId}`;
const complete = (tab: TestClient, c: Course, lessonId: number) =>
  tab.post(`${lessonUrl(c, lessonId)}/complete`);

describe('the course player’s syllabus', () => {
  it('lists topics and their lessons in order, with a visitor enrolled in nothing', async () => {
    const c = await course();
    const answer = await server.client().get(`/api/learn/${c.slug}`);
    expect(answer.statusCode).toBe(200);
    const data = answer.json<{ data: Record<string, unknown> }>().data;
    expect(data).toMatchObject({ enrolled: false, signed_in: false, resume_lesson_id: c.lessons[0] });
    expect(
      (data.topics as { title: string; lessons: { id: number; is_preview: boolean }[] }[]).map((t) => [
        t.title,
        t.lessons.map((l) => [l.id, l.is_preview]),
      ]),
    ).toEqual([
      [
        'Week 1',
        [
          [c.lessons[0], true],
          [c.lessons[1], false],
        ],
      ],
      ['Week 2', [[c.lessons[2], false]]],
    ]);
  });

  it('hides a draft course from anyone not enrolled in it', async () => {
    const c = await course({ status: 'draft' });
    expect((await server.client().get(`/api/learn/${c.slug}`)).statusCode).toBe(404);
    const student = await enrolledStudent(c.courseId);
    expect((await student.get(`/api/learn/${c.slug}`)).statusCode).toBe(200);
  });
});

describe('opening a lesson', () => {
  it('opens a preview lesson to anyone', async () => {
    const c = await course();
    const answer = await server.client().get(lessonUrl(c, c.lessons[0]!));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      data: { title: 'Welcome', content: '<p>Hello</p>', is_preview: true },
    });
  });

  it('refuses any other lesson with 401 to a visitor and 403 to a student who is not enrolled', async () => {
    const c = await course();
    expect((await server.client().get(lessonUrl(c, c.lessons[1]!))).statusCode).toBe(401);
    const stranger = await server.signInAsStudent();
    const refused = await stranger.get(lessonUrl(c, c.lessons[1]!));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Enrol in this course to open this lesson.' });
    expect(refused.body).not.toContain('Noticing');
  });

  it('gives an enrolled student the lesson, its privacy-enhanced video and its resources', async () => {
    const c = await course();
    await makeRecord(server.db, 'resources', {}, { title: 'Worksheet', lesson_id: c.lessons[1] });
    const student = await enrolledStudent(c.courseId);
    const answer = await student.get(lessonUrl(c, c.lessons[1]!));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      data: {
        title: 'Noticing',
        video: { kind: 'youtube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
        resources: [{ title: 'Worksheet', url: '/uploads/resource.pdf' }],
        completed_at: null,
        topic_title: 'Week 1',
      },
    });
  });

  it('opens a lesson from the course’s address in any case, as the course page does', async () => {
    const c = await course();
    const student = await enrolledStudent(c.courseId);
    const shouted = `/api/learn/${c.slug.toUpperCase()}/lessons/${c.lessons[1]}`;
    const answer = await student.get(shouted);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ data: { title: 'Noticing' } });
    expect((await student.post(`${shouted}/complete`)).json()).toMatchObject({
      data: { progress: { completed: 1 } },
    });
  });

  it('answers 404 for a lesson of another course or an id that names none', async () => {
    const c = await course();
    const other = await course();
    const student = await enrolledStudent(c.courseId);
    expect((await student.get(lessonUrl(c, other.lessons[0]!))).statusCode).toBe(404);
    expect((await student.get(`/api/learn/${c.slug}/lessons/abc`)).statusCode).toBe(404);
    expect((await student.get(`/api/learn/${c.slug}/lessons/99999999999`)).statusCode).toBe(404);
    expect((await student.get(`/api/learn/no-such-course`)).statusCode).toBe(404);
  });
});

describe('marking a lesson complete', () => {
  it('records it once, however often it is sent, and answers the progress computed on the server', async () => {
    const c = await course();
    const student = await enrolledStudent(c.courseId);
    const first = await complete(student, c, c.lessons[0]!);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ data: { progress: { lessons: 3, completed: 1, percent: 33 } } });
    const again = await Promise.all([
      complete(student, c, c.lessons[0]!),
      complete(student, c, c.lessons[0]!),
    ]);
    for (const answer of again)
      expect(answer.json()).toMatchObject({ data: { progress: { completed: 1, percent: 33 } } });
    const rows = await server.db
      .selectFrom('lesson_progress')
      .selectAll()
      .where('user_id', '=', student.userId)
      .execute();
    expect(rows.map((row) => row.lesson_id)).toEqual([c.lessons[0]]);
    const enrolment = await server.db
      .selectFrom('enrolments')
      .select('progress')
      .where('user_id', '=', student.userId)
      .executeTakeFirstOrThrow();
    expect(enrolment.progress).toBe(33);

    const syllabus = (await student.get(`/api/learn/${c.slug}`)).json<{
      data: { resume_lesson_id: number; topics: { lessons: { id: number; completed: boolean }[] }[] };
    }>().data;
    expect(syllabus.resume_lesson_id).toBe(c.lessons[1]);
    expect(syllabus.topics.flatMap((t) => t.lessons.filter((l) => l.completed).map((l) => l.id))).toEqual([
      c.lessons[0],
    ]);
  });

  it('refuses a student who is not enrolled with 403 and a visitor with 401, recording nothing', async () => {
    const c = await course();
    const stranger = await server.signInAsStudent();
    expect((await complete(stranger, c, c.lessons[0]!)).statusCode).toBe(403);
    expect((await complete(server.client(), c, c.lessons[0]!)).statusCode).toBe(401);
    const rows = await server.db
      .selectFrom('lesson_progress')
      .select('id')
      .where('course_id', '=', c.courseId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('issues the certificate on the last lesson of a course without an exam, and mails it once', async () => {
    const c = await course();
    const student = await enrolledStudent(c.courseId);
    await complete(student, c, c.lessons[0]!);
    const before = await complete(student, c, c.lessons[1]!);
    expect(before.json()).toMatchObject({ data: { certificate: null } });
    const last = await complete(student, c, c.lessons[2]!);
    expect(last.json()).toMatchObject({
      data: {
        progress: { percent: 100 },
        certificate: { code: expect.stringMatching(/^MW-/), status: 'valid' },
      },
    });
    await complete(student, c, c.lessons[2]!);
    const certificates = await server.db
      .selectFrom('certificates')
      .select('code')
      .where('user_id', '=', student.userId)
      .execute();
    expect(certificates).toHaveLength(1);
    const outbox = await readdir(path.join(server.dataDir, 'outbox')).catch(() => []);
    const code = certificates[0]!.code;
    expect(outbox.length).toBeGreaterThanOrEqual(1);
    const syllabus = (await student.get(`/api/learn/${c.slug}`)).json<{
      data: { certificate: { code: string } };
    }>();
    expect(syllabus.data.certificate.code).toBe(code);
  });

  it('holds back the certificate of a course with a published exam until the exam is passed', async () => {
    const c = await course();
    await makeRecord(server.db, 'exams', {}, { course_id: c.courseId, status: 'published' });
    const student = await enrolledStudent(c.courseId);
    for (const lesson of c.lessons) await complete(student, c, lesson);
    const syllabus = (await student.get(`/api/learn/${c.slug}`)).json<{
      data: { progress: { percent: number }; exam: unknown; certificate: unknown };
    }>().data;
    expect(syllabus).toMatchObject({
      progress: { percent: 100 },
      exam: { id: expect.any(Number) },
      certificate: null,
    });
  });
});

describe('the student’s course list', () => {
  it('gives a completed course the code of its certificate, and takes it away once it is revoked', async () => {
    const c = await course();
    const student = await enrolledStudent(c.courseId);
    await complete(student, c, c.lessons[0]!);
    const mine = async () =>
      (await student.get('/api/my/courses')).json<{ data: Record<string, unknown>[] }>().data[0];
    expect(await mine()).toMatchObject({ progress: 33, certificate_code: null });

    for (const lesson of c.lessons.slice(1)) await complete(student, c, lesson);
    const certificate = await server.db
      .selectFrom('certificates')
      .select(['id', 'code'])
      .where('user_id', '=', student.userId)
      .where('course_id', '=', c.courseId)
      .executeTakeFirstOrThrow();
    expect(await mine()).toMatchObject({ progress: 100, certificate_code: certificate.code });

    await server.db
      .updateTable('certificates')
      .set({ status: 'revoked', revoked_at: new Date().toISOString(), revoked_reason: 'Issued in error' })
      .where('id', '=', certificate.id)
      .execute();
    expect(await mine()).toMatchObject({ progress: 100, certificate_code: null });
  });
});

describe('pausing a course', () => {
  it('pauses and resumes, keeping the progress, and shows the pause in the course list', async () => {
    const c = await course();
    const student = await enrolledStudent(c.courseId);
    await complete(student, c, c.lessons[0]!);
    const paused = await student.post(`/api/learn/${c.slug}/pause`);
    expect(paused.statusCode).toBe(200);
    const pausedAt = paused.json<{ data: { paused_at: string } }>().data.paused_at;
    expect(pausedAt).toEqual(expect.any(String));
    expect((await student.post(`/api/learn/${c.slug}/pause`)).json()).toMatchObject({
      data: { paused_at: pausedAt, progress: { completed: 1 } },
    });
    const list = (await student.get('/api/my/courses')).json<{ data: Record<string, unknown>[] }>().data;
    expect(list[0]).toMatchObject({ paused_at: pausedAt, progress: 33 });

    const resumed = await student.post(`/api/learn/${c.slug}/resume`);
    expect(resumed.json()).toMatchObject({ data: { paused_at: null, progress: { completed: 1 } } });
    const after = (await student.get('/api/my/courses')).json<{ data: Record<string, unknown>[] }>().data;
    expect(after[0]).toMatchObject({ paused_at: null, progress: 33 });
  });

  it('refuses to pause a course the student is not enrolled in', async () => {
    const c = await course();
    const stranger = await server.signInAsStudent();
    expect((await stranger.post(`/api/learn/${c.slug}/pause`)).statusCode).toBe(403);
  });
});
