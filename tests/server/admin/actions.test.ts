/** The behaviours beyond create, update and delete: featuring, approving, roles, sessions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loose } from '../../../server/db/schema';
import { makeRecord } from '../helpers/records';
import { ADMIN_EMAIL, type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
});
afterAll(async () => {
  await server?.close();
});

const adminId = async () =>
  Number(
    (
      await server.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', ADMIN_EMAIL)
        .executeTakeFirstOrThrow()
    ).id,
  );

describe('featuring a tip', () => {
  it('features that tip and no other', async () => {
    const first = await makeRecord(server.db, 'tips');
    const second = await makeRecord(server.db, 'tips');
    await admin.admin('POST', 'tips/update-tip-status', { id: first });
    const response = await admin.admin('POST', 'tips/update-tip-status', { id: second });
    expect(response.json()).toMatchObject({ data: { id: second, featured: 1 } });
    const rows = await loose(server.db)
      .selectFrom('tips')
      .select(['id', 'featured'])
      .where('featured', '=', 1)
      .execute();
    expect(rows.map((row) => Number(row.id))).toEqual([second]);
  });

  it('answers 404 for a tip that does not exist and changes nothing', async () => {
    const featured = await makeRecord(server.db, 'tips');
    await admin.admin('POST', 'tips/update-tip-status', { id: featured });
    const response = await admin.admin('POST', 'tips/update-tip-status', { id: 424242 });
    expect(response.statusCode).toBe(404);
    const rows = await loose(server.db).selectFrom('tips').select('id').where('featured', '=', 1).execute();
    expect(rows.map((row) => Number(row.id))).toEqual([featured]);
  });
});

describe('moderation', () => {
  it('sets a comment status and refuses one the action does not offer', async () => {
    const id = await makeRecord(server.db, 'blog_comments');
    const rejected = await admin.admin('POST', 'blog-comments/update-comment-status', {
      id,
      approve_status: 'rejected',
    });
    expect(rejected.json()).toMatchObject({ data: { id, approve_status: 'rejected' } });
    const bogus = await admin.admin('POST', 'blog-comments/update-comment-status', {
      id,
      approve_status: 'spam',
    });
    expect(bogus.statusCode).toBe(422);
    expect(bogus.json()).toMatchObject({
      errors: {
        approve_status: ['The selected status is invalid; choose one of: pending, approved, rejected.'],
      },
    });
    const pending = await admin.admin('POST', 'blog-comments/update-comment-status', {
      id,
      approve_status: 'pending',
    });
    expect(pending.statusCode).toBe(422);
  });

  it('approves a review by approvedId', async () => {
    const id = await makeRecord(server.db, 'reviews');
    const response = await admin.admin('POST', 'reviews/approved', { approvedId: id, status: 'rejected' });
    expect(response.json()).toMatchObject({ data: { id, status: 'rejected' } });
    const missing = await admin.admin('POST', 'reviews/approved', { status: 'approved' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ errors: { approvedId: ['The approved id field is required.'] } });
  });
});

describe('users', () => {
  it('ends a user’s sessions when their role changes', async () => {
    const student = await server.signInAsStudent();
    expect((await student.get('/api/user')).statusCode).toBe(200);
    const response = await admin.admin('POST', 'user/update-user-role', {
      user_id: student.userId,
      role_id: 2,
    });
    expect(response.json()).toMatchObject({ data: { id: student.userId, role_id: 2 } });
    expect((await student.get('/api/user')).statusCode).toBe(401);
  });

  it('ends a user’s sessions when they are deleted', async () => {
    const student = await server.signInAsStudent();
    const response = await admin.admin('POST', 'user/delete_user', { id: student.userId });
    expect(response.statusCode).toBe(200);
    expect((await student.get('/api/user')).statusCode).toBe(401);
  });

  it('hashes a password on create and keeps it when an update leaves it out', async () => {
    const created = await admin.admin('POST', 'user/create-user', {
      user_data: { name: 'Nadia', email: 'nadia@example.com', password: 'Nadia-pass-123', role_id: 1 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ data: { id: number } }>().data.id;
    const row = await server.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);

    const renamed = await admin.admin('POST', 'user/update-user', {
      updateData: { id, name: 'Nadia B', password: '' },
    });
    expect(renamed.json()).toMatchObject({ data: { id, name: 'Nadia B' } });
    const tab = server.client();
    expect(
      (await tab.post('/api/login', { email: 'nadia@example.com', password: 'Nadia-pass-123' })).statusCode,
    ).toBe(200);

    await admin.admin('POST', 'user/update-user', { updateData: { id, password: 'Nadia-new-pass-1' } });
    expect((await tab.get('/api/user')).statusCode).toBe(401);
    expect(
      (await tab.post('/api/login', { email: 'nadia@example.com', password: 'Nadia-new-pass-1' })).statusCode,
    ).toBe(200);
  });

  it('will not let an admin demote or delete themselves', async () => {
    const id = await adminId();
    const demote = await admin.admin('POST', 'user/update-user-role', { user_id: id, role_id: 1 });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ message: 'You cannot change your own role.' });
    const remove = await admin.admin('POST', 'user/delete_user', { id });
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toEqual({ message: 'You cannot delete your own account.' });
  });

  it('refuses to delete a user who still has orders', async () => {
    const ids = {};
    await makeRecord(server.db, 'orders', ids);
    const user = (ids as { users: number }).users;
    const response = await admin.admin('POST', 'user/delete_user', { id: user });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toContain('1 order');
  });
});

describe('the audit log', () => {
  it('records admin changes with who made them and no secrets', async () => {
    const created = await admin.admin('POST', 'instructor/create', {
      name: 'Audited',
      email: 'audited@example.com',
      password: 'Audited-pass-1',
      password_confirmation: 'Audited-pass-1',
    });
    const id = created.json<{ data: { id: number } }>().data.id;
    const entry = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'instructors')
      .where('record_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'record.create', user_id: await adminId() });
    expect(entry.detail).not.toContain('Audited-pass-1');
  });
});
