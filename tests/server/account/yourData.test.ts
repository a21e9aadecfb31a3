import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getResource } from '../../../src/resources';
import { ROLE_ADMIN } from '../../../src/resources/fields';
import { EXPORTED_COLUMNS, exportKey } from '../../../server/routes/account/exportedColumns';
import { unclassifiedUserTables, userTables } from '../../../server/routes/account/userTables';
import { addOrderEvent } from '../../../server/shop/orders';
import { createRecord } from '../../../server/records/store';
import { makeRecord } from '../helpers/records';
import { completeLessons, enrol, examCourse, examQuestions } from '../learning/support';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  // Orders may carry a billing name and address; closing an account must blank whatever they are called.
  await sql`alter table orders add column billing_name text`.execute(server.db);
  await sql`alter table orders add column billing_address_line1 text`.execute(server.db);
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.db.deleteFrom('login_attempts').execute();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A student with something in every table that can hold their data. */
async function busyStudent() {
  const student = await server.createStudent('Priya Private');
  const tab = server.client();
  await tab.post('/api/login', { email: student.email, password: student.password });
  const course = await makeRecord(server.db, 'courses');
  await server.db
    .insertInto('enrolments')
    .values({ user_id: student.id, course_id: course, progress: 40, enrolled_at: '2024-01-01T00:00:00.000Z' })
    .execute();
  const order = await makeRecord(server.db, 'orders', { users: student.id }, { total: 49.99 });
  await sql`update orders set billing_name = 'Priya Private', billing_address_line1 = '1 Quiet Lane' where id = ${order}`.execute(
    server.db,
  );
  const note = await makeRecord(
    server.db,
    'notes',
    { users: student.id },
    { description: 'My private note' },
  );
  const comment = await makeRecord(
    server.db,
    'blog_comments',
    { users: student.id },
    { author: 'Priya Private', author_email: student.email, content: 'Lovely post.' },
  );
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'me.png');
  const upload = await tab.postForm('/api/profile/picture', form);
  const picture = upload.json().data.url as string;
  await tab.post('/api/profile', { name: 'Priya Private', profile_picture: picture });
  await server.client().post('/api/password/forgot', { email: student.email });
  return { ...student, tab, order, note, comment, picture };
}

describe('downloading your data', () => {
  it('holds the profile, orders, enrolments, notes, comments and audit entries, and no secret', async () => {
    const priya = await busyStudent();
    const answer = await priya.tab.get('/api/account/export');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="mindwell-data-${priya.id}.json"`,
    );
    const data = JSON.parse(answer.body);
    expect(data.account).toMatchObject({
      id: priya.id,
      name: 'Priya Private',
      email: priya.email,
      role: 'student',
      profile_picture: priya.picture,
      email_verified_at: null,
    });
    expect(data.records.orders).toEqual([expect.objectContaining({ id: priya.order, total: 49.99 })]);
    expect(data.records.notes).toEqual([expect.objectContaining({ description: 'My private note' })]);
    expect(data.records.blog_comments).toEqual([expect.objectContaining({ content: 'Lovely post.' })]);
    expect(data.records.enrolments).toEqual([expect.objectContaining({ progress: 40 })]);
    expect(data.records.uploads).toEqual([expect.objectContaining({ name: priya.picture.split('/').pop() })]);
    expect(data.records.sessions).toHaveLength(1);
    expect(data.records.sessions[0]).toEqual({
      created_at: expect.any(String),
      last_seen_at: expect.any(String),
    });
    expect(data.records.audit_log.map((entry: { action: string }) => entry.action)).toContain(
      'login.success',
    );
    expect(data.records).not.toHaveProperty('account_tokens');

    const hashes = await server.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', priya.id)
      .execute();
    const sessionIds = await server.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', priya.id)
      .execute();
    const tokens = await server.db
      .selectFrom('account_tokens')
      .select('id')
      .where('user_id', '=', priya.id)
      .execute();
    for (const secret of [
      ...hashes.map((r) => r.password_hash),
      ...sessionIds.map((r) => r.id),
      ...tokens.map((r) => r.id),
    ])
      expect(answer.body).not.toContain(secret);
    expect(answer.body).not.toMatch(/password_hash|admin_token|"token"/);
    for (const cookie of priya.tab.cookies.values()) expect(answer.body).not.toContain(cookie);
  });

  it('holds no question or right answer of an attempt under way, only what the student sees of it', async () => {
    const student = await server.signInAsStudent();
    const course = await examCourse(server, { questions: 3 });
    await enrol(server, student.userId, course.courseId);
    await completeLessons(server, student.userId, course);
    const started = await student.post(`/api/learn/${course.slug}/exam/attempts`, {});
    expect(started.statusCode, started.body).toBe(201);

    const answer = await student.get('/api/account/export');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain('right_answer');
    for (const question of examQuestions(3)) {
      expect(answer.body).not.toContain(question.question);
      for (const option of question.options) expect(answer.body).not.toContain(option.text);
    }
    expect(JSON.parse(answer.body).records.exam_attempts).toEqual([
      {
        id: started.json().attempt.id,
        exam_id: course.examId,
        course_id: course.courseId,
        attempt_no: 1,
        started_at: expect.any(String),
        submitted_at: null,
        score: null,
        total: 3,
        percent: null,
        passed: null,
      },
    ]);
  });

  it('holds no staff note or reason, and nothing of the other people an admin has dealt with', async () => {
    const priya = await busyStudent();
    const admin = await server.signInAsAdmin();
    const adminId = Number(
      (
        await server.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', ADMIN_EMAIL)
          .executeTakeFirstOrThrow()
      ).id,
    );
    const course = await makeRecord(server.db, 'courses');
    const granted = await admin.admin('POST', 'enrolments/grant', { user_id: priya.id, course_id: course });
    expect(granted.statusCode, granted.body).toBe(201);
    const renamed = await admin.admin('POST', 'user/update-user', {
      updateData: { id: priya.id, name: 'Priya Renamed' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await addOrderEvent(server.db, priya.order, 'paid', 'Staff note: paid by cheque 1234', adminId);
    const certificate = await makeRecord(server.db, 'certificates', { users: priya.id, courses: course });
    const revoked = await admin.admin('POST', 'certificates/revoke', {
      id: certificate,
      status: 'revoked',
      revoked_reason: 'Internal: plagiarism case 77',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);

    const own = (await priya.tab.get('/api/account/export')).body;
    expect(JSON.parse(own).records.certificates).toEqual([
      expect.objectContaining({ id: certificate, status: 'revoked', revoked_at: expect.any(String) }),
    ]);
    const staff = (await admin.get('/api/account/export')).body;
    for (const body of [own, staff]) {
      expect(body).not.toContain('Staff note');
      expect(body).not.toContain('plagiarism');
    }
    expect(JSON.parse(staff).records.enrolments ?? []).toEqual([]);
    for (const theirs of [priya.email, 'Priya Private', 'Priya Renamed', 'My private note', 'Lovely post.'])
      expect(staff).not.toContain(theirs);
    const adminSessions = await server.db
      .selectFrom('sessions')
      .select(['id', 'admin_token'])
      .where('user_id', '=', adminId)
      .execute();
    for (const session of adminSessions) {
      expect(staff).not.toContain(session.id);
      if (session.admin_token) expect(staff).not.toContain(session.admin_token);
    }
  });

  it('says what may be read of every table that holds a user id', () => {
    const unlisted = userTables()
      .map(exportKey)
      .filter((key) => !Object.hasOwn(EXPORTED_COLUMNS, key));
    expect(unlisted).toEqual([]);
  });

  it('is refused to a visitor', async () => {
    expect((await server.client().get('/api/account/export')).statusCode).toBe(401);
  });
});

describe('closing an account', () => {
  it('asks for the password, and keeps the account when it is wrong', async () => {
    const priya = await busyStudent();
    const wrong = await priya.tab.post('/api/account/close', { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual(['The password is incorrect.']);
    expect((await priya.tab.get('/api/user')).statusCode).toBe(200);
  });

  it('erases personal data, keeps the orders without name or address, ends every session and signs out', async () => {
    const priya = await busyStudent();
    const otherTab = server.client();
    await otherTab.post('/api/login', { email: priya.email, password: priya.password });

    const answer = await priya.tab.post('/api/account/close', { password: priya.password });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toMatch(/^Your account is closed\./);
    expect((await priya.tab.get('/api/user')).statusCode).toBe(401);
    expect((await otherTab.get('/api/user')).statusCode).toBe(401);

    const user = await server.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', priya.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      name: 'Closed account',
      email: `closed-${priya.id}@closed.invalid`,
      profile_picture: null,
      email_verified_at: null,
    });
    expect(Number(user.disabled)).toBe(1);
    expect(user.closed_at).not.toBeNull();

    const order = await sql<Record<string, unknown>>`select * from orders where id = ${priya.order}`.execute(
      server.db,
    );
    expect(order.rows[0]).toMatchObject({
      user_id: priya.id,
      billing_name: null,
      billing_address_line1: null,
    });
    expect(Number(order.rows[0]?.total)).toBe(4999);

    const count = async (table: 'sessions' | 'enrolments' | 'account_tokens') =>
      (await server.db.selectFrom(table).select('user_id').where('user_id', '=', priya.id).execute()).length;
    expect(await count('sessions')).toBe(0);
    expect(await count('enrolments')).toBe(0);
    expect(await count('account_tokens')).toBe(0);
    const note = await sql`select id from notes where id = ${priya.note}`.execute(server.db);
    const comment = await sql`select id from blog_comments where id = ${priya.comment}`.execute(server.db);
    expect([note.rows, comment.rows]).toEqual([[], []]);
    expect(existsSync(path.join(server.dataDir, 'uploads', priya.picture.split('/').pop() ?? ''))).toBe(
      false,
    );

    const audit = await server.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('user_id', '=', priya.id)
      .execute();
    expect(audit.map((entry) => entry.action)).toContain('account.closed');
    expect(JSON.stringify(audit)).not.toContain(priya.email);
    const attempts = await server.db.selectFrom('login_attempts').select('key').execute();
    expect(attempts.filter((row) => row.key.includes(priya.email))).toEqual([]);
    expect(
      (await server.client().post('/api/login', { email: priya.email, password: priya.password })).statusCode,
    ).toBe(401);
  });

  it('leaves the console’s users list working, with the closed account anonymised', async () => {
    const priya = await busyStudent();
    await priya.tab.post('/api/account/close', { password: priya.password });
    const admin = await server.signInAsAdmin();
    const list = await admin.admin('POST', 'user/get_users', { page: 1, search: 'closed' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`closed-${priya.id}@closed.invalid`);
    expect(list.body).not.toContain(priya.email);
  });

  it('is refused to the last administrator, and allowed once there is another', async () => {
    const admin = server.client();
    await admin.post('/api/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const refused = await admin.post('/api/account/close', { password: ADMIN_PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^You are the only administrator/);
    expect((await admin.get('/api/user')).statusCode).toBe(200);

    const second = await createRecord(
      server.db,
      getResource('users'),
      {
        name: 'Second Admin',
        email: 'second-admin@example.com',
        password: 'Second-admin-pass-1',
        role_id: ROLE_ADMIN,
      },
      { trusted: true },
    );
    const tab = server.client();
    await tab.post('/api/login', { email: 'second-admin@example.com', password: 'Second-admin-pass-1' });
    expect((await tab.post('/api/account/close', { password: 'Second-admin-pass-1' })).statusCode).toBe(200);
    const row = await server.db
      .selectFrom('users')
      .select('closed_at')
      .where('id', '=', Number(second.id))
      .executeTakeFirst();
    expect(row?.closed_at).not.toBeNull();
  });

  it('knows what to do with every table that holds a user id', async () => {
    expect(await unclassifiedUserTables(server.db)).toEqual([]);
  });
});
