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
  enrolments: [{ user_id: 2, course_id: 1, lessons_completed: 0, enrolled_at: '2026-02-01T00:00:00.000Z' }],
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
    expect(await seedDemo(server.db, fixture)).toBe(6);
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
    expect((await rows('enrolments'))[0]).toMatchObject({ progress: 0 });
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
    expect(await seedDemo(server.db, fixture)).toBe(6);
  });

  it('seeds the whole demo catalogue, which the admin lists can then show', async () => {
    const added = await seedDemo(server.db);
    const expected = Object.entries(demoData).reduce((sum, [, list]) => sum + (list?.length ?? 0), 0);
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
    const expected = (demoData.enrolments ?? []).reduce((sum, e) => sum + e.lessons_completed, 0);
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
    });
    const certificates = await server.db
      .selectFrom('certificates')
      .select(['user_id', 'course_id'])
      .execute();
    expect(certificates).toHaveLength(2);
    expect(certificates.map((c) => c.user_id)).toContain(amira.id);
  });
});
