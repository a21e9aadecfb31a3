import { loose } from '../../../server/db/schema';
import { issueCertificateIfComplete } from '../../../server/learning/certificates';
import type { TestServer } from '../helpers/testServer';
import { completeLessons, enrol, examCourse } from '../learning/support';

/** A student holding a certificate for a 3-hour course with learning outcomes. */
export async function certifiedStudent(server: TestServer, name = 'Zoë Ångström') {
  const student = await server.createStudent(name);
  const tab = server.client();
  await tab.post('/api/login', { email: student.email, password: student.password });
  const course = await examCourse(server, { passMark: 75 });
  await loose(server.db)
    .updateTable('courses')
    .set({ duration_hours: 3, learning_outcomes: 'Spot the signs of stress\nListen without judging' })
    .where('id', '=', course.courseId)
    .execute();
  await enrol(server, student.id, course.courseId);
  await completeLessons(server, student.id, course);
  const at = new Date().toISOString();
  await server.db
    .insertInto('exam_attempts')
    .values({
      exam_id: course.examId,
      user_id: student.id,
      course_id: course.courseId,
      attempt_no: 1,
      started_at: at,
      deadline_at: at,
      submitted_at: at,
      questions: '[]',
      answers: '{}',
      score: 4,
      total: 4,
      percent: 100,
      passed: 1,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const outcome = await issueCertificateIfComplete(server.app.ctx, student.id, course.courseId);
  if (!outcome) throw new Error('No certificate was issued');
  return { student, tab, course, code: outcome.certificate.code, id: outcome.certificate.id };
}

/** Another completed course for the same student: its hours, title and the date it was completed. */
export async function certifyAgain(
  server: TestServer,
  userId: number,
  options: { hours: number; issuedAt: string; title?: string },
) {
  const course = await examCourse(server);
  const title = options.title ?? course.title;
  await loose(server.db)
    .updateTable('courses')
    .set({ duration_hours: options.hours, title })
    .where('id', '=', course.courseId)
    .execute();
  await enrol(server, userId, course.courseId);
  await loose(server.db)
    .updateTable('exams')
    .set({ status: 'draft' })
    .where('id', '=', course.examId)
    .execute();
  await completeLessons(server, userId, course);
  const outcome = await issueCertificateIfComplete(
    server.app.ctx,
    userId,
    course.courseId,
    new Date(options.issuedAt),
  );
  if (!outcome) throw new Error('No certificate was issued');
  return { ...course, title, code: outcome.certificate.code };
}
