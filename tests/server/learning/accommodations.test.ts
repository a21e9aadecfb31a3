import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';
import { type Attempt, answer, ready, start, state, submit } from './examCalls';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const MINUTE = 60_000;
const lasts = (attempt: Attempt & { started_at?: string }) =>
  Date.parse(attempt.deadline_at) - Date.parse(attempt.started_at!);

const setOwn = (student: TestClient, body: Record<string, unknown>) =>
  student.post('/api/my/accommodations', body);

describe('extra time on timed exams', () => {
  it('gives a student with 50% extra time a deadline 50% later, and says so on the exam page', async () => {
    const { student, course } = await ready(server, { duration: 30 });
    expect((await setOwn(student, { extra_time: '50' })).statusCode).toBe(200);
    const page = (await state(student, course)) as { exam: Record<string, unknown> };
    expect(page.exam).toMatchObject({ duration_minutes: 30, allowed_minutes: 45, extra_time: '50%' });
    const attempt = await start(student, course);
    expect(lasts(attempt)).toBe(45 * MINUTE);
  });

  it('keeps the exam’s own time for a student with none, and lifts the limit for an untimed one', async () => {
    const plain = await ready(server, { duration: 20 });
    expect(lasts(await start(plain.student, plain.course))).toBe(20 * MINUTE);

    const untimed = await ready(server, { duration: 20 });
    await setOwn(untimed.student, { extra_time: 'untimed' });
    const page = (await state(untimed.student, untimed.course)) as { exam: Record<string, unknown> };
    expect(page.exam).toMatchObject({ allowed_minutes: null, extra_time: 'Untimed' });
    expect(lasts(await start(untimed.student, untimed.course))).toBeGreaterThanOrEqual(7 * 24 * 60 * MINUTE);
  });

  it('follows what an administrator sets on the user’s console form, and the console filters users by it', async () => {
    const { student, course } = await ready(server, { duration: 40 });
    const admin = await server.signInAsAdmin();
    const saved = await admin.admin('POST', 'user/update-user', {
      updateData: { id: student.userId, extra_time: '25', exam_pause: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(lasts(await start(student, course))).toBe(50 * MINUTE);

    const listed = await admin.admin('POST', 'user/get_users', { page: 1, filter: { extra_time: '25' } });
    expect(listed.statusCode, listed.body).toBe(200);
    const ids = listed.json<{ data: { id: number; extra_time: string }[] }>().data.map((user) => user.id);
    expect(ids).toContain(student.userId);
    const others = await admin.admin('POST', 'user/get_users', { page: 1, filter: { extra_time: '100' } });
    expect(others.json<{ data: { id: number }[] }>().data.map((user) => user.id)).not.toContain(
      student.userId,
    );
  });

  it('refuses a value that is not one of the choices, with the field’s message', async () => {
    const student = await server.signInAsStudent();
    const refused = await setOwn(student, { extra_time: '75' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors.extra_time).toBeDefined();
    const mine = await student.get('/api/my/accommodations');
    expect(mine.json()).toEqual({
      data: { extra_time: 'none', exam_pause: false, reduced_motion: false, captions_by_default: false },
    });
  });
});

describe('pausing a timed exam', () => {
  const pause = (student: TestClient, attempt: Attempt, what: 'pause' | 'resume') =>
    student.post(`/api/exam-attempts/${attempt.id}/${what}`, {});

  it('is refused to a student whose accommodations do not allow it', async () => {
    const { student, course } = await ready(server, { duration: 30 });
    const attempt = await start(student, course);
    expect((await pause(student, attempt, 'pause')).statusCode).toBe(403);
  });

  it('stops the clock: no answers while paused, and resuming moves the deadline on by the pause', async () => {
    const { student, course } = await ready(server, { duration: 30 });
    await setOwn(student, { exam_pause: true });
    const attempt = await start(student, course);
    const paused = await pause(student, attempt, 'pause');
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json<{ attempt: { paused_at: string | null } }>().attempt.paused_at).not.toBeNull();
    expect((await answer(student, attempt, 0, 1)).statusCode).toBe(409);

    // Paused ten minutes ago, and past the deadline it had then: the attempt is not closed.
    const tenMinutesAgo = new Date(Date.now() - 10 * MINUTE).toISOString();
    await server.db
      .updateTable('exam_attempts')
      .set({ paused_at: tenMinutesAgo })
      .where('id', '=', attempt.id)
      .execute();
    const resumed = await pause(student, attempt, 'resume');
    expect(resumed.statusCode, resumed.body).toBe(200);
    const after = resumed.json<{ attempt: Attempt & { paused_at: string | null } }>().attempt;
    expect(after.paused_at).toBeNull();
    const moved = Date.parse(after.deadline_at) - Date.parse(attempt.deadline_at);
    expect(moved).toBeGreaterThanOrEqual(10 * MINUTE - 1000);
    expect(moved).toBeLessThan(11 * MINUTE);
    expect((await answer(student, attempt, 0, 1)).statusCode).toBe(200);
    expect((await submit(student, attempt)).result).not.toBeNull();
  });

  it('comes with pausing the course, for a student who may pause exams', async () => {
    const { student, course } = await ready(server, { duration: 30 });
    await setOwn(student, { exam_pause: true });
    const attempt = await start(student, course);
    expect((await student.post(`/api/learn/${course.slug}/pause`, {})).statusCode).toBe(200);
    expect((await answer(student, attempt, 0, 1)).statusCode).toBe(409);
    expect((await student.post(`/api/learn/${course.slug}/resume`, {})).statusCode).toBe(200);
    expect((await answer(student, attempt, 0, 1)).statusCode).toBe(200);
  });
});
