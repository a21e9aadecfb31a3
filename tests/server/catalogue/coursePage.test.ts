import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loose } from '../../../server/db/schema';
import { makeRecord, type Ids } from '../helpers/records';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

interface CoursePage {
  id: number;
  title: string;
  slug: string;
  description: string;
  price: number;
  sale_price: number | null;
  preview: boolean;
  enrolled: boolean;
  lesson_minutes: number;
  level: { title: string } | null;
  category: { name: string } | null;
  tags: { title: string }[];
  instructor: { name: string; social_profiles: { title: string; link: string }[] } | null;
  syllabus: {
    title: string;
    duration_minutes: number;
    lessons: { id: number; title: string; duration_minutes: number; is_preview: number }[];
  }[];
  certificate_levels: { level: string; price: number; awarding_body: string; certificate_type: string }[];
  reviews: {
    average: number | null;
    count: number;
    counts: { rating: number; count: number }[];
    items: { rating: number; review: string; writer: string }[];
  };
}

let server: TestServer;
let visitor: TestClient;
const ids: Ids = {};
let courseId: number;
let previewId: number;
let lockedId: number;
let otherCourseLesson: number;
let draftPreview: number;
let writerEmail: string;

const SECRET = 'The heart of the course: only for enrolled students.';

beforeAll(async () => {
  server = await startTestServer();
  visitor = server.client();
  const db = server.db;
  ids.course_categories = await makeRecord(db, 'course_categories', {}, { name: 'Anxiety' });
  ids.course_levels = await makeRecord(db, 'course_levels', {}, { title: 'Intermediate' });
  ids.course_tags = await makeRecord(db, 'course_tags', {}, { title: 'Calm' });
  ids.instructors = await makeRecord(
    db,
    'instructors',
    {},
    { name: 'Dr Helen Shaw', email: 'helen@example.com' },
  );
  await makeRecord(db, 'social_profiles', ids, {
    title: 'LinkedIn',
    link: 'https://linkedin.example.com/helen',
    instructor_id: ids.instructors,
  });
  await makeRecord(db, 'social_profiles', ids, {
    title: 'Academy page',
    link: 'https://example.com/academy',
    instructor_id: null,
  });

  courseId = await makeRecord(db, 'courses', ids, {
    title: 'Calm at work',
    slug: 'calm-at-work',
    description: '<p>Hello <strong>there</strong></p><script>alert(1)</script>',
    price: 40,
    sale_price: 30,
  });
  ids.courses = courseId;
  const topicA = await makeRecord(db, 'topics', ids, { title: 'Noticing stress', sort_order: 1 });
  const topicB = await makeRecord(db, 'topics', ids, { title: 'Changing habits', sort_order: 2 });
  ids.topics = topicA;
  previewId = await makeRecord(db, 'lessons', ids, {
    title: 'What stress does',
    topic_id: topicA,
    content: '<p>Stress is a normal response.</p>',
    duration_minutes: 12,
    sort_order: 1,
    is_preview: 1,
  });
  lockedId = await makeRecord(db, 'lessons', ids, {
    title: 'Your stress plan',
    topic_id: topicA,
    content: `<p>${SECRET}</p>`,
    duration_minutes: 20,
    sort_order: 2,
    is_preview: 0,
  });
  await makeRecord(db, 'lessons', ids, {
    title: 'Small changes',
    topic_id: topicB,
    duration_minutes: 15,
    is_preview: 0,
    content: `<p>${SECRET}</p>`,
  });
  await makeRecord(db, 'lessons', ids, {
    title: 'Extra reading',
    topic_id: null,
    duration_minutes: 5,
    is_preview: 0,
  });

  const review = (rating: number, status: string, text: string) =>
    makeRecord(db, 'reviews', ids, { rating, status, review: text });
  const writer = await server.createStudent('Amira Khan');
  writerEmail = writer.email;
  await loose(db)
    .updateTable('reviews')
    .set({ user_id: writer.id })
    .where('id', '=', await review(5, 'approved', 'Gentle and useful.'))
    .execute();
  await review(4, 'approved', 'Good examples.');
  await review(1, 'pending', 'Not moderated yet.');
  await review(2, 'rejected', 'Spam spam.');

  ids.awarding_bodies = await makeRecord(db, 'awarding_bodies', {}, { title: 'Northern Council' });
  ids.transcripts = await makeRecord(db, 'transcripts', {}, { type: 'Printed certificate', price: 15 });
  await makeRecord(db, 'certificate_levels', ids, { level: 'Level 2', price: 24.5 });

  const draft = await makeRecord(db, 'courses', ids, {
    title: 'Draft course',
    slug: 'draft-course',
    status: 'draft',
  });
  draftPreview = await makeRecord(
    db,
    'lessons',
    { ...ids, courses: draft },
    { title: 'Draft preview', is_preview: 1, topic_id: null },
  );
  const other = await makeRecord(db, 'courses', ids, { title: 'Other course', slug: 'other-course' });
  otherCourseLesson = await makeRecord(
    db,
    'lessons',
    { ...ids, courses: other },
    { title: 'Other preview', is_preview: 1, topic_id: null },
  );
});
afterAll(async () => {
  await server?.close();
});

const page = async (tab: TestClient, slug = 'calm-at-work') => {
  const answer = await tab.get(`/api/catalogue/courses/${slug}`);
  return {
    status: answer.statusCode,
    body: answer.json<{ data: CoursePage; message?: string }>(),
    text: answer.body,
  };
};

describe('a course page', () => {
  it('shows a published course to a visitor, with its sanitized description, level, category and price', async () => {
    const { status, body } = await page(visitor);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      title: 'Calm at work',
      price: 40,
      sale_price: 30,
      preview: false,
      enrolled: false,
      level: { title: 'Intermediate' },
      category: { name: 'Anxiety' },
      tags: [{ title: 'Calm' }],
    });
    expect(body.data.description).toContain('<strong>there</strong>');
    expect(body.data.description).not.toContain('<script');
  });

  it('sanitizes the description again as it answers, for a row that reached the table another way', async () => {
    const stored = await loose(server.db)
      .selectFrom('courses')
      .select('description')
      .where('id', '=', courseId)
      .executeTakeFirstOrThrow();
    await loose(server.db)
      .updateTable('courses')
      .set({ description: '<p>Restored</p><img src="x" onerror="alert(1)"><script>alert(2)</script>' })
      .where('id', '=', courseId)
      .execute();
    try {
      const { body } = await page(visitor);
      expect(body.data.description).toContain('<p>Restored</p>');
      expect(body.data.description).not.toContain('onerror');
      expect(body.data.description).not.toContain('<script');
    } finally {
      await loose(server.db)
        .updateTable('courses')
        .set({ description: stored.description })
        .where('id', '=', courseId)
        .execute();
    }
  });

  it('finds the course whatever the case of its slug', async () => {
    expect((await page(visitor, 'Calm-At-Work')).status).toBe(200);
  });

  it('gives the syllabus: topics in order, their lessons and durations, lessons in no topic last', async () => {
    const { body } = await page(visitor);
    expect(
      body.data.syllabus.map((t) => [t.title, t.duration_minutes, t.lessons.map((l) => l.title)]),
    ).toEqual([
      ['Noticing stress', 32, ['What stress does', 'Your stress plan']],
      ['Changing habits', 15, ['Small changes']],
      ['More lessons', 5, ['Extra reading']],
    ]);
    expect(body.data.syllabus[0].lessons[0]).toMatchObject({
      id: previewId,
      is_preview: 1,
      duration_minutes: 12,
    });
    expect(body.data.lesson_minutes).toBe(52);
  });

  it('never carries the content of a lesson', async () => {
    const { text } = await page(visitor);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('Stress is a normal response');
  });

  it('names the instructor with their own social profiles, and nothing private', async () => {
    const { body, text } = await page(visitor);
    expect(body.data.instructor).toMatchObject({
      name: 'Dr Helen Shaw',
      social_profiles: [
        {
          title: 'LinkedIn',
          link: 'https://linkedin.example.com/helen',
        },
      ],
    });
    expect(text).not.toContain('helen@example.com');
    expect(text).not.toContain('Academy page');
  });

  it('shows approved reviews only, with their average and count', async () => {
    const { body } = await page(visitor);
    expect(body.data.reviews.average).toBe(4.5);
    expect(body.data.reviews.count).toBe(2);
    expect(body.data.reviews.items.map((r) => r.review).sort()).toEqual([
      'Gentle and useful.',
      'Good examples.',
    ]);
  });

  it('names each review’s writer by first name and initial, or “A student” when none is on record', async () => {
    const { body, text } = await page(visitor);
    const writers = Object.fromEntries(body.data.reviews.items.map((r) => [r.review, r.writer]));
    expect(writers).toEqual({ 'Gentle and useful.': 'Amira K.', 'Good examples.': 'A student' });
    expect(text).not.toContain('Khan');
    expect(text).not.toContain(writerEmail);
  });

  it('counts the approved reviews of each rating from 5 down to 1, adding up to the count', async () => {
    const { body } = await page(visitor);
    expect(body.data.reviews.counts).toEqual([
      { rating: 5, count: 1 },
      { rating: 4, count: 1 },
      { rating: 3, count: 0 },
      { rating: 2, count: 0 },
      { rating: 1, count: 0 },
    ]);
  });

  it('offers the certificate levels with their awarding body and price', async () => {
    const { body } = await page(visitor);
    expect(body.data.certificate_levels).toEqual([
      expect.objectContaining({
        level: 'Level 2',
        price: 24.5,
        awarding_body: 'Northern Council',
        certificate_type: 'Printed certificate',
      }),
    ]);
  });

  it('tells a signed-in student whether they are enrolled', async () => {
    const student = await server.signInAsStudent();
    expect((await page(student)).body.data.enrolled).toBe(false);
    await server.db
      .insertInto('enrolments')
      .values({
        user_id: student.userId,
        course_id: courseId,
        progress: 0,
        enrolled_at: new Date().toISOString(),
      })
      .execute();
    expect((await page(student)).body.data.enrolled).toBe(true);
    expect((await page(visitor)).body.data.enrolled).toBe(false);
  });

  it('answers 404 for an unknown slug', async () => {
    const answer = await page(visitor, 'no-such-course');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Course not found.' });
  });

  it('answers 404 for a draft to a visitor and a student, and shows it to an admin as a preview', async () => {
    expect((await page(visitor, 'draft-course')).status).toBe(404);
    expect((await page(await server.signInAsStudent(), 'draft-course')).status).toBe(404);
    const admin = await page(await server.signInAsAdmin(), 'draft-course');
    expect(admin.status).toBe(200);
    expect(admin.body.data).toMatchObject({ title: 'Draft course', preview: true });
  });
});

describe('a preview lesson', () => {
  const lesson = (tab: TestClient, slug: string, id: number | string) =>
    tab.get(`/api/catalogue/courses/${slug}/lessons/${id}`);

  it('is readable by a visitor, with its content', async () => {
    const answer = await lesson(visitor, 'calm-at-work', previewId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      data: {
        title: 'What stress does',
        content: '<p>Stress is a normal response.</p>',
        topic_title: 'Noticing stress',
        course: { slug: 'calm-at-work', title: 'Calm at work' },
      },
    });
  });

  it('keeps the content of any other lesson from visitors and students alike', async () => {
    for (const tab of [visitor, await server.signInAsStudent()]) {
      const answer = await lesson(tab, 'calm-at-work', lockedId);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ message: 'This lesson is open to enrolled students only.' });
      expect(answer.body).not.toContain(SECRET);
    }
  });

  it('answers 404 for a lesson of another course, an unknown lesson or a draft course', async () => {
    expect((await lesson(visitor, 'calm-at-work', otherCourseLesson)).statusCode).toBe(404);
    expect((await lesson(visitor, 'calm-at-work', 999999)).statusCode).toBe(404);
    expect((await lesson(visitor, 'draft-course', draftPreview)).statusCode).toBe(404);
  });

  it('answers 422 for a lesson id that is not an id', async () => {
    const answer = await lesson(visitor, 'calm-at-work', 'abc');
    expect(answer.statusCode).toBe(422);
    expect(answer.json<{ message: string }>().message).toBe('The lesson id must be a record id.');
  });
});
