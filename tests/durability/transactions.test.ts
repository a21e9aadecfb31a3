/**
 * Every multi-row change is one transaction: a fault injected into the database part-way
 * through (a trigger that raises on one of the statements, in SQLite and in PostgreSQL alike)
 * leaves none of the change behind. Tip featuring, a role change with the end of the user's
 * sessions, disabling a user, a delete with its cascaded dependents, a password change, a
 * course's topics put in a new order, and every create, update and action with its audit entry.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Db, loose } from '../../server/db/schema';
import { makeRecord } from '../server/helpers/records';
import {
  type TestClient,
  type TestServer,
  STUDENT_PASSWORD,
  startTestServer,
} from '../server/helpers/testServer';
import { snapshot } from '../security/support/snapshot';

let server: TestServer;
let admin: TestClient;
const faults = { injected: 0, fired: 0 };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
});
afterEach(async () => {
  await clearFaults();
});
afterAll(async () => {
  await server?.close();
  process.stdout.write(
    `[transactions] ${faults.injected} faults injected, ${faults.fired} fired; nothing left behind\n`,
  );
});

const FAULT = 'injected fault';
let installed: string[] = [];

/**
 * Makes the database refuse one kind of statement: `event` on `table` when `condition` (SQL
 * on NEW or OLD) holds. The statements before it in the same request have already run.
 */
async function injectFault(
  table: string,
  event: 'INSERT' | 'UPDATE' | 'DELETE',
  condition = '1 = 1',
): Promise<void> {
  const name = `fault_${installed.length + 1}`;
  if (server.dialect === 'sqlite') {
    await sql
      .raw(
        `CREATE TRIGGER ${name} BEFORE ${event} ON ${table} WHEN ${condition} ` +
          `BEGIN SELECT RAISE(ABORT, '${FAULT}'); END`,
      )
      .execute(server.db);
  } else {
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS ` +
          `$$ BEGIN RAISE EXCEPTION '${FAULT}'; END $$`,
      )
      .execute(server.db);
    await sql
      .raw(
        `CREATE TRIGGER ${name} BEFORE ${event} ON ${table} FOR EACH ROW WHEN (${condition}) ` +
          `EXECUTE FUNCTION ${name}()`,
      )
      .execute(server.db);
  }
  installed.push(`${name}:${table}`);
  faults.injected += 1;
}

async function clearFaults(): Promise<void> {
  for (const entry of installed) {
    const [name, table] = entry.split(':');
    if (server.dialect === 'sqlite') await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(server.db);
    else {
      await sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${table}`).execute(server.db);
      await sql.raw(`DROP FUNCTION IF EXISTS ${name}()`).execute(server.db);
    }
  }
  installed = [];
}

/** Everything a change could touch: the data tables, the sessions and the audit log. */
async function everything(db: Db) {
  const sessions = await db.selectFrom('sessions').select(['id', 'user_id']).orderBy('id').execute();
  const audit = await db
    .selectFrom('audit_log')
    .select(['action', 'resource', 'record_id'])
    .orderBy('id')
    .execute();
  return { data: await snapshot(db), sessions, audit };
}

/** The answer to a request the fault stopped: a clean 500 that says nothing of the fault. */
function expectFaulted(response: { statusCode: number; body: string }): void {
  expect(response.statusCode, response.body).toBe(500);
  expect(response.body).not.toContain(FAULT);
  faults.fired += 1;
}

const featured = async () =>
  (await loose(server.db).selectFrom('tips').select('id').where('featured', '=', 1).execute()).map((r) =>
    Number(r.id),
  );

describe('a fault part-way through', () => {
  it('leaves tip featuring undone: the old tip stays the one featured', async () => {
    const first = await makeRecord(server.db, 'tips');
    const second = await makeRecord(server.db, 'tips');
    expect((await admin.admin('POST', 'tips/update-tip-status', { id: first })).statusCode).toBe(200);
    expect(await featured()).toEqual([first]);
    const before = await everything(server.db);

    // After the others are reset and the new one is set: at the audit entry, the last write.
    await injectFault('audit_log', 'INSERT', "NEW.action = 'record.action'");
    expectFaulted(await admin.admin('POST', 'tips/update-tip-status', { id: second }));
    expect(await featured()).toEqual([first]);
    expect(await everything(server.db)).toEqual(before);

    // At the new tip itself, after the others were reset.
    await clearFaults();
    await injectFault('tips', 'UPDATE', `NEW.featured = 1 AND OLD.id = ${second}`);
    expectFaulted(await admin.admin('POST', 'tips/update-tip-status', { id: second }));
    expect(await featured()).toEqual([first]);
    expect(await everything(server.db)).toEqual(before);

    await clearFaults();
    expect((await admin.admin('POST', 'tips/update-tip-status', { id: second })).statusCode).toBe(200);
    expect(await featured()).toEqual([second]);
  });

  it('leaves a role change undone, with the user’s sessions still there', async () => {
    for (const [table, event, condition] of [
      ['sessions', 'DELETE', '1 = 1'],
      ['audit_log', 'INSERT', "NEW.action = 'record.action'"],
    ] as const) {
      const student = await server.signInAsStudent();
      const before = await everything(server.db);
      await injectFault(table, event, condition);
      expectFaulted(
        await admin.admin('POST', 'user/update-user-role', { user_id: student.userId, role_id: 2 }),
      );
      const row = await server.db
        .selectFrom('users')
        .select('role_id')
        .where('id', '=', student.userId)
        .executeTakeFirstOrThrow();
      expect(Number(row.role_id)).toBe(1);
      expect(await everything(server.db)).toEqual(before);
      expect((await student.get('/api/user')).statusCode).toBe(200);
      await clearFaults();
    }
  });

  it('leaves disabling a user undone, with the user signed in', async () => {
    const student = await server.signInAsStudent();
    const before = await everything(server.db);
    await injectFault('audit_log', 'INSERT', "NEW.action = 'record.update'");
    expectFaulted(
      await admin.admin('POST', 'user/update-user', { updateData: { id: student.userId, disabled: 1 } }),
    );
    expect(await everything(server.db)).toEqual(before);
    expect((await student.get('/api/user')).statusCode).toBe(200);
  });

  it('leaves a delete undone with all its cascaded dependents', async () => {
    const ids = {};
    const post = await makeRecord(server.db, 'blogs', ids);
    const comments = [
      await makeRecord(server.db, 'blog_comments', { ...ids, blogs: post }),
      await makeRecord(server.db, 'blog_comments', { ...ids, blogs: post }),
    ];
    const before = await everything(server.db);
    // The comments are deleted first, then the post: fail at the post, then at the audit entry.
    for (const [table, event, condition] of [
      ['blogs', 'DELETE', `OLD.id = ${post}`],
      ['audit_log', 'INSERT', "NEW.action = 'record.delete'"],
    ] as const) {
      await injectFault(table, event, condition);
      expectFaulted(await admin.admin('POST', 'delete_blog', { id: post }));
      expect(await everything(server.db)).toEqual(before);
      const left = await loose(server.db)
        .selectFrom('blog_comments')
        .select('id')
        .where('post_id', '=', post)
        .execute();
      expect(left.map((r) => Number(r.id)).sort()).toEqual(comments.sort());
      await clearFaults();
    }
    expect((await admin.admin('POST', 'delete_blog', { id: post })).statusCode).toBe(200);
    expect(
      await loose(server.db).selectFrom('blog_comments').select('id').where('post_id', '=', post).execute(),
    ).toEqual([]);
  });

  it('leaves a reorder of a course’s topics undone when a middle one fails, or the last audit entry', async () => {
    const ids = {};
    const course = await makeRecord(server.db, 'courses', ids);
    const topics = [];
    for (const place of [1, 2, 3])
      topics.push(
        await makeRecord(server.db, 'topics', { ...ids }, { course_id: course, sort_order: place }),
      );
    const [first, second, third] = topics;
    const reorder = () =>
      admin.admin('POST', 'records/reorder', {
        resource: 'topics',
        course_id: course,
        positions: [
          { id: third, sort_order: 1 },
          { id: first, sort_order: 2 },
          { id: second, sort_order: 3 },
        ],
      });
    const before = await everything(server.db);
    for (const [table, event, condition] of [
      ['topics', 'UPDATE', `OLD.id = ${first}`],
      ['audit_log', 'INSERT', `NEW.record_id = ${second}`],
    ] as const) {
      await injectFault(table, event, condition);
      expectFaulted(await reorder());
      expect(await everything(server.db)).toEqual(before);
      await clearFaults();
    }
    expect((await reorder()).statusCode).toBe(200);
    const order = await loose(server.db)
      .selectFrom('topics')
      .select('id')
      .where('course_id', '=', course)
      .orderBy('sort_order')
      .execute();
    expect(order.map((row) => Number(row.id))).toEqual([third, first, second]);
  });

  it('leaves a user’s delete undone with their sessions, notes and enrolments', async () => {
    const student = await server.signInAsStudent();
    await makeRecord(server.db, 'notes', { users: student.userId });
    const before = await everything(server.db);
    await injectFault('users', 'DELETE', `OLD.id = ${student.userId}`);
    expectFaulted(await admin.admin('POST', 'user/delete_user', { id: student.userId }));
    expect(await everything(server.db)).toEqual(before);
    expect((await student.get('/api/user')).statusCode).toBe(200);
  });

  it('leaves a password change undone, with the other sessions kept', async () => {
    const student = await server.signInAsStudent();
    const elsewhere = server.client();
    const email = (await student.get('/api/user')).json<{ user: { email: string } }>().user.email;
    await elsewhere.post('/api/login', { email, password: STUDENT_PASSWORD });
    const before = await everything(server.db);
    await injectFault('sessions', 'DELETE', '1 = 1');
    expectFaulted(
      await student.post('/api/profile/password', {
        current_password: STUDENT_PASSWORD,
        password: 'Another-good-pass-5',
        password_confirmation: 'Another-good-pass-5',
      }),
    );
    expect(await everything(server.db)).toEqual(before);
    await clearFaults();
    expect((await server.client().post('/api/login', { email, password: STUDENT_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('leaves no record without its audit entry, nor an entry without its record', async () => {
    const course = await makeRecord(server.db, 'courses');
    const before = await everything(server.db);
    await injectFault('audit_log', 'INSERT', "NEW.action IN ('record.create', 'record.update')");
    expectFaulted(
      await admin.admin('POST', 'exam/create', {
        exam_data: {
          title: 'Half an exam?',
          course_id: course,
          duration_minutes: 30,
          questions: [
            {
              question: 'Whole or absent?',
              options: [1, 2, 3, 4].map((id) => ({ id, text: `Option ${id}` })),
              right_answer: 1,
              level: 'beginner',
            },
          ],
        },
      }),
    );
    expectFaulted(
      await admin.admin('PUT', 'update_course', { course_id: course, course_data: { title: 'Renamed' } }),
    );
    expect(await everything(server.db)).toEqual(before);
  });
});

describe('changes racing each other', () => {
  it('leave exactly one tip featured when many are featured at once', async () => {
    const tips = await Promise.all(Array.from({ length: 12 }, () => makeRecord(server.db, 'tips')));
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        tips.map((id) => admin.admin('POST', 'tips/update-tip-status', { id })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(tips.map(() => 200));
      expect(await featured()).toHaveLength(1);
    }
  });
});
