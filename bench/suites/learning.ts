/**
 * Exams and certificates (docs/API.md "Exams, certificates and reviews"), on SQLite and
 * PostgreSQL, against our server in its own process over real HTTP:
 *
 * - 200 students submitting exams at once: every student has started an attempt and saved an
 *   answer to each of ten questions; then all 200 submit together (scoring, closing the
 *   attempt, issuing the certificate and writing its mail). Baseline, same run: 20 other
 *   students submitting one at a time.
 * - certificate PDFs per second: the student's download call (pdf-lib, an embedded subset font)
 *   one at a time and from 8 clients at once; baseline, same run: the public check of the same
 *   codes (a JSON answer from the same rows).
 *
 * Students, sessions, enrolments and lesson completions are written straight into the database
 * before the server starts: signing 220 students in would measure argon2, not exams.
 */
import { randomBytes } from 'node:crypto';
import { getResource } from '../../src/resources';
import { sha256 } from '../../server/auth/sessions';
import type { DatabaseHandle } from '../../server/db/connect';
import { loose } from '../../server/db/schema';
import { createRecord } from '../../server/records/store';
import { type SuiteOptions, median, percentile } from '../lib/context';
import type { Kind } from '../lib/datasets';
import { startOurServer } from '../lib/ourServer';
import { type Section, type Table, int, ms, ratio } from '../lib/report';
import { freshTarget } from '../lib/freshTarget';
import { dropTarget, prepareTarget } from '../lib/seed';

const QUESTIONS = 10;
const AT_ONCE = 200;
const ALONE = 20;
const PDF_CLIENTS = 8;

interface Student {
  id: number;
  cookie: string;
}

/** A published course with one lesson and a ten-question exam, and `count` students ready to sit it. */
async function prepare(
  handle: DatabaseHandle,
  count: number,
): Promise<{ slug: string; students: Student[] }> {
  const db = handle.db;
  const category = await loose(db)
    .selectFrom('course_categories')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const slug = `bench-exam-${randomBytes(3).toString('hex')}`;
  const course = await createRecord(
    db,
    getResource('courses'),
    { title: 'Bench exam course', slug, course_category_id: category.id, price: 10, status: 'published' },
    { trusted: true },
  );
  const courseId = Number(course.id);
  const lesson = await createRecord(
    db,
    getResource('lessons'),
    { title: 'The one lesson', course_id: courseId },
    { trusted: true },
  );
  await createRecord(
    db,
    getResource('exams'),
    {
      title: 'Bench exam',
      course_id: courseId,
      duration_minutes: 60,
      pass_mark: 50,
      status: 'published',
      questions: Array.from({ length: QUESTIONS }, (_, i) => ({
        question: `Question ${i + 1}`,
        options: [1, 2, 3, 4].map((id) => ({ id, text: `Option ${id} of question ${i + 1}` })),
        right_answer: 2,
        level: 'beginner',
      })),
    },
    { trusted: true },
  );
  const at = new Date().toISOString();
  const students: Student[] = [];
  for (let n = 0; n < count; n += 1) {
    const user = await db
      .insertInto('users')
      .values({
        name: `Bench Student ${n}`,
        email: `bench-student-${n}-${slug}@example.com`,
        password_hash: 'not-a-hash: these students never sign in with a password',
        role_id: 1,
        created_at: at,
        updated_at: at,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(user.id);
    const token = randomBytes(32).toString('base64url');
    await db
      .insertInto('sessions')
      .values({ id: sha256(token), user_id: id, admin_token: null, created_at: at, last_seen_at: at })
      .execute();
    await db
      .insertInto('enrolments')
      .values({ user_id: id, course_id: courseId, progress: 100, enrolled_at: at })
      .execute();
    await db
      .insertInto('lesson_progress')
      .values({
        user_id: id,
        lesson_id: Number(lesson.id),
        course_id: courseId,
        completed_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute();
    students.push({ id, cookie: `mw_session=${token}` });
  }
  return { slug, students };
}

async function call(base: string, student: Student, method: 'GET' | 'POST', url: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      cookie: student.cookie,
      origin: base,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** Starts the student's attempt and saves an answer to every question (the right one, mostly). */
async function sit(base: string, slug: string, student: Student): Promise<number> {
  const started = (await (
    await call(base, student, 'POST', `/api/learn/${slug}/exam/attempts`, {})
  ).json()) as {
    attempt: { id: number; questions: { index: number }[] };
  };
  const { id, questions } = started.attempt;
  for (const q of questions)
    await call(base, student, 'POST', `/api/exam-attempts/${id}/answer`, {
      question: q.index,
      option: q.index < 7 ? 2 : 1,
    });
  return id;
}

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/** `clients` loops calling `one` for `seconds`; answers calls per second and each call's time. */
async function throughput(clients: number, seconds: number, one: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  let n = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) times.push(await timed(() => one((n += 1))));
    }),
  );
  return { perSecond: (times.length * 1000) / (performance.now() - started), times };
}

async function runOn(kind: Kind, options: SuiteOptions): Promise<Table[]> {
  const target = await freshTarget(kind, 'learning');
  const handle = await prepareTarget(target);
  let server: Awaited<ReturnType<typeof startOurServer>> | undefined;
  try {
    options.log(`  ${kind}: ${AT_ONCE + ALONE} students`);
    const { slug, students } = await prepare(handle, AT_ONCE + ALONE);
    server = await startOurServer(target);
    const base = server.base;

    const attempts = new Map<number, number>();
    for (let i = 0; i < students.length; i += 20)
      await Promise.all(
        students.slice(i, i + 20).map(async (s) => attempts.set(s.id, await sit(base, slug, s))),
      );

    const submit = (s: Student) =>
      call(base, s, 'POST', `/api/exam-attempts/${attempts.get(s.id)}/submit`, {});
    const alone: number[] = [];
    for (const s of students.slice(0, ALONE)) alone.push(await timed(() => submit(s)));
    const together: number[] = [];
    const wall = await timed(() =>
      Promise.all(students.slice(ALONE).map(async (s) => together.push(await timed(() => submit(s))))),
    );
    const certificates = await handle.db.selectFrom('certificates').select('code').execute();
    const passed = await handle.db.selectFrom('exam_attempts').select('id').where('passed', '=', 1).execute();
    const submitTable: Table = {
      title: `${kind}: ${AT_ONCE} students submitting an exam at once`,
      head: [
        '',
        'submissions',
        'median ms',
        'p95 ms',
        'p99 ms',
        'all done in ms',
        'ratio (p99 / alone median)',
      ],
      rows: [
        [
          'one at a time (baseline)',
          ALONE,
          ms(median(alone)),
          ms(percentile(alone, 95)),
          ms(percentile(alone, 99)),
          ms(alone.reduce((a, b) => a + b, 0)),
          '1.0×',
        ],
        [
          `${AT_ONCE} at once`,
          AT_ONCE,
          ms(median(together)),
          ms(percentile(together, 95)),
          ms(percentile(together, 99)),
          ms(wall),
          ratio(percentile(together, 99), median(alone)),
        ],
      ],
      notes: [
        `Each submission scores ${QUESTIONS} saved answers, closes the attempt, issues the certificate in a transaction and writes its mail (to DATA_DIR/outbox).`,
        `Afterwards: ${passed.length} attempts passed, ${certificates.length} certificates issued (one per student).`,
      ],
    };

    const student = new Map(students.map((s) => [s.id, s]));
    // The bench's own students' certificates: the demo students (seeded with the server) have some too.
    const owned = await handle.db
      .selectFrom('certificates')
      .select(['code', 'user_id'])
      .where('user_id', 'in', [...student.keys()])
      .execute();
    const pdf = (i: number) => {
      const c = owned[i % owned.length];
      return call(base, student.get(c.user_id) as Student, 'GET', `/api/my/certificates/${c.code}/pdf`).then(
        (r) => r.arrayBuffer(),
      );
    };
    const check = (i: number) => {
      const c = owned[i % owned.length];
      return call(base, students[0], 'GET', `/api/certificates/${c.code}`).then((r) => r.text());
    };
    const seconds = options.quick ? 3 : 8;
    const size = (await pdf(0)).byteLength;
    const checkOne = await throughput(1, seconds, check);
    const pdfOne = await throughput(1, seconds, pdf);
    const checkMany = await throughput(PDF_CLIENTS, seconds, check);
    const pdfMany = await throughput(PDF_CLIENTS, seconds, pdf);
    const pdfTable: Table = {
      title: `${kind}: certificate PDFs per second`,
      head: ['', 'clients', 'per second', 'median ms', 'p99 ms', 'ratio to the check'],
      rows: [
        [
          'public check (baseline)',
          1,
          int(checkOne.perSecond),
          ms(median(checkOne.times)),
          ms(percentile(checkOne.times, 99)),
          '1.0×',
        ],
        [
          'certificate PDF',
          1,
          int(pdfOne.perSecond),
          ms(median(pdfOne.times)),
          ms(percentile(pdfOne.times, 99)),
          ratio(pdfOne.perSecond, checkOne.perSecond),
        ],
        [
          'public check (baseline)',
          PDF_CLIENTS,
          int(checkMany.perSecond),
          ms(median(checkMany.times)),
          ms(percentile(checkMany.times, 99)),
          '1.0×',
        ],
        [
          'certificate PDF',
          PDF_CLIENTS,
          int(pdfMany.perSecond),
          ms(median(pdfMany.times)),
          ms(percentile(pdfMany.times, 99)),
          ratio(pdfMany.perSecond, checkMany.perSecond),
        ],
      ],
      notes: [
        `${seconds} s per row; each PDF is ${(size / 1024).toFixed(1)} KB (A4, DejaVu Sans subset embedded with its Unicode map).`,
      ],
    };
    return [submitTable, pdfTable];
  } finally {
    await server?.stop();
    await handle.close();
    await dropTarget(target);
  }
}

export async function learningSuite(options: SuiteOptions): Promise<Section> {
  const tables: Table[] = [];
  for (const kind of ['sqlite', ...(options.postgres ? ['postgres'] : [])] as Kind[])
    tables.push(...(await runOn(kind, options)));
  return { title: 'Exams and certificates', tables };
}
