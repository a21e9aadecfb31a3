/** The audit trail: what each change did, kept by the server and read, never written, by admins. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRecord } from '../helpers/records';
import { add, checkoutAndPay, makeShop } from '../shop/shopFixtures';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
});
afterAll(async () => {
  await server?.close();
});

interface Entry {
  id: number;
  at: string;
  user_id: number | null;
  action: string;
  resource: string;
  record_id: number;
  detail: string;
}

async function historyOf(resource: string, recordId: number): Promise<Entry[]> {
  const response = await admin.admin('POST', 'audit-log/list', {
    page: 1,
    filter: { resource, record_id: recordId },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Entry[] }).data;
}

describe('the audit trail', () => {
  it('keeps who changed a record, when, and each changed field before and after', async () => {
    const created = await admin.admin('POST', 'course-tags/create', { title: 'Calm' });
    const id = (created.json() as { data: { id: number } }).data.id;
    await admin.admin('PUT', 'course-tags/update', { id, title: 'Calmer' });

    const [update, create] = await historyOf('course_tags', id);
    expect(update).toMatchObject({ action: 'record.update', resource: 'course_tags', record_id: id });
    expect(update.user_id).toEqual(expect.any(Number));
    expect(Date.parse(update.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.parse(update.detail)).toMatchObject({
      before: { title: 'Calm' },
      after: { title: 'Calmer' },
    });
    expect(Object.keys(JSON.parse(update.detail).after)).toEqual(['title']);
    expect(JSON.parse(create.detail)).toMatchObject({ after: { id, title: 'Calm' } });
  });

  it('keeps a deleted record as it was', async () => {
    const created = await admin.admin('POST', 'course-tags/create', { title: 'Gone soon' });
    const id = (created.json() as { data: { id: number } }).data.id;
    await admin.admin('POST', 'course-tags/delete', { id });
    const [deleted] = await historyOf('course_tags', id);
    expect(deleted.action).toBe('record.delete');
    expect(JSON.parse(deleted.detail)).toEqual({ before: { id, title: 'Gone soon' } });
  });

  it('never records a password, before or after', async () => {
    const created = await admin.admin('POST', 'user/create-user', {
      user_data: { name: 'Ada', email: 'ada-audit@example.com', password: 'a-long-secret-9431', role_id: 1 },
    });
    const id = (created.json() as { data: { id: number } }).data.id;
    await admin.admin('POST', 'user/update-user', {
      updateData: { id, name: 'Ada L', password: 'another-secret-5521' },
    });
    const entries = await historyOf('users', id);
    expect(entries.map((entry) => entry.action)).toEqual(['record.update', 'record.create']);
    for (const entry of entries) {
      expect(entry.detail).not.toMatch(/secret|password_hash/);
      expect(JSON.parse(entry.detail).after).not.toHaveProperty('password');
    }
  });

  it('lists only what the filter asks for, newest first', async () => {
    const entries = await historyOf('course_tags', 424242);
    expect(entries).toEqual([]);
    const response = await admin.admin('POST', 'audit-log/list', { page: 1 });
    const all = (response.json() as { data: Entry[] }).data;
    expect(all.length).toBeGreaterThan(0);
    const times = all.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('lists the entries of the days asked for, from and to both included, either left open', async () => {
    const user = await server.createStudent('Dated');
    for (const at of [
      '2031-04-30T23:59:59.999Z',
      '2031-05-01T00:00:00.000Z',
      '2031-05-02T23:59:59.999Z',
      '2031-05-03T00:00:00.000Z',
    ])
      await makeRecord(server.db, 'audit_log', { users: user.id }, { at, user_id: user.id });
    const between = async (at: Record<string, string>) => {
      const response = await admin.admin('POST', 'audit-log/list', {
        page: 1,
        filter: { user_id: user.id, at },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: Entry[] }).data.map((entry) => entry.at);
    };
    expect(await between({ gte: '2031-05-01', lte: '2031-05-02' })).toEqual([
      '2031-05-02T23:59:59.999Z',
      '2031-05-01T00:00:00.000Z',
    ]);
    expect(await between({ gte: '2031-05-02' })).toEqual([
      '2031-05-03T00:00:00.000Z',
      '2031-05-02T23:59:59.999Z',
    ]);
    expect(await between({ lte: '2031-04-30' })).toEqual(['2031-04-30T23:59:59.999Z']);
  });

  it('refuses a range that is not two dates, naming the filter', async () => {
    for (const at of [{ gte: 'last week' }, { after: '2031-05-01' }, '2031-05-01']) {
      const response = await admin.admin('POST', 'audit-log/list', { page: 1, filter: { at } });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors['filter.at']).toEqual([
        'The filter of at must be {gte, lte}, each a date.',
      ]);
    }
  });

  it("keeps what a refund did: the order's status before and after, and each enrolment it revoked", async () => {
    const shop = await makeShop(server.db);
    const student = await server.signInAsStudent();
    await add(student, 'course', shop.paid);
    const { orderId } = await checkoutAndPay(student);
    const enrolment = await server.db
      .selectFrom('enrolments')
      .select(['id', 'course_id'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const refunded = await admin.post(`/api/admin/orders/${orderId}/refund`, { reason: 'Bought by mistake' });
    expect(refunded.statusCode, refunded.body).toBe(200);

    const [refund] = await historyOf('orders', orderId);
    expect(refund.action).toBe('record.action');
    expect(JSON.parse(refund.detail)).toEqual({
      action: 'refund',
      amount_pence: 3000,
      reason: 'Bought by mistake',
      reference: expect.stringMatching(/^re_test_/),
      before: { status: 'paid' },
      after: { status: 'refunded' },
      touched: [
        {
          resource: 'enrolments',
          record_id: Number(enrolment.id),
          done: 'revoked',
          before: expect.objectContaining({ course_id: shop.paid, order_id: orderId }),
        },
      ],
    });
  });

  it('keeps what an action changed on its record, before and after', async () => {
    const user = await server.createStudent('Promoted');
    const changed = await admin.admin('POST', 'user/update-user-role', { user_id: user.id, role_id: 2 });
    expect(changed.statusCode, changed.body).toBe(200);
    const [action] = await historyOf('users', user.id);
    expect(JSON.parse(action.detail)).toMatchObject({
      action: 'changeRole',
      before: { role_id: 1 },
      after: { role_id: 2 },
    });
  });

  it('is read by admins only', async () => {
    const student = await server.signInAsStudent();
    const response = await student.admin('POST', 'audit-log/list', { page: 1 });
    expect([401, 403]).toContain(response.statusCode);
  });

  it('cannot be written through the admin API', async () => {
    for (const path of ['audit-log/create', 'audit-log/update', 'audit-log/delete']) {
      const response = await admin.admin('POST', path, { id: 1 });
      expect(response.statusCode).toBe(404);
    }
  });
});
