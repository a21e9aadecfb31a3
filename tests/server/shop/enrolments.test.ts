import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loose } from '../../../server/db/schema';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';
import { add, checkoutAndPay, makeShop } from './shopFixtures';

let server: TestServer;
let shop: Awaited<ReturnType<typeof makeShop>>;
let admin: TestClient;
let adminId: number;

beforeAll(async () => {
  server = await startTestServer();
  shop = await makeShop(server.db);
  admin = await server.signInAsAdmin();
  adminId = Number((await admin.get('/api/user')).json().user.id);
});

afterAll(() => server.close());

interface Enrolment {
  id: number;
  user_id: number;
  course_id: number;
  order_id: number | null;
  granted_by: number | null;
  granted_via: string;
  progress: number;
  enrolled_at: string;
}

const listFor = async (userId: number) =>
  (await admin.admin('GET', 'enrolments', { filter: { user_id: userId } })).json<{ data: Enrolment[] }>()
    .data;

describe('the Enrolments resource of the console', () => {
  it('lets an admin grant a course by hand, saying so, and the student then has it', async () => {
    const student = await server.signInAsStudent();
    const res = await admin.admin('POST', 'enrolments/grant', {
      user_id: student.userId,
      course_id: shop.second,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      user_id: student.userId,
      course_id: shop.second,
      order_id: null,
      granted_by: adminId,
      granted_via: 'Granted by an admin',
      progress: 0,
    });
    const mine = (await student.get('/api/my/courses')).json().data;
    expect(mine.map((c: { id: number }) => c.id)).toEqual([shop.second]);
  });

  it('refuses to grant a course the student already has', async () => {
    const student = await server.signInAsStudent();
    await admin.admin('POST', 'enrolments/grant', { user_id: student.userId, course_id: shop.paid });
    const twice = await admin.admin('POST', 'enrolments/grant', {
      user_id: student.userId,
      course_id: shop.paid,
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ course_id: ['This student is already enrolled in this course.'] });
    expect(await listFor(student.userId)).toHaveLength(1);
  });

  it('lists the enrolments an order granted with that order, and revokes one by hand', async () => {
    const student = await server.signInAsStudent();
    await add(student, 'bundle', shop.bundle);
    const { orderId } = await checkoutAndPay(student);
    const listed = await listFor(student.userId);
    expect(listed.map((e) => [e.course_id, e.order_id, e.granted_via]).sort()).toEqual(
      [
        [shop.paid, orderId, `Order #${orderId}`],
        [shop.second, orderId, `Order #${orderId}`],
      ].sort(),
    );
    const revoked = await admin.admin('POST', 'enrolments/revoke', { id: listed[0].id });
    expect(revoked.statusCode).toBe(200);
    const left = await loose(server.db)
      .selectFrom('enrolments')
      .select('id')
      .where('user_id', '=', student.userId)
      .execute();
    expect(left).toHaveLength(1);
  });

  it('is closed to students', async () => {
    const student = await server.signInAsStudent();
    const res = await student.post('/api/admin/enrolments/grant', {
      user_id: student.userId,
      course_id: shop.second,
    });
    expect(res.statusCode).toBe(403);
    expect(await listFor(student.userId)).toEqual([]);
  });
});
