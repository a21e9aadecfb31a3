/**
 * ASVS V8 (authorization): every /api/admin endpoint of the resource table, and the upload
 * endpoint and the batch of lists, called by four callers: a stranger (401), a student (403), an admin session without
 * the bearer token (403) and an admin with it (2xx). The refused calls change no row. Every
 * signed-in student call refuses strangers, and no student reaches another student's notes,
 * orders or profile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicEndpoints, studentEndpoints } from '../../src/contract/endpoints';
import { loose } from '../../server/db/schema';
import { makeRecord } from '../server/helpers/records';
import { type TestClient, type TestServer, startTestServer } from '../server/helpers/testServer';
import { PNG, adminCalls, fileBlob, send } from './support/adminCalls';
import { snapshot } from './support/snapshot';

let server: TestServer;
let admin: TestClient;
let student: TestClient;
let adminWithoutToken: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
  student = await server.signInAsStudent();
  // The admin's own session cookie, but not the bearer token getTokenForAdmin hands out.
  adminWithoutToken = server.client();
  for (const [name, value] of admin.cookies) adminWithoutToken.cookies.set(name, value);
});
afterAll(async () => {
  await server?.close();
});

const checked = { endpoints: new Set<string>(), pairs: 0 };

describe('the admin API, endpoint by endpoint', () => {
  it('covers every kind of admin call of the table', () => {
    const kinds = new Set(adminCalls.map((call) => call.kind));
    expect([...kinds].sort()).toEqual([
      'action',
      'batch',
      'create',
      'delete',
      'extra',
      'list',
      'update',
      'upload',
    ]);
    expect(adminCalls.length).toBeGreaterThan(100);
  });

  it.each(adminCalls.map((call) => [`${call.method} /api/admin/${call.path}`, call] as const))(
    '%s answers 401, 403, 403 and 2xx to a stranger, a student, a tokenless admin and an admin',
    async (_name, call) => {
      const prepared = await call.prepare(server.db);
      const before = await snapshot(server.db);

      const stranger = await send(server.client(), call, prepared);
      expect(stranger.statusCode, stranger.body).toBe(401);
      expect(stranger.json()).toEqual({ message: 'Unauthenticated.' });

      const asStudent = await send(student, call, prepared);
      expect(asStudent.statusCode, asStudent.body).toBe(403);
      expect(asStudent.json()).toEqual({ message: 'This area is for administrators only.' });

      const tokenless = await send(adminWithoutToken, call, prepared);
      expect(tokenless.statusCode, tokenless.body).toBe(403);
      expect(tokenless.json()).toEqual({ message: 'The admin token is missing or wrong.' });

      expect(await snapshot(server.db), 'a refused call changed a row').toEqual(before);

      const allowed = await send(admin, call, prepared);
      expect(allowed.statusCode, allowed.body).toBeGreaterThanOrEqual(200);
      expect(allowed.statusCode, allowed.body).toBeLessThan(300);
      if (call.kind !== 'list' && call.kind !== 'extra' && call.kind !== 'batch')
        expect(await snapshot(server.db), 'an allowed write changed nothing').not.toEqual(before);

      checked.endpoints.add(`${call.method} ${call.path}`);
      checked.pairs += 4;
    },
  );

  it('logs every refusal with its status and path, and never the token or cookie', async () => {
    const rows = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'auth.refused')
      .execute();
    // Three refusals per endpoint above.
    expect(rows.length).toBeGreaterThanOrEqual(adminCalls.length * 3);
    const secrets = [admin.token ?? '', ...admin.cookies.values(), ...student.cookies.values()];
    for (const row of rows) {
      const text = JSON.stringify(row);
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(JSON.parse(row.detail ?? '{}')).toMatchObject({
        status: expect.any(Number),
        path: expect.any(String),
      });
    }
    process.stdout.write(
      `[authorization] ${checked.endpoints.size} admin endpoints × 4 callers = ${checked.pairs} checks\n`,
    );
  });
});

/** The signed-in calls of docs/API.md, each with a body a student may send. */
const STUDENT_CALLS = [
  ['GET', '/api/user', undefined],
  ['GET', studentEndpoints.topics.path, undefined],
  ['GET', studentEndpoints.myCourses.path, undefined],
  ['GET', studentEndpoints.myOrders.path, undefined],
  ['POST', studentEndpoints.updateProfile.path, { name: 'Renamed' }],
  [
    'POST',
    studentEndpoints.changePassword.path,
    { current_password: 'x', password: 'N3w-password-ok', password_confirmation: 'N3w-password-ok' },
  ],
  ['POST', studentEndpoints.uploadAvatar.path, 'form'],
  ['GET', publicEndpoints.getNotes.path, undefined],
  ['POST', publicEndpoints.addNote.path, { topic_data: { description: 'A note' } }],
  ['POST', publicEndpoints.updateNote.path, { id: 1, description: 'Changed' }],
  ['POST', publicEndpoints.deleteNote.path, { id: 1 }],
] as const;

describe('the student API', () => {
  it.each(STUDENT_CALLS)('%s %s answers 401 to a stranger and changes nothing', async (method, url, body) => {
    const before = await snapshot(server.db);
    const stranger = server.client();
    let response;
    if (body === 'form') {
      const form = new FormData();
      form.append('file', fileBlob(PNG, 'image/png'), 'me.png');
      response = await stranger.postForm(url, form);
    } else response = await stranger.request(method, url, { body });
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('answers the same calls for a signed-in student', async () => {
    const tab = await server.signInAsStudent();
    for (const [method, url, body] of STUDENT_CALLS) {
      if (body === 'form' || url === studentEndpoints.changePassword.path) continue;
      if (url === publicEndpoints.updateNote.path || url === publicEndpoints.deleteNote.path) continue;
      const response = await tab.request(method, url, { body });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    }
  });
});

describe('one student and another student’s data', () => {
  let alice: TestClient & { userId: number };
  let bob: TestClient & { userId: number };
  let topicId: number;
  let bobsNote: number;

  beforeAll(async () => {
    alice = await server.signInAsStudent();
    bob = await server.signInAsStudent();
    topicId = await makeRecord(server.db, 'topics');
    const topic = await loose(server.db)
      .selectFrom('topics')
      .select('course_id')
      .where('id', '=', topicId)
      .executeTakeFirstOrThrow();
    for (const userId of [alice.userId, bob.userId])
      await server.db
        .insertInto('enrolments')
        .values({
          user_id: userId,
          course_id: Number(topic.course_id),
          progress: 0,
          enrolled_at: new Date().toISOString(),
        })
        .execute();
    const added = await bob.post('/api/add_note', {
      topic_data: { topic_id: topicId, description: 'Bob’s own' },
    });
    expect(added.statusCode, added.body).toBe(201);
    bobsNote = added.json<{ data: { id: number } }>().data.id;
  });

  const bobsNoteRow = () =>
    loose(server.db).selectFrom('notes').selectAll().where('id', '=', bobsNote).executeTakeFirst();

  it('cannot change or delete another student’s note, which stays as it was', async () => {
    const before = await bobsNoteRow();
    const update = await alice.post('/api/update_a_note', { id: bobsNote, description: 'Alice was here' });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({ message: 'Note not found.' });
    const remove = await alice.post('/api/delete_a_note', { id: bobsNote });
    expect(remove.statusCode).toBe(404);
    expect(await bobsNoteRow()).toEqual(before);
  });

  it('never lists another student’s notes, whatever the query asks for', async () => {
    const queries: Record<string, string>[] = [
      {},
      { user_id: String(bob.userId) },
      { filter: JSON.stringify({ user_id: bob.userId }) },
    ];
    for (const query of queries) {
      const response = await alice.get('/api/get_notes', query);
      expect(response.statusCode).toBe(200);
      const ids = response.json<{ data: { data: { id: number; user_id: number }[] } }>().data.data;
      expect(ids.map((note) => note.id)).not.toContain(bobsNote);
      expect(ids.every((note) => note.user_id === alice.userId)).toBe(true);
    }
  });

  it('cannot file a note under another student', async () => {
    const response = await alice.post('/api/add_note', {
      topic_data: { topic_id: topicId, description: 'Whose?', user_id: bob.userId },
      user_id: bob.userId,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: { user_id: number } }>().data.user_id).toBe(alice.userId);
  });

  it('cannot note a topic of a course they are not on', async () => {
    const elsewhere = await makeRecord(server.db, 'topics');
    const response = await alice.post('/api/add_note', {
      topic_data: { topic_id: elsewhere, description: 'x' },
    });
    expect(response.statusCode).toBe(422);
  });

  it('sees only their own orders', async () => {
    const bobsOrder = await makeRecord(server.db, 'orders', { users: bob.userId });
    const alicesOrder = await makeRecord(server.db, 'orders', { users: alice.userId });
    const queries: Record<string, string>[] = [{}, { user_id: String(bob.userId) }];
    for (const query of queries) {
      const response = await alice.get('/api/my/orders', query);
      const ids = response.json<{ data: { id: number }[] }>().data.map((order) => order.id);
      expect(ids).toEqual([alicesOrder]);
      expect(ids).not.toContain(bobsOrder);
    }
  });

  it('changes only their own profile, and never its role or email', async () => {
    const bobBefore = await server.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', bob.userId)
      .executeTakeFirst();
    const aliceBefore = await server.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', alice.userId)
      .executeTakeFirstOrThrow();
    const response = await alice.post('/api/profile', {
      id: bob.userId,
      user_id: bob.userId,
      name: 'Alice Renamed',
      email: 'taken@example.com',
      role_id: 2,
      disabled: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ user: { id: alice.userId, name: 'Alice Renamed', role_id: 1 } });
    const aliceAfter = await server.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', alice.userId)
      .executeTakeFirstOrThrow();
    expect(aliceAfter).toMatchObject({ email: aliceBefore.email, role_id: 1, name: 'Alice Renamed' });
    expect(
      await server.db.selectFrom('users').selectAll().where('id', '=', bob.userId).executeTakeFirst(),
    ).toEqual(bobBefore);
  });
});
