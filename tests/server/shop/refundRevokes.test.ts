import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loose } from '../../../server/db/schema';
import type { TestClient, TestServer } from '../helpers/testServer';
import { startTestServer } from '../helpers/testServer';
import { type Attempt, answer, start } from '../learning/examCalls';
import { type ExamCourse, RIGHT, completeLessons, examCourse } from '../learning/support';
import { add, checkoutAndPay } from './shopFixtures';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
});

afterAll(() => server.close());

/** A student who bought an exam course (£50) with the test card and did its lessons. */
async function boughtCourse(): Promise<{
  student: TestClient & { userId: number };
  course: ExamCourse;
  orderId: number;
}> {
  const course = await examCourse(server, { questions: 2, passMark: 50 });
  await loose(server.db)
    .updateTable('courses')
    .set({ price: 5000 })
    .where('id', '=', course.courseId)
    .execute();
  const student = await server.signInAsStudent();
  await add(student, 'course', course.courseId);
  const { orderId, pay } = await checkoutAndPay(student);
  expect(pay.statusCode, pay.body).toBe(200);
  await completeLessons(server, student.userId, course);
  return { student, course, orderId };
}

const refund = (orderId: number, body: Record<string, unknown>) =>
  admin.post(`/api/admin/orders/${orderId}/refund`, body);

describe('a refund takes back what the order gave', () => {
  it('revokes the certificate earned in the course, and its public page says so and when', async () => {
    const { student, course, orderId } = await boughtCourse();
    const attempt = await start(student, course);
    for (const q of attempt.questions) await answer(student, attempt, q.index, RIGHT);
    const submitted = await student.post(`/api/exam-attempts/${attempt.id}/submit`, {});
    expect(submitted.json<{ attempt: Attempt }>().attempt.result?.passed).toBe(true);
    const { code } = await server.db
      .selectFrom('certificates')
      .select('code')
      .where('user_id', '=', student.userId)
      .executeTakeFirstOrThrow();
    expect((await server.client().get(`/api/certificates/${code}`)).json().data.status).toBe('valid');

    expect((await refund(orderId, { reason: 'Asked within 14 days' })).statusCode).toBe(200);
    const page = (await server.client().get(`/api/certificates/${code}`)).json().data;
    expect(page).toMatchObject({ status: 'revoked', revoked_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect((await student.get(`/api/certificates/${code}/pdf`)).statusCode).not.toBe(200);
  });

  it('closes an exam attempt left open: no answer or submission after the refund counts', async () => {
    const { student, course, orderId } = await boughtCourse();
    const attempt = await start(student, course);
    await answer(student, attempt, attempt.questions[0].index, RIGHT);
    await refund(orderId, { reason: 'Changed their mind' });

    const late = await answer(student, attempt, attempt.questions[1].index, RIGHT);
    expect([late.statusCode, late.json().message]).toEqual([
      403,
      'You are no longer enrolled in this course.',
    ]);
    expect((await student.post(`/api/exam-attempts/${attempt.id}/submit`, {})).statusCode).toBe(403);
    expect((await student.post(`/api/learn/${course.slug}/exam/attempts`, {})).statusCode).toBe(403);
    const closed = await server.db
      .selectFrom('exam_attempts')
      .select(['submitted_at', 'passed'])
      .where('id', '=', attempt.id)
      .executeTakeFirstOrThrow();
    expect(closed.submitted_at).not.toBeNull();
    expect(closed.passed).toBe(0);
    const certificates = await server.db
      .selectFrom('certificates')
      .select('id')
      .where('user_id', '=', student.userId)
      .execute();
    expect(certificates).toEqual([]);
    const lesson = await student.post(
      `/api/learn/${course.slug}/lessons/${course.lessonIds[0]}/complete`,
      {},
    );
    expect(lesson.statusCode).toBe(403);
  });

  it('keeps the course and its open attempt after a partial refund', async () => {
    const { student, course, orderId } = await boughtCourse();
    const attempt = await start(student, course);
    const part = await refund(orderId, { amount: 10, reason: 'Late access to the videos' });
    expect(part.json().data).toMatchObject({ status: 'partially_refunded', refunded: 10 });
    expect((await answer(student, attempt, attempt.questions[0].index, RIGHT)).statusCode).toBe(200);
    const receipt = (await student.get(`/api/my/orders/${orderId}`)).json().data;
    expect(receipt.refunds).toEqual([{ id: expect.any(Number), amount_pence: 1000, at: expect.any(String) }]);
  });

  it('closes the open exam attempt of an enrolment an admin revokes by hand', async () => {
    const { student, course } = await boughtCourse();
    const attempt = await start(student, course);
    const enrolment = await server.db
      .selectFrom('enrolments')
      .select('id')
      .where('user_id', '=', student.userId)
      .executeTakeFirstOrThrow();
    expect((await admin.admin('POST', 'enrolments/revoke', { id: enrolment.id })).statusCode).toBe(200);
    expect((await answer(student, attempt, attempt.questions[0].index, RIGHT)).statusCode).toBe(403);
    const closed = await server.db
      .selectFrom('exam_attempts')
      .select('submitted_at')
      .where('id', '=', attempt.id)
      .executeTakeFirstOrThrow();
    expect(closed.submitted_at).not.toBeNull();
  });

  it('never gives back more than was paid, however many refunds are asked at once', async () => {
    const { orderId } = await boughtCourse();
    const total = (await admin.get(`/api/admin/orders/${orderId}`)).json().data.total as number;
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => refund(orderId, { amount: 15, reason: `Goodwill ${i}` })),
    );
    // Two of £15 fit in the order's total; the others are refused, as too much or as too late.
    expect(total).toBeGreaterThanOrEqual(30);
    expect(total).toBeLessThan(45);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(2);
    expect(codes.filter((code) => code !== 200).every((code) => code === 409 || code === 422)).toBe(true);
    const order = (await admin.get(`/api/admin/orders/${orderId}`)).json().data;
    expect(order).toMatchObject({ status: 'partially_refunded', refunded: 30 });
    expect(order.refunds).toHaveLength(2);
  });
});
