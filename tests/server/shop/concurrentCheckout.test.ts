import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loose } from '../../../server/db/schema';
import { type TestServer, startTestServer } from '../helpers/testServer';
import { add, makeShop } from './shopFixtures';

let server: TestServer;
let shop: Awaited<ReturnType<typeof makeShop>>;

beforeAll(async () => {
  server = await startTestServer();
  shop = await makeShop(server.db);
});

afterAll(() => server.close());

const pendingOrdersOf = async (userId: number) =>
  loose(server.db)
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .execute();

describe('checkouts at the same time', () => {
  it('make one payable order of a basket checked out 20 times at once', async () => {
    const tab = await server.signInAsStudent();
    await add(tab, 'course', shop.paid);
    await add(tab, 'product', shop.product);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => tab.post('/api/checkout', { access_consent: true })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
    const made = answers.find((a) => a.statusCode === 201)!.json().data.id as number;
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json()).toMatchObject({ order_id: made });
    expect(await pendingOrdersOf(tab.userId)).toEqual([{ id: made }]);
  });

  it('answer no 5xx when 20 students each check out 8 times at once, and leave one order each', async () => {
    const tabs = await Promise.all(Array.from({ length: 20 }, () => server.signInAsStudent()));
    for (const [i, tab] of tabs.entries()) await add(tab, 'course', i % 2 === 0 ? shop.paid : shop.second);
    const answers = await Promise.all(
      tabs.flatMap((tab) =>
        Array.from({ length: 8 }, () => tab.post('/api/checkout', { access_consent: true })),
      ),
    );
    const failures = answers.filter((a) => a.statusCode >= 500).map((a) => `${a.statusCode} ${a.body}`);
    expect(failures).toEqual([]);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(20);
    for (const tab of tabs) expect(await pendingOrdersOf(tab.userId)).toHaveLength(1);
  });
});
