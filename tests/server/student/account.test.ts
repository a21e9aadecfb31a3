import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeLesson } from '../../../server/learning/lessonCompletion';
import { makeRecord } from '../helpers/records';
import { type TestServer, startTestServer } from '../helpers/testServer';
import { HttpTab } from './httpTab';

let server: TestServer;
let url: string;

beforeAll(async () => {
  server = await startTestServer();
  url = await server.listen();
});
afterAll(async () => {
  await server?.close();
});

async function signedInStudent(name = 'Sam Student') {
  const student = await server.createStudent(name);
  return { ...student, tab: await new HttpTab(url).signIn(student.email, student.password) };
}

const enrol = (userId: number, courseId: number, progress: number, at: string) =>
  server.db
    .insertInto('enrolments')
    .values({ user_id: userId, course_id: courseId, progress, enrolled_at: at })
    .execute();

describe('a visitor', () => {
  it.each([
    ['GET', '/api/topics'],
    ['GET', '/api/my/courses'],
    ['GET', '/api/my/orders'],
    ['POST', '/api/profile'],
    ['POST', '/api/profile/password'],
    ['POST', '/api/profile/picture'],
  ])('is refused %s %s with 401', async (method, path) => {
    const visitor = new HttpTab(url);
    const answer = method === 'GET' ? await visitor.get(path) : await visitor.post(path, {});
    expect(answer.status).toBe(401);
  });
});

describe('my courses and topics', () => {
  it('lists the enrolled courses, newest enrolment first, with progress from their completed lessons and names', async () => {
    const sam = await signedInStudent();
    const other = await signedInStudent('Other');
    const first = await makeRecord(server.db, 'courses', {}, { title: 'First course' });
    const second = await makeRecord(server.db, 'courses', {}, { title: 'Second course', status: 'draft' });
    const notMine = await makeRecord(server.db, 'courses', {}, { title: 'Not mine' });
    await enrol(sam.id, first, 0, '2024-01-01T10:00:00.000Z');
    await enrol(sam.id, second, 0, '2024-02-01T10:00:00.000Z');
    await enrol(other.id, notMine, 0, '2024-03-01T10:00:00.000Z');
    const firstLessons = [];
    for (let i = 0; i < 5; i += 1)
      firstLessons.push(await makeRecord(server.db, 'lessons', { courses: first }, { topic_id: null }));
    const secondLesson = await makeRecord(server.db, 'lessons', { courses: second }, { topic_id: null });
    await completeLesson(server.app.ctx, sam.id, first, firstLessons[0]!);
    await completeLesson(server.app.ctx, sam.id, first, firstLessons[1]!);
    await completeLesson(server.app.ctx, sam.id, second, secondLesson);

    const answer = await sam.tab.get<{ data: Record<string, unknown>[] }>('/api/my/courses');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((c) => [c.title, c.progress])).toEqual([
      ['Second course', 100],
      ['First course', 40],
    ]);
    expect(answer.body.data[1]).toMatchObject({
      enrolled_at: '2024-01-01T10:00:00.000Z',
      price: 49.99,
      lessons_total: 5,
      lessons_completed: 2,
      resume_lesson_id: firstLessons[2],
      paused_at: null,
    });
    expect(String(answer.body.data[1].last_activity_at) > '2024-01-01T10:00:00.000Z').toBe(true);
    expect(answer.body.data[1].category_name).toEqual(expect.any(String));
  });

  it('offers for notes only the topics of the enrolled courses', async () => {
    const sam = await signedInStudent();
    const mine = await makeRecord(server.db, 'courses', {}, { title: 'Mine' });
    const topic = await makeRecord(server.db, 'topics', { courses: mine }, { title: 'Week 1' });
    await makeRecord(server.db, 'topics', {}, { title: 'Elsewhere' });
    await enrol(sam.id, mine, 0, new Date().toISOString());
    const answer = await sam.tab.get<{ data: unknown[] }>('/api/topics');
    expect(answer.body.data).toEqual([{ id: topic, title: 'Week 1', course_id: mine, course_title: 'Mine' }]);
  });
});

describe('my orders', () => {
  it('lists only the student’s own orders, newest first, in pounds', async () => {
    const sam = await signedInStudent();
    const other = await signedInStudent('Other');
    await makeRecord(
      server.db,
      'orders',
      { users: sam.id },
      { total: 12.5, created_at: '2024-01-01T00:00:00.000Z' },
    );
    await makeRecord(
      server.db,
      'orders',
      { users: sam.id },
      { total: 30, created_at: '2024-05-01T00:00:00.000Z' },
    );
    await makeRecord(server.db, 'orders', { users: other.id }, { total: 99 });
    const answer = await sam.tab.get<{ data: { total: number; user_id: number; items: unknown[] }[] }>(
      '/api/my/orders',
    );
    expect(answer.body.data.map((o) => o.total)).toEqual([30, 12.5]);
    expect(answer.body.data.every((o) => o.user_id === sam.id)).toBe(true);
    expect(answer.body.data[0].items).toHaveLength(1);
  });
});

describe('my profile', () => {
  it('changes the name and picture, and nothing else', async () => {
    const sam = await signedInStudent();
    // A picture Sam uploaded (only those are accepted).
    await server.db
      .insertInto('uploads')
      .values({
        name: '0123456789abcdef0123456789abcdef.png',
        original_name: 'sam.png',
        mime: 'image/png',
        size: 68,
        kind: 'picture',
        user_id: sam.id,
        created_at: new Date().toISOString(),
      })
      .execute();
    const answer = await sam.tab.post<{ user: Record<string, unknown> }>('/api/profile', {
      name: 'Sam Rivers',
      profile_picture: '/uploads/0123456789abcdef0123456789abcdef.png',
      role_id: 2,
      email: 'boss@example.com',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toEqual({
      id: sam.id,
      name: 'Sam Rivers',
      email: sam.email,
      role_id: 1,
      profile_picture: '/uploads/0123456789abcdef0123456789abcdef.png',
    });
    expect((await sam.tab.get<{ user: { name: string } }>('/api/user')).body.user.name).toBe('Sam Rivers');
  });

  it('refuses an empty name', async () => {
    const sam = await signedInStudent();
    const answer = await sam.tab.post('/api/profile', { name: '' });
    expect(answer.status).toBe(422);
    expect(answer.body).toHaveProperty('errors.name');
  });

  it('stores an uploaded picture and serves it back', async () => {
    const sam = await signedInStudent();
    // The smallest valid PNG: one transparent pixel.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
    const answer = await sam.tab.postForm<{ data: { url: string } }>('/api/profile/picture', form);
    expect(answer.status).toBe(201);
    expect(answer.body.data.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const served = await fetch(`${url}${answer.body.data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a picture that is not an image', async () => {
    const sam = await signedInStudent();
    const form = new FormData();
    form.append('file', new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), 'evil.png');
    const answer = await sam.tab.postForm('/api/profile/picture', form);
    expect(answer.status).toBe(422);
  });
});

describe('changing the password', () => {
  it('refuses a wrong current password, naming the field', async () => {
    const sam = await signedInStudent();
    const answer = await sam.tab.post('/api/profile/password', {
      current_password: 'not it at all',
      password: 'A-new-passphrase-9',
      password_confirmation: 'A-new-passphrase-9',
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toHaveProperty('errors.current_password');
  });

  it('refuses a confirmation that does not match', async () => {
    const sam = await signedInStudent();
    const answer = await sam.tab.post('/api/profile/password', {
      current_password: sam.password,
      password: 'A-new-passphrase-9',
      password_confirmation: 'Something else 9',
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toHaveProperty('errors.password_confirmation');
  });

  it('changes it: the new one signs in, the old one does not, other browsers are signed out', async () => {
    const sam = await signedInStudent();
    const otherBrowser = await new HttpTab(url).signIn(sam.email, sam.password);
    const answer = await sam.tab.post('/api/profile/password', {
      current_password: sam.password,
      password: 'A-new-passphrase-9',
      password_confirmation: 'A-new-passphrase-9',
    });
    expect(answer).toEqual({ status: 200, body: { ok: true } });
    expect((await sam.tab.get('/api/user')).status).toBe(200);
    expect((await otherBrowser.get('/api/user')).status).toBe(401);
    expect(
      (await new HttpTab(url).post('/api/login', { email: sam.email, password: sam.password })).status,
    ).toBe(401);
    await new HttpTab(url).signIn(sam.email, 'A-new-passphrase-9');
  });
});
