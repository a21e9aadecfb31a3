import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';
import { type Attempt, answer, expectNoRightAnswer, ready as readyFor, start, state } from './examCalls';
import { RIGHT, type ExamCourse, examQuestions } from './support';

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

/** Answers the first `right` questions of the attempt rightly and the rest wrongly, then submits. */
async function take(student: TestClient, attempt: Attempt, right: number) {
  for (const [n, q] of attempt.questions.entries())
    expect((await answer(student, attempt, q.index, n < right ? RIGHT : 1)).statusCode).toBe(200);
  return student.post(`/api/exam-attempts/${attempt.id}/submit`, {});
}

/** Every body the student can fetch about the exam and the attempt. */
async function everythingFetched(student: TestClient, course: ExamCourse, attempt: Attempt) {
  return [
    (await student.get(`/api/learn/${course.slug}/exam`)).body,
    (await student.get(`/api/exam-attempts/${attempt.id}`)).body,
    (await student.post(`/api/exam-attempts/${attempt.id}/submit`, {})).body,
    (await student.get('/api/account/export')).body,
    (await student.get('/api/my/courses')).body,
    (await student.get('/api/my/certificates')).body,
  ];
}

describe('what an attempt shows afterwards', () => {
  it('shows the score and which questions were wrong by default, and no right answer anywhere', async () => {
    const { student, course } = await ready({ questions: 4, passMark: 75 });
    expect((await state(student, course)).exam).toMatchObject({ show_after_attempt: 'wrong' });
    const attempt = await start(student, course);
    const submitted = await take(student, attempt, 2);
    expectNoRightAnswer(submitted.body);
    const { result } = submitted.json<{ attempt: Attempt }>().attempt;
    expect(result).toMatchObject({ score: 2, total: 4, percent: 50, passed: false, shows: 'wrong' });
    expect(result?.review.map((q) => q.correct)).toEqual([true, true, false, false]);
    expect(result?.review[2]).toMatchObject({ question: attempt.questions[2]?.question, chosen: 1 });
    for (const body of await everythingFetched(student, course, attempt)) expectNoRightAnswer(body);
  });

  it('shows the score alone when the exam says so: not which questions were wrong', async () => {
    const { student, course } = await ready({ questions: 3, showAfterAttempt: 'score', maxAttempts: 1 });
    const attempt = await start(student, course);
    const { result } = (await take(student, attempt, 1)).json<{ attempt: Attempt }>().attempt;
    expect(result).toMatchObject({ score: 1, total: 3, passed: false, shows: 'score', review: [] });
    // Even with no attempt left, the score is all there is.
    const reread = (await student.get(`/api/exam-attempts/${attempt.id}`)).json<{ attempt: Attempt }>();
    expect(reread.attempt.result).toMatchObject({ shows: 'score', review: [] });
    for (const body of await everythingFetched(student, course, attempt)) {
      expectNoRightAnswer(body);
      expect(body).not.toContain('"correct"');
    }
  });

  it('keeps the full review back while attempts are left, and shows it once none is', async () => {
    const { student, course } = await ready({ questions: 3, showAfterAttempt: 'review', maxAttempts: 2 });
    const first = await start(student, course);
    const failed = await take(student, first, 0);
    expectNoRightAnswer(failed.body);
    expect(failed.json<{ attempt: Attempt }>().attempt.result?.shows).toBe('wrong');

    // While the last attempt is under way, the first one's review must not answer it.
    const last = await start(student, course);
    for (const body of await everythingFetched(student, course, first)) expectNoRightAnswer(body);
    expectNoRightAnswer((await student.get(`/api/exam-attempts/${last.id}`)).body);

    const lastResult = (await take(student, last, 1)).json<{ attempt: Attempt }>().attempt.result;
    expect(lastResult?.shows).toBe('review');
    expect(lastResult?.review.every((q) => q.right_answer === RIGHT)).toBe(true);
    const reread = (await student.get(`/api/exam-attempts/${first.id}`)).json<{ attempt: Attempt }>();
    expect(reread.attempt.result?.shows).toBe('review');
    expect(reread.attempt.result?.review.map((q) => q.right_answer)).toEqual([RIGHT, RIGHT, RIGHT]);
  });

  it('shows the full review once the student passes, with attempts still left', async () => {
    const { student, course } = await ready({ questions: 2, passMark: 50, showAfterAttempt: 'review' });
    const attempt = await start(student, course);
    const { result } = (await take(student, attempt, 2)).json<{ attempt: Attempt }>().attempt;
    expect(result).toMatchObject({ passed: true, shows: 'review' });
    expect(result?.review.map((q) => q.right_answer)).toEqual([RIGHT, RIGHT]);
  });

  it('lists each attempt with its score on the exam page, and nothing of its questions', async () => {
    const { student, course } = await ready({ questions: 2, passMark: 100 });
    const attempt = await start(student, course);
    await take(student, attempt, 1);
    const page = await state(student, course);
    expect(page.attempts).toEqual([
      expect.objectContaining({
        id: attempt.id,
        attempt_no: 1,
        score: 1,
        total: 2,
        percent: 50,
        passed: false,
      }),
    ]);
    expect(JSON.stringify(page.attempts)).not.toContain('question');
  });
});

describe('attempts allowed', () => {
  const examData = (courseId: number, extra: Record<string, unknown> = {}) => ({
    exam_data: {
      title: 'Settings check',
      course_id: courseId,
      pass_mark: 70,
      status: 'draft',
      questions: examQuestions(2),
      ...extra,
    },
  });

  it('starts a new exam at three attempts, which the author may clear for unlimited', async () => {
    const { course } = await ready();
    const admin = await server.signInAsAdmin();
    const made = await admin.admin('POST', 'exam/create', examData(course.courseId));
    expect(made.statusCode, made.body).toBe(201);
    const exam = made.json<{ data: Record<string, unknown> }>().data;
    expect(exam).toMatchObject({
      max_attempts: 3,
      wait_hours: null,
      questions_per_attempt: null,
      show_after_attempt: 'wrong',
    });
    const cleared = await admin.admin('POST', 'exam/edit', {
      exam_data: { id: exam.id, max_attempts: null },
    });
    expect(cleared.json<{ data: Record<string, unknown> }>().data.max_attempts).toBeNull();
    const unlimited = await admin.admin(
      'POST',
      'exam/create',
      examData(course.courseId, { max_attempts: '' }),
    );
    expect(unlimited.json<{ data: Record<string, unknown> }>().data.max_attempts).toBeNull();
  });

  it('refuses a published exam that draws more questions than it has, naming the field', async () => {
    const { course } = await ready();
    const admin = await server.signInAsAdmin();
    const refused = await admin.admin(
      'POST',
      'exam/create',
      examData(course.courseId, { status: 'published', questions_per_attempt: 3 }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors.questions_per_attempt).toEqual([
      'A published exam cannot draw more questions than it has.',
    ]);
    const draft = await admin.admin(
      'POST',
      'exam/create',
      examData(course.courseId, { questions_per_attempt: 3 }),
    );
    expect(draft.statusCode, draft.body).toBe(201);
  });

  it('says how many attempts are left and refuses one more once they are used', async () => {
    const { student, course } = await ready({ questions: 2, maxAttempts: 2, passMark: 100 });
    expect(await state(student, course)).toMatchObject({ attempts_left: 2, can_start: true });
    await take(student, await start(student, course), 0);
    expect(await state(student, course)).toMatchObject({ attempts_left: 1, can_start: true });
    await take(student, await start(student, course), 0);
    expect(await state(student, course)).toMatchObject({ attempts_left: 0, can_start: false });
    const refused = await student.post(`/api/learn/${course.slug}/exam/attempts`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe('You have used all 2 attempts at this exam.');
  });

  it('takes no attempt after a pass', async () => {
    const { student, course } = await ready({ questions: 2, passMark: 50 });
    await take(student, await start(student, course), 2);
    expect(await state(student, course)).toMatchObject({ passed: true, can_start: false });
    const refused = await student.post(`/api/learn/${course.slug}/exam/attempts`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe('You have passed this exam.');
  });

  it('makes one attempt of starts sent at the same moment, and none past the limit', async () => {
    const { student, course } = await ready({ questions: 2, maxAttempts: 2, passMark: 100 });
    const firsts = await Promise.all(
      Array.from({ length: 6 }, () => student.post(`/api/learn/${course.slug}/exam/attempts`, {})),
    );
    expect(firsts.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(firsts.map((r) => r.json<{ attempt: Attempt }>().attempt.id)).size).toBe(1);
    await take(student, firsts[0]?.json<{ attempt: Attempt }>().attempt as Attempt, 0);

    const seconds = await Promise.all(
      Array.from({ length: 6 }, () => student.post(`/api/learn/${course.slug}/exam/attempts`, {})),
    );
    expect(new Set(seconds.map((r) => r.json<{ attempt: Attempt }>().attempt.attempt_no))).toEqual(
      new Set([2]),
    );
    await take(student, seconds[0]?.json<{ attempt: Attempt }>().attempt as Attempt, 0);

    const thirds = await Promise.all(
      Array.from({ length: 6 }, () => student.post(`/api/learn/${course.slug}/exam/attempts`, {})),
    );
    expect(thirds.map((r) => r.statusCode)).toEqual(Array(6).fill(409));
    const rows = await server.db
      .selectFrom('exam_attempts')
      .select('attempt_no')
      .where('user_id', '=', student.userId)
      .where('exam_id', '=', course.examId)
      .execute();
    expect(rows.map((row) => Number(row.attempt_no)).sort()).toEqual([1, 2]);
  });
});

describe('the wait between attempts', () => {
  it('says when the next attempt may start, refuses one before then and takes one after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T09:00:00Z'));
    const { student, course } = await ready({ questions: 2, waitHours: 1, passMark: 100 });
    const first = await start(student, course);
    vi.setSystemTime(new Date('2026-06-01T09:10:00Z'));
    await take(student, first, 1);
    expect(await state(student, course)).toMatchObject({
      next_start_at: '2026-06-01T10:10:00.000Z',
      can_start: false,
      attempts_left: null,
    });
    vi.setSystemTime(new Date('2026-06-01T10:09:00Z'));
    const early = await student.post(`/api/learn/${course.slug}/exam/attempts`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(
      'Your next attempt can start on 1 June 2026 at 11:10 (UK time).',
    );
    vi.setSystemTime(new Date('2026-06-01T10:10:01Z'));
    expect(await state(student, course)).toMatchObject({ next_start_at: null, can_start: true });
    expect((await start(student, course)).attempt_no).toBe(2);
  });

  it('counts from the deadline of an attempt left to run out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-03T09:00:00Z'));
    const { student, course } = await ready({ questions: 2, waitHours: 1, duration: 30 });
    await start(student, course);
    vi.setSystemTime(new Date('2026-06-03T10:00:00Z'));
    expect(await state(student, course)).toMatchObject({
      next_start_at: '2026-06-03T10:30:00.000Z',
      can_start: false,
    });
    vi.setSystemTime(new Date('2026-06-03T10:31:00Z'));
    expect(await state(student, course)).toMatchObject({ next_start_at: null, can_start: true });
  });
});

describe('questions per attempt', () => {
  it('draws the set number of the exam’s questions afresh for each attempt, and scores out of them', async () => {
    const draws = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const { student, course } = await ready({ questions: 10, questionsPerAttempt: 4, passMark: 50 });
      expect((await state(student, course)).exam).toMatchObject({ question_count: 4 });
      const attempt = await start(student, course);
      const indexes = attempt.questions.map((q) => q.index);
      expect(indexes).toHaveLength(4);
      expect(new Set(indexes).size).toBe(4);
      for (const index of indexes) expect(index).toBeLessThan(10);
      draws.add([...indexes].sort((a, b) => a - b).join(','));
      if (i === 0) {
        const { result } = (await take(student, attempt, 2)).json<{ attempt: Attempt }>().attempt;
        expect(result).toMatchObject({ score: 2, total: 4, percent: 50, passed: true });
      }
    }
    // 210 sets of four from ten: four draws alike would be a one-in-nine-million chance.
    expect(draws.size).toBeGreaterThan(1);
  });
});
