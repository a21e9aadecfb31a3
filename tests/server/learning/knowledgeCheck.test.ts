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

const CHECK = [
  {
    question: 'What slows the heart?',
    options: [
      { id: 1, text: 'A long breath out' },
      { id: 2, text: 'A quick breath in' },
    ],
    right_answer: 1,
    explanation: 'The vagus nerve answers a long exhale.',
  },
  {
    question: 'Where does grounding point you?',
    options: [
      { id: 1, text: 'Tomorrow' },
      { id: 2, text: 'The present' },
    ],
    right_answer: 2,
    explanation: 'Grounding brings attention back to now.',
  },
];

/** A course of two lessons, the first ending with a knowledge check, and an enrolled student. */
async function checkedCourse(required: boolean) {
  const ids: Ids = {};
  const slug = `checked-${Math.random().toString(36).slice(2, 10)}`;
  const courseId = await makeRecord(server.db, 'courses', ids, { slug, status: 'published' });
  ids.courses = courseId;
  const lesson = (title: string, sortOrder: number, extra: Record<string, unknown> = {}) =>
    makeRecord(server.db, 'lessons', ids, {
      title,
      course_id: courseId,
      topic_id: null,
      sort_order: sortOrder,
      is_preview: 0,
      content_note: null,
      video_url: null,
      ...extra,
    });
  const first = await lesson('Breathing', 1, { knowledge_check: CHECK, check_required: required ? 1 : 0 });
  const second = await lesson('Grounding', 2);
  const student = await server.signInAsStudent();
  await server.db
    .insertInto('enrolments')
    .values({
      user_id: student.userId,
      course_id: courseId,
      progress: 0,
      enrolled_at: new Date().toISOString(),
    })
    .execute();
  return { slug, first, second, student };
}

const answerCheck = (student: TestClient, slug: string, lessonId: number, answers: Record<string, number>) =>
  student.post(`/api/learn/${slug}/lessons/${lessonId}/check`, { answers });

describe('a lesson’s knowledge check', () => {
  it('sends its questions without the right answers or explanations until the student answers', async () => {
    const c = await checkedCourse(false);
    const lesson = await c.student.get(`/api/learn/${c.slug}/lessons/${c.first}`);
    expect(lesson.statusCode).toBe(200);
    const check = lesson.json<{ data: { knowledge_check: Record<string, unknown> } }>().data.knowledge_check;
    expect(check).toMatchObject({ required: false, passed: false });
    expect(check.questions).toEqual([
      { index: 0, question: CHECK[0]!.question, options: CHECK[0]!.options },
      { index: 1, question: CHECK[1]!.question, options: CHECK[1]!.options },
    ]);
    expect(lesson.body).not.toContain('right_answer');
    expect(lesson.body).not.toContain('vagus');

    const marked = await answerCheck(c.student, c.slug, c.first, { 0: 2, 1: 2 });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({
      data: {
        passed: false,
        questions: [
          { index: 0, chosen: 2, correct: false, right_answer: 1, explanation: CHECK[0]!.explanation },
          { index: 1, chosen: 2, correct: true, right_answer: 2, explanation: CHECK[1]!.explanation },
        ],
      },
    });
  });

  it('keeps the next lesson closed until a required check is passed', async () => {
    const c = await checkedCourse(true);
    const closed = await c.student.get(`/api/learn/${c.slug}/lessons/${c.second}`);
    expect(closed.statusCode).toBe(403);
    expect(closed.json<{ message: string }>().message).toBe(
      'Pass the knowledge check at the end of “Breathing” to open this lesson.',
    );
    const syllabus = await c.student.get(`/api/learn/${c.slug}`);
    expect(syllabus.body).toContain(`"held_by":{"id":${c.first},"title":"Breathing"}`);
    expect((await c.student.post(`/api/learn/${c.slug}/lessons/${c.second}/complete`)).statusCode).toBe(403);

    expect((await answerCheck(c.student, c.slug, c.first, { 0: 1, 1: 1 })).json()).toMatchObject({
      data: { passed: false },
    });
    expect((await c.student.get(`/api/learn/${c.slug}/lessons/${c.second}`)).statusCode).toBe(403);
    expect((await answerCheck(c.student, c.slug, c.first, { 0: 1, 1: 2 })).json()).toMatchObject({
      data: { passed: true },
    });
    expect((await c.student.get(`/api/learn/${c.slug}/lessons/${c.second}`)).statusCode).toBe(200);
    const again = await c.student.get(`/api/learn/${c.slug}/lessons/${c.first}`);
    expect(again.json()).toMatchObject({ data: { knowledge_check: { required: true, passed: true } } });
  });

  it('never closes a lesson when passing is not required', async () => {
    const c = await checkedCourse(false);
    expect((await c.student.get(`/api/learn/${c.slug}/lessons/${c.second}`)).statusCode).toBe(200);
  });
});
