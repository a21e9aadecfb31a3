/**
 * A paid, refunded or partly refunded order is an accounting record: the console's delete and the
 * REST API's refuse it (409, saying to refund instead) and keep it whole; an order never paid
 * (pending, failed, cancelled or expired) may still be deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_RECORDS_FEATURE } from '../../../src/contract/features';
import { FEATURES_HEADER } from '../../../src/contract/features';
import { loose } from '../../../server/db/schema';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';
import { add, checkoutAndPay, makeShop } from './shopFixtures';

let server: TestServer;
let admin: TestClient;
let shop: Awaited<ReturnType<typeof makeShop>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
  shop = await makeShop(server.db);
});
afterAll(() => server.close());

const REFUSAL = 'A paid or refunded order is an accounting record and cannot be deleted: refund it instead.';

/** A student's order for a course, paid, then put in the given state as the shop would. */
async function orderIn(status: string): Promise<number> {
  const tab = await server.signInAsStudent();
  await add(tab, 'course', shop.second);
  const { orderId } = await checkoutAndPay(tab);
  await loose(server.db).updateTable('orders').set({ status }).where('id', '=', orderId).execute();
  return orderId;
}

const stillThere = async (id: number) =>
  (await loose(server.db).selectFrom('orders').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

describe('deleting an order', () => {
  it('refuses a paid or refunded order through the console’s call and keeps it', async () => {
    for (const status of ['paid', 'refunded']) {
      const id = await orderIn(status);
      const response = await admin.admin('POST', 'order/delete_order', { id });
      expect(response.statusCode, status).toBe(409);
      expect(response.json()).toMatchObject({ message: REFUSAL });
      expect(await stillThere(id)).toBe(true);
      const enrolments = await loose(server.db)
        .selectFrom('enrolments')
        .select('id')
        .where('order_id', '=', id)
        .execute();
      expect(enrolments, status).toHaveLength(1);
    }
  });

  it('refuses a paid order through the REST API too', async () => {
    const id = await orderIn('paid');
    const response = await admin.request('DELETE', `/api/rest/orders/${id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: REFUSAL });
    expect(await stillThere(id)).toBe(true);
  });

  it('deletes an unpaid, failed or cancelled order', async () => {
    for (const status of ['pending', 'failed', 'cancelled']) {
      const id = await orderIn(status);
      // Enrolments from an order that was never paid do not exist; this one's are the fixture's.
      await loose(server.db).deleteFrom('enrolments').where('order_id', '=', id).execute();
      const response = await admin.admin('POST', 'order/delete_order', { id });
      expect(response.statusCode, `${status}: ${response.body}`).toBe(200);
      expect(await stillThere(id)).toBe(false);
    }
  });

  it('is named as a rule the console may rely on, in the admin token answer', async () => {
    const token = await admin.get('/api/getTokenForAdmin');
    expect(String(token.headers[FEATURES_HEADER.toLowerCase()]).split(', ')).toContain(KEPT_RECORDS_FEATURE);
  });
});
