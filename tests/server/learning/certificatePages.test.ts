import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCertificateIfComplete } from '../../../server/learning/certificates';
import { loose } from '../../../server/db/schema';
import { makeRecord } from '../helpers/records';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';
import { pdfText as readPdfText } from '../../support/pdfText';
import { completeLessons, enrol, examCourse } from './support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A student (with an accented name) holding a certificate for a course without an exam. */
async function certified(name = 'Zoë Ångström') {
  const student = await server.createStudent(name);
  const tab = server.client();
  await tab.post('/api/login', { email: student.email, password: student.password });
  const course = await examCourse(server);
  await loose(server.db)
    .updateTable('exams')
    .set({ status: 'draft' })
    .where('id', '=', course.examId)
    .execute();
  await enrol(server, student.id, course.courseId);
  await completeLessons(server, student.id, course);
  const outcome = await issueCertificateIfComplete(server.app.ctx, student.id, course.courseId);
  if (!outcome) throw new Error('No certificate was issued');
  return { student, tab, course, code: outcome.certificate.code, id: outcome.certificate.id };
}

async function certificateText(tab: TestClient, code: string): Promise<string> {
  const response = await tab.get(`/api/my/certificates/${code}/pdf`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return readPdfText(response.rawPayload);
}

describe('certificates', () => {
  it('lists the student’s own certificates with their codes', async () => {
    const { tab, course, code } = await certified();
    const response = await tab.get('/api/my/certificates');
    expect(response.json()).toEqual({
      data: [
        expect.objectContaining({
          code,
          status: 'valid',
          course_title: course.title,
          course_slug: course.slug,
        }),
      ],
    });
  });

  it('gives a PDF whose text names the student, the course, the date, the instructor, the code and the check address', async () => {
    const { tab, course, code } = await certified();
    const instructor = await server.db
      .selectFrom('courses' as never)
      .select('instructor_id' as never)
      .where('id' as never, '=', course.courseId as never)
      .executeTakeFirst();
    const text = await certificateText(tab, code);
    expect(text).toContain('Zoë Ångström');
    expect(text).toContain(course.title);
    expect(text).toContain(code);
    expect(text).toContain(`${server.config.publicUrl}/certificates/${code}`);
    expect(text).toMatch(/Awarded on \d{1,2} [A-Z][a-z]+ \d{4}/);
    if (instructor) expect(text).toContain('Instructor:');
    expect(text).not.toContain('Awarding body');
  });

  it('names the awarding body and level when the student bought a certificate level for the course', async () => {
    const { student, tab, course, code } = await certified('Tom Level');
    const levelId = await makeRecord(server.db, 'certificate_levels', {}, { level: 'Level 3 Diploma' });
    const body = await loose(server.db)
      .selectFrom('certificate_levels')
      .innerJoin('awarding_bodies', 'awarding_bodies.id', 'certificate_levels.awarding_body_id')
      .select('awarding_bodies.title as title')
      .where('certificate_levels.id', '=', levelId)
      .executeTakeFirstOrThrow();
    // An order line naming the level and its course, as the checkout records it; written
    // directly, since the console's order form knows only course, bundle and product lines.
    const at = new Date().toISOString();
    await loose(server.db)
      .insertInto('orders')
      .values({
        user_id: student.id,
        items: JSON.stringify([
          { kind: 'course', item_id: course.courseId, title: course.title, unit_price: 4000 },
          {
            kind: 'certificate_level',
            item_id: levelId,
            course_id: course.courseId,
            title: 'Level 3 Diploma',
            unit_price: 2000,
          },
        ]),
        subtotal: 6000,
        discount: 0,
        total: 6000,
        currency: 'GBP',
        status: 'paid',
        created_at: at,
        updated_at: at,
      })
      .execute();
    const text = await certificateText(tab, code);
    expect(text).toContain(`Awarding body: ${String(body.title)}`);
    expect(text).toContain('Level: Level 3 Diploma');
  });

  it('gives no one else’s certificate (404)', async () => {
    const { code } = await certified();
    const other = await server.signInAsStudent();
    expect((await other.get(`/api/my/certificates/${code}/pdf`)).statusCode).toBe(404);
    expect((await server.client().get(`/api/my/certificates/${code}/pdf`)).statusCode).toBe(401);
  });

  it('tells anyone that a certificate is valid, with the name, course and date only', async () => {
    const { course, code } = await certified('Amira Valid');
    const response = await server.client().get(`/api/certificates/${code}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Record<string, unknown> }>();
    expect(data).toMatchObject({ code, status: 'valid', name: 'Amira Valid', course: course.title });
    expect(Object.keys(data).sort()).toEqual([
      'code',
      'course',
      'issued_at',
      'issued_on',
      'name',
      'revoked_at',
      'status',
    ]);
    expect(response.body).not.toMatch(/@example\.com|user_id|email/);
  });

  it('answers 404 for a code no certificate has, and for anything that is not a code', async () => {
    for (const code of ['MW-2222-3333-4444', 'nonsense', 'MW-%27%20or%201=1'])
      expect((await server.client().get(`/api/certificates/${code}`)).statusCode).toBe(404);
  });

  it('lets the console revoke a certificate with a reason, which the check then says', async () => {
    const { tab, code, id } = await certified();
    const admin = await server.signInAsAdmin();
    const noReason = await admin.admin('POST', 'certificates/revoke', {
      id,
      status: 'revoked',
      revoked_reason: ' ',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json<{ message: string }>().message).toMatch(/reason/i);

    const revoked = await admin.admin('POST', 'certificates/revoke', {
      id,
      status: 'revoked',
      revoked_reason: 'Issued in error',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      status: 'revoked',
      revoked_reason: 'Issued in error',
      revoked_at: expect.any(String),
    });
    const check = (await server.client().get(`/api/certificates/${code}`)).json<{
      data: Record<string, unknown>;
    }>();
    expect(check.data).toMatchObject({ status: 'revoked', revoked_at: expect.any(String) });
    expect(JSON.stringify(check)).not.toContain('Issued in error');
    expect((await tab.get(`/api/my/certificates/${code}/pdf`)).statusCode).toBe(410);
    const again = await admin.admin('POST', 'certificates/revoke', {
      id,
      status: 'revoked',
      revoked_reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
  });

  it('lists certificates in the console, found by code, student or course', async () => {
    const { student, course, code } = await certified();
    const admin = await server.signInAsAdmin();
    const byCode = await admin.admin('POST', 'certificates/list', { page: 1, q: code });
    const listed = (q: Record<string, unknown>) =>
      admin
        .admin('POST', 'certificates/list', { page: 1, ...q })
        .then((r) => r.json<{ data: { code: string }[] }>().data);
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(byCode.json<{ data: { code: string }[] }>().data.map((c) => c.code)).toEqual([code]);
    expect((await listed({ filter: { user_id: student.id } })).map((c) => c.code)).toEqual([code]);
    expect((await listed({ filter: { course_id: course.courseId } })).map((c) => c.code)).toEqual([code]);
  });
});
