import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCertificateIfComplete } from '../../../server/learning/certificates';
import { isCourseComplete } from '../../../server/learning/completion';
import { courseProgress } from '../../../server/learning/progress';
import { isEnrolled } from '../../../server/learning/enrolment';
import { type Ids, makeRecord } from '../helpers/records';
import { type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A course with `lessons` lessons, and its ids. */
async function courseWith(lessons: number): Promise<{ courseId: number; lessonIds: number[]; ids: Ids }> {
  const ids: Ids = {};
  const courseId = await makeRecord(server.db, 'courses', ids);
  const lessonIds: number[] = [];
  for (let i = 0; i < lessons; i += 1)
    lessonIds.push(await makeRecord(server.db, 'lessons', ids, { course_id: courseId }));
  return { courseId, lessonIds, ids };
}

async function complete(userId: number, courseId: number, lessonId: number): Promise<void> {
  const at = new Date().toISOString();
  await server.db
    .insertInto('lesson_progress')
    .values({
      user_id: userId,
      lesson_id: lessonId,
      course_id: courseId,
      completed_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

async function certificatesOf(userId: number, courseId: number) {
  return server.db
    .selectFrom('certificates')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();
}

describe('course completion and its certificate', () => {
  it('counts progress as the share of the course’s lessons the student has completed', async () => {
    const student = await server.createStudent();
    const { courseId, lessonIds } = await courseWith(3);
    expect(await courseProgress(server.db, student.id, courseId)).toEqual({
      lessons: 3,
      completed: 0,
      percent: 0,
    });
    await complete(student.id, courseId, lessonIds[0]!);
    expect(await courseProgress(server.db, student.id, courseId)).toEqual({
      lessons: 3,
      completed: 1,
      percent: 33,
    });
  });

  it('issues no certificate while a lesson is left, and one once every lesson is complete', async () => {
    const student = await server.createStudent('Amira Test');
    const { courseId, lessonIds } = await courseWith(2);
    await complete(student.id, courseId, lessonIds[0]!);
    expect(await issueCertificateIfComplete(server.app.ctx, student.id, courseId)).toBeUndefined();
    expect(await certificatesOf(student.id, courseId)).toHaveLength(0);

    await complete(student.id, courseId, lessonIds[1]!);
    const outcome = await issueCertificateIfComplete(server.app.ctx, student.id, courseId);
    expect(outcome?.issued).toBe(true);
    expect(outcome?.certificate.code).toMatch(
      /^MW-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/,
    );
    expect(outcome?.certificate.status).toBe('valid');

    const again = await issueCertificateIfComplete(server.app.ctx, student.id, courseId);
    expect(again).toMatchObject({ issued: false, certificate: { code: outcome?.certificate.code } });
    expect(await certificatesOf(student.id, courseId)).toHaveLength(1);

    const mails = await readdir(path.join(server.dataDir, 'outbox'));
    expect(mails).toHaveLength(1);
  });

  it('issues exactly one certificate when many completions race', async () => {
    const student = await server.createStudent();
    const { courseId, lessonIds } = await courseWith(1);
    await complete(student.id, courseId, lessonIds[0]!);
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => issueCertificateIfComplete(server.app.ctx, student.id, courseId)),
    );
    expect(outcomes.filter((o) => o?.issued)).toHaveLength(1);
    expect(new Set(outcomes.map((o) => o?.certificate.code)).size).toBe(1);
    expect(await certificatesOf(student.id, courseId)).toHaveLength(1);
  });

  it('asks for the course’s published exam to be passed as well', async () => {
    const student = await server.createStudent();
    const { courseId, lessonIds, ids } = await courseWith(1);
    const examId = await makeRecord(server.db, 'exams', ids, { course_id: courseId, status: 'published' });
    await complete(student.id, courseId, lessonIds[0]!);
    expect(await isCourseComplete(server.db, student.id, courseId)).toBe(false);

    const at = new Date().toISOString();
    await server.db
      .insertInto('exam_attempts')
      .values({
        exam_id: examId,
        user_id: student.id,
        course_id: courseId,
        attempt_no: 1,
        started_at: at,
        deadline_at: at,
        submitted_at: at,
        questions: '[]',
        answers: '{}',
        score: 8,
        total: 10,
        percent: 80,
        passed: 1,
        created_at: at,
        updated_at: at,
      })
      .execute();
    expect(await isCourseComplete(server.db, student.id, courseId)).toBe(true);
  });

  it('never calls a course without lessons complete', async () => {
    const student = await server.createStudent();
    const { courseId } = await courseWith(0);
    expect(await isCourseComplete(server.db, student.id, courseId)).toBe(false);
  });
});

describe('enrolment', () => {
  it('is what a student has in a course once enrolled, and nothing before', async () => {
    const student = await server.createStudent();
    const { courseId } = await courseWith(1);
    expect(await isEnrolled(server.db, student.id, courseId)).toBe(false);
    await server.db
      .insertInto('enrolments')
      .values({
        user_id: student.id,
        course_id: courseId,
        progress: 0,
        enrolled_at: new Date().toISOString(),
      })
      .execute();
    expect(await isEnrolled(server.db, student.id, courseId)).toBe(true);
  });
});
