import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestServer, startTestServer } from '../helpers/testServer';
import {
  type Attempt,
  type Question,
  answer,
  expectNoRightAnswer,
  ready as readyFor,
  start,
  state,
  submit,
} from './examCalls';
import { RIGHT, examCourse } from './support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const ready = (options: Parameters<typeof readyFor>[1] = {}) => readyFor(server, options);

/** Nothing of a review before the attempt is submitted. */
function expectNoReview(body: string): void {
  expectNoRightAnswer(body);
  expect(body).not.toContain('"correct"');
  expect(body).not.toContain('"review"');
}

describe('taking an exam', () => {
  it('says how many lessons are left and refuses to start until they are all complete', async () => {
    const { student, course } = await ready({ lessons: 4, lessonsDone: 1 });
    const before = await state(student, course);
    expect(before).toMatchObject({
      lessons: { total: 4, completed: 1, left: 3 },
      can_start: false,
      open: null,
    });
    const refused = await student.post(`/api/learn/${course.slug}/exam/attempts`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('3 lessons left');
  });

  it('finds the exam from the course’s address in any case', async () => {
    const { student, course } = await ready({ lessons: 2, lessonsDone: 1 });
    const answer = await student.get(`/api/learn/${course.slug.toUpperCase()}/exam`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ lessons: { total: 2, completed: 1, left: 1 } });
  });

  it('refuses a student who is not enrolled (403) and a visitor (401)', async () => {
    const course = await examCourse(server);
    const stranger = await server.signInAsStudent();
    expect((await stranger.get(`/api/learn/${course.slug}/exam`)).statusCode).toBe(403);
    expect((await stranger.post(`/api/learn/${course.slug}/exam/attempts`, {})).statusCode).toBe(403);
    expect((await server.client().get(`/api/learn/${course.slug}/exam`)).statusCode).toBe(401);
  });

  it('never sends a right answer before or during an attempt, whatever the student fetches', async () => {
    const { student, course } = await ready({ questions: 5 });
    expectNoReview((await student.get(`/api/learn/${course.slug}/exam`)).body);
    const started = await student.post(`/api/learn/${course.slug}/exam/attempts`, {});
    expectNoReview(started.body);
    const attempt = started.json<{ attempt: Attempt }>().attempt;
    expect(attempt.questions).toHaveLength(5);
    for (const q of attempt.questions)
      expect(Object.keys(q).sort()).toEqual(['index', 'options', 'question']);
    expectNoReview((await answer(student, attempt, 0, 1)).body);
    expectNoReview((await student.get(`/api/exam-attempts/${attempt.id}`)).body);
    expectNoReview((await student.get(`/api/learn/${course.slug}/exam`)).body);
    // A wrong option or question is refused without naming the right one.
    const wrong = await answer(student, attempt, 0, 99);
    expect(wrong.statusCode).toBe(422);
    expectNoReview(wrong.body);
  });

  it('shuffles the questions and their options afresh for every attempt', async () => {
    const orders = new Set<string>();
    const optionOrders = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const { student, course } = await ready({ questions: 8 });
      const attempt = await start(student, course);
      orders.add(attempt.questions.map((q) => q.index).join(','));
      optionOrders.add(attempt.questions.map((q) => q.options.map((o) => o.id).join('')).join('|'));
      expect(attempt.questions.map((q) => q.index).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    }
    // 8! orders of questions: six attempts in the same order would be a one-in-10^18 chance.
    expect(orders.size).toBeGreaterThan(1);
    expect(optionOrders.size).toBeGreaterThan(1);
  });

  it('saves each answer as it is chosen, so a reload resumes the same attempt', async () => {
    const { student, course } = await ready({ questions: 3 });
    const attempt = await start(student, course);
    expect((await answer(student, attempt, 2, 4)).statusCode).toBe(200);
    expect((await answer(student, attempt, 0, RIGHT)).statusCode).toBe(200);
    const reloaded = await state(student, course);
    const open = reloaded.open as Attempt;
    expect(open.id).toBe(attempt.id);
    expect(open.answers).toEqual({ '2': 4, '0': RIGHT });
    expect(open.questions).toEqual(attempt.questions);
    // Starting again answers the attempt under way rather than spending another.
    expect((await start(student, course)).id).toBe(attempt.id);
  });

  it('scores the attempt, then shows every question with its right answer once passed, where the exam says so', async () => {
    const { student, course } = await ready({ questions: 10, passMark: 80, showAfterAttempt: 'review' });
    const attempt = await start(student, course);
    for (const q of attempt.questions) await answer(student, attempt, q.index, q.index < 8 ? RIGHT : 1);
    const done = await submit(student, attempt);
    expect(done.result).toMatchObject({ score: 8, total: 10, percent: 80, passed: true });
    expect(done.result?.review).toHaveLength(10);
    expect(done.result?.review.every((q) => q.right_answer === RIGHT)).toBe(true);
    expect(done.result?.review.filter((q) => q.correct)).toHaveLength(8);
    const row = await server.db
      .selectFrom('exam_attempts')
      .selectAll()
      .where('id', '=', attempt.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ score: 8, total: 10, percent: 80, passed: 1 });
    // Submitting twice changes nothing.
    expect((await submit(student, attempt)).result).toMatchObject({ score: 8, passed: true });
    expect((await answer(student, attempt, 9, RIGHT)).statusCode).toBe(409);
  });

  it('fails an attempt below the pass mark and counts unanswered questions as wrong', async () => {
    const { student, course } = await ready({ questions: 4, passMark: 75 });
    const attempt = await start(student, course);
    for (const q of attempt.questions.slice(0, 2)) await answer(student, attempt, q.index, RIGHT);
    const done = await submit(student, attempt);
    expect(done.result).toMatchObject({ score: 2, total: 4, percent: 50, passed: false });
    expect(done.result?.review.filter((q) => q.chosen === null)).toHaveLength(2);
    expect((await state(student, course)).certificate).toBeNull();
  });

  it('refuses answers after the deadline and scores the attempt on what was saved in time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T09:00:00Z'));
    const { student, course } = await ready({ questions: 4, duration: 20, passMark: 50 });
    const attempt = await start(student, course);
    expect(attempt.deadline_at).toBe('2026-06-01T09:20:00.000Z');
    const [first, second, third] = attempt.questions as [Question, Question, Question];
    await answer(student, attempt, first.index, RIGHT);
    vi.setSystemTime(new Date('2026-06-01T09:19:59Z'));
    expect((await answer(student, attempt, second.index, RIGHT)).statusCode).toBe(200);
    vi.setSystemTime(new Date('2026-06-01T09:20:01Z'));
    const late = await answer(student, attempt, third.index, RIGHT);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(/time for this exam is over/);
    const done = (await student.get(`/api/exam-attempts/${attempt.id}`)).json<{ attempt: Attempt }>().attempt;
    expect(done.submitted_at).toBe('2026-06-01T09:20:00.000Z');
    expect(done.result).toMatchObject({ score: 2, total: 4, percent: 50, passed: true });
  });

  it('closes an attempt left past its deadline when the student comes back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-02T09:00:00Z'));
    const { student, course } = await ready({ questions: 2, duration: 10 });
    const attempt = await start(student, course);
    await answer(student, attempt, 0, RIGHT);
    vi.setSystemTime(new Date('2026-06-02T10:30:00Z'));
    const later = await state(student, course);
    expect(later.open).toBeNull();
    expect(later.best).toMatchObject({ score: 1, total: 2, percent: 50, passed: false });
    expect(later.can_start).toBe(true);
  });

  it('allows only as many attempts as the exam does', async () => {
    const { student, course } = await ready({ questions: 2, maxAttempts: 2 });
    await submit(student, await start(student, course));
    const second = await start(student, course);
    expect(second.id).not.toBeUndefined();
    await submit(student, second);
    const after = await state(student, course);
    expect(after).toMatchObject({ attempts_left: 0, can_start: false });
    const refused = await student.post(`/api/learn/${course.slug}/exam/attempts`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe('You have used all 2 attempts at this exam.');
  });

  it('keeps another student’s attempt out of reach (404)', async () => {
    const { student, course } = await ready();
    const attempt = await start(student, course);
    const other = await server.signInAsStudent();
    expect((await other.get(`/api/exam-attempts/${attempt.id}`)).statusCode).toBe(404);
    expect((await answer(other, attempt, 0, 1)).statusCode).toBe(404);
    expect((await other.post(`/api/exam-attempts/${attempt.id}/submit`, {})).statusCode).toBe(404);
  });

  it('completes the course on a pass and issues its certificate once', async () => {
    const { student, course } = await ready({ questions: 2, passMark: 50 });
    const attempt = await start(student, course);
    for (const q of attempt.questions) await answer(student, attempt, q.index, RIGHT);
    await Promise.all([submit(student, attempt), submit(student, attempt)]);
    const certificates = await server.db
      .selectFrom('certificates')
      .selectAll()
      .where('user_id', '=', student.userId)
      .where('course_id', '=', course.courseId)
      .execute();
    expect(certificates).toHaveLength(1);
    expect((await state(student, course)).certificate).toEqual({
      code: certificates[0]?.code,
      status: 'valid',
    });
  });

  it('lists attempts read-only in the console: student, exam, course, attempt, times, score and pass', async () => {
    const { student, course } = await ready({ questions: 2, passMark: 50 });
    const attempt = await start(student, course);
    await answer(student, attempt, 0, RIGHT);
    await submit(student, attempt);
    const admin = await server.signInAsAdmin();
    const list = await admin.admin('POST', 'exam/attempts', { page: 1, filter: { user_id: student.userId } });
    expect(list.statusCode, list.body).toBe(200);
    const [row] = list.json<{ data: Record<string, unknown>[] }>().data;
    expect(row).toMatchObject({
      user_id: student.userId,
      exam_id: course.examId,
      course_id: course.courseId,
      attempt_no: 1,
      score: 1,
      total: 2,
      percent: 50,
      passed: 1,
    });
    expect(row).not.toHaveProperty('questions');
    expect(row).not.toHaveProperty('answers');
  });
});
