/** Seeding: through the API's own checks and conversions, once, with references kept. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isResourceKey } from '../../../src/resources';
import { loose } from '../../../server/db/schema';
import { demoData } from '../../../server/seed/demoData';
import type { DemoData } from '../../../server/seed/demoData';
import { seedDemo } from '../../../server/seed/run';
import { makeRecord } from '../helpers/records';
import { ADMIN_EMAIL, type TestServer, startTestServer } from '../helpers/testServer';

const fixture: DemoData = {
  users: [{ name: 'Demo Student', email: 'Demo@Example.com', password: 'Demo-pass-123', role_id: 1 }],
  course_categories: [{ name: 'Wellbeing <b>basics</b>' }],
  courses: [{ title: 'Calm', slug: 'calm', course_category_id: 1, price: 12.5, status: 'published' }],
  blogs: [
    {
      title: 'Hello',
      user_id: 2,
      post_status: 'published',
      content: '<p>Hi<script>alert(1)</script></p>',
      created_at: '2026-01-02T03:04:05.000Z',
    },
  ],
  blog_comments: [
    { author: 'A', author_email: 'a@example.com', content: 'Nice', post_id: 1, approve_status: 'approved' },
  ],
};

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server?.close();
});

const rows = (table: string) => loose(server.db).selectFrom(table).selectAll().orderBy('id').execute();

describe('seedDemo', () => {
  it('inserts records as the API would store them', async () => {
    expect(await seedDemo(server.db, fixture)).toBe(5);
    const [user] = (await rows('users')).filter((r) => r.email !== ADMIN_EMAIL);
    expect(user.email).toBe('demo@example.com');
    expect(String(user.password_hash)).toMatch(/^\$argon2id\$/);
    expect((await rows('courses'))[0]).toMatchObject({ price: 1250, status: 'published', featured: 0 });
    expect((await rows('course_categories'))[0]).toMatchObject({ name: 'Wellbeing basics' });
    expect((await rows('blogs'))[0]).toMatchObject({
      content: '<p>Hi</p>',
      created_at: '2026-01-02T03:04:05.000Z',
    });
    expect((await rows('blog_comments'))[0]).toMatchObject({ approve_status: 'approved' });
  });

  it('points references at the records it made, whatever ids they got', async () => {
    await makeRecord(server.db, 'course_categories');
    await seedDemo(server.db, fixture);
    const categories = await rows('course_categories');
    const seeded = categories.find((c) => c.name === 'Wellbeing basics');
    expect((await rows('courses'))[0].course_category_id).toBe(seeded?.id);
  });

  it('runs once, even after its records are gone', async () => {
    await seedDemo(server.db, fixture);
    await loose(server.db).deleteFrom('blog_comments').execute();
    expect(await seedDemo(server.db, fixture)).toBe(0);
    expect(await rows('blog_comments')).toEqual([]);
  });

  it('leaves nothing behind when a record is refused', async () => {
    const broken: DemoData = { ...fixture, courses: [{ title: 'No category', slug: 'x', price: 1 }] };
    await expect(seedDemo(server.db, broken)).rejects.toMatchObject({ statusCode: 422 });
    expect(await rows('course_categories')).toEqual([]);
    expect(await seedDemo(server.db, fixture)).toBe(5);
  });

  it('seeds the whole demo catalogue, which the admin lists can then show', async () => {
    const added = await seedDemo(server.db);
    const expected = Object.entries(demoData)
      .filter(([key]) => isResourceKey(key))
      .reduce((sum, [, list]) => sum + (list?.length ?? 0), 0);
    expect(added).toBe(expected);
    const admin = await server.signInAsAdmin();
    for (const key of Object.keys(demoData).filter(isResourceKey)) {
      const count = (
        await loose(server.db)
          .selectFrom(key)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n;
      expect(Number(count), key).toBe((demoData[key]?.length ?? 0) + (key === 'users' ? 1 : 0));
    }
    const courses = await admin.admin('GET', 'get_course', { per_page: 500 });
    expect(courses.json<{ total: number }>().total).toBe(demoData.courses?.length);
  });

  it('makes the demo students’ progress from lesson completions, as the player does, certificates included', async () => {
    await seedDemo(server.db, undefined, server.app.ctx);
    const completions = await server.db.selectFrom('lesson_progress').selectAll().execute();
    const expected = (demoData.progress ?? []).reduce((sum, e) => sum + e.lessons_completed, 0);
    expect(completions).toHaveLength(expected);
    const amira = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'amira@example.com')
      .executeTakeFirstOrThrow();
    const progress = await loose(server.db)
      .selectFrom('enrolments')
      .innerJoin('courses', 'courses.id', 'enrolments.course_id')
      .select(['courses.slug as slug', 'enrolments.progress as progress'])
      .where('enrolments.user_id', '=', amira.id)
      .execute();
    expect(Object.fromEntries(progress.map((p) => [String(p.slug), Number(p.progress)]))).toEqual({
      'foundations-of-mental-health-awareness': 71,
      'understanding-anxiety': 40,
      'sleep-and-mental-health': 100,
      'calm-body-steady-mind': 0,
    });
    const certificates = await server.db
      .selectFrom('certificates')
      .select(['user_id', 'course_id'])
      .execute();
    expect(certificates).toHaveLength(2);
    expect(certificates.map((c) => c.user_id)).toContain(amira.id);
  });

  it('makes the demo students’ orders through the basket, checkout and the test provider’s confirmation', async () => {
    await seedDemo(server.db, undefined, server.app.ctx);
    const orders = await rows('orders');
    expect(orders.map((o) => [o.status, o.provider, o.total])).toEqual([
      ['paid', 'test', 10796],
      ['paid', 'test', 999],
      ['pending', 'test', 11999],
      ['paid', 'test', expect.any(Number)],
      ['refunded', 'test', expect.any(Number)],
    ]);
    expect(orders[0]).toMatchObject({ subtotal: 11996, discount: 1200, coupon_code: 'WELCOME10' });
    expect(String(orders[0].payment_reference)).toMatch(/^pi_test_/);
    // Four payments confirmed by the test provider's form; the coupon counted once, when it was paid for.
    const events = await rows('payment_events');
    expect(
      events.map((e) => [e.provider, e.type, e.order_id]).sort((x, y) => Number(x[2]) - Number(y[2])),
    ).toEqual([orders[0], orders[1], orders[3], orders[4]].map((o) => ['test', 'test.card_accepted', o.id]));
    const [welcome] = (await rows('coupons')).filter((c) => c.code === 'WELCOME10');
    expect(welcome.used_count).toBe(1);
    // The paid orders enrolled their students; the refund took back nothing but a product.
    const enrolments = await rows('enrolments');
    expect(enrolments).toHaveLength(7);
    expect(new Set(enrolments.map((e) => e.order_id))).toEqual(
      new Set([orders[0].id, orders[1].id, orders[3].id]),
    );
    const history = await loose(server.db)
      .selectFrom('order_events')
      .selectAll()
      .where('order_id', '=', orders[4].id)
      .execute();
    expect(history.map((h) => h.status)).toEqual(['pending', 'paid', 'refunded']);
    // The pending order is still the basket's checkout: its bundle waits in the basket.
    const basket = await loose(server.db)
      .selectFrom('baskets')
      .selectAll()
      .where('user_id', '=', orders[2].user_id)
      .executeTakeFirstOrThrow();
    expect(basket.checkout_order_id).toBe(orders[2].id);
    expect((await rows('basket_lines')).map((l) => [l.user_id, l.kind])).toEqual([
      [orders[2].user_id, 'bundle'],
    ]);
  });
});
