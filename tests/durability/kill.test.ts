/**
 * Crash durability: the real server (`server/main.ts` in a child process) takes writes from
 * several concurrent clients over HTTP and is killed with SIGKILL in the middle of them, three
 * times, then started again on the same data. Every write it answered with a 2xx is there, whole;
 * no record is half written (an exam's question list, a post's categories, a record and its audit
 * entry, a post deleted with its comments); tip featuring leaves exactly one tip featured.
 * On SQLite, and on PostgreSQL (a database of its own) in the `postgres` test project.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { getResource } from '../../src/resources';
import { connectDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { type Db, loose } from '../../server/db/schema';
import { fromRow } from '../../server/records/wire';
import { makeRecord } from '../server/helpers/records';
import { type AdminSession, type Child, signInAdmin, startServer } from './support/child';
import { type Target, makeTarget } from './support/targets';
import { postgresUnderTest } from '../setup/postgres';

const ADMIN = { email: 'durable-admin@example.com', password: 'Durable-admin-pass-8' };
const WRITERS = 6;
/** Writes answered in a round before its kill: the kill comes while writes are made and answered. */
const ANSWERED_BEFORE_KILL = 5 * WRITERS;
const KILLS = 3;

/** What the server said yes to: only these must survive. */
interface Acknowledged {
  exams: Map<number, { title: string; questions: unknown[] }>;
  blogs: Map<number, { title: string; category_ids: number[] }>;
  deletedBlogs: Set<number>;
  tips: Set<number>;
  /** Tips a featuring was sent for, answered or not: the featured one must be among them. */
  featuringSent: Set<number>;
  featured: number;
  writes: number;
  unanswered: number;
}

const question = (n: number) => ({
  question: `Question ${n}: whole or absent?`,
  options: [1, 2, 3, 4].map((id) => ({ id, text: `Option ${id} of ${n}` })),
  right_answer: 1 + (n % 4),
  level: 'beginner',
});

async function call(
  base: string,
  session: AdminSession,
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
): Promise<{ status: number; data: Record<string, unknown> }> {
  const response = await fetch(`${base}/api/admin/${path}`, {
    method,
    headers: session.headers,
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: Record<string, unknown> };
  return { status: response.status, data: json.data ?? {} };
}

/** One client writing in a loop until told to stop; a request cut by the kill is not counted. */
async function writer(
  id: number,
  base: string,
  session: AdminSession,
  refs: { course: number; categories: number[]; author: number },
  acked: Acknowledged,
  running: () => boolean,
): Promise<void> {
  let n = 0;
  while (running()) {
    n += 1;
    const tag = `${id}-${n}-${randomBytes(3).toString('hex')}`;
    try {
      switch (n % 4) {
        case 0: {
          const questions = [question(n)];
          const exam = { title: `Exam ${tag}`, course_id: refs.course, duration_minutes: 30, questions };
          const answer = await call(base, session, 'POST', 'exam/create', { exam_data: exam });
          if (answer.status === 201) {
            acked.exams.set(Number(answer.data.id), { title: exam.title, questions });
            acked.writes += 1;
          }
          break;
        }
        case 1: {
          const post = {
            title: `Post ${tag}`,
            user_id: refs.author,
            post_status: 'published',
            category_ids: refs.categories,
            content: `<p>Post ${tag}</p>`,
          };
          const answer = await call(base, session, 'POST', 'create_blog', post);
          if (answer.status === 201) {
            acked.blogs.set(Number(answer.data.id), { title: post.title, category_ids: refs.categories });
            acked.writes += 1;
          }
          break;
        }
        case 2: {
          const tip = await call(base, session, 'POST', 'tips/create-tip', {
            title: `Tip ${tag}`,
            description: 'x',
          });
          if (tip.status !== 201) break;
          const tipId = Number(tip.data.id);
          acked.tips.add(tipId);
          acked.writes += 1;
          acked.featuringSent.add(tipId);
          const featured = await call(base, session, 'POST', 'tips/update-tip-status', { id: tipId });
          if (featured.status === 200) {
            acked.featured += 1;
            acked.writes += 1;
          }
          break;
        }
        default: {
          // A post with two comments, then deleted with them.
          const post = await call(base, session, 'POST', 'create_blog', {
            title: `Doomed ${tag}`,
            user_id: refs.author,
            post_status: 'draft',
            content: '<p>soon gone</p>',
          });
          if (post.status !== 201) break;
          const postId = Number(post.data.id);
          for (const k of [1, 2])
            await call(base, session, 'POST', 'blog-comments/create-blog-comment', {
              author: `Reader ${k}`,
              author_email: `reader${k}@example.com`,
              content: 'A comment',
              post_id: postId,
            });
          const deleted = await call(base, session, 'POST', 'delete_blog', { id: postId });
          if (deleted.status === 200) {
            acked.deletedBlogs.add(postId);
            acked.writes += 1;
          }
        }
      }
    } catch {
      acked.unanswered += 1;
    }
  }
}

const ids = async (db: Db, table: string) =>
  new Set((await loose(db).selectFrom(table).select('id').execute()).map((row) => Number(row.id)));

async function auditIds(db: Db, resource: string, action: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom('audit_log')
    .select('record_id')
    .where('resource', '=', resource)
    .where('action', '=', action)
    .execute();
  return new Set(rows.map((row) => Number(row.record_id)));
}

/** Everything answered is there and whole; nothing is half there. */
async function verify(db: Db, acked: Acknowledged, refs: { categories: number[] }): Promise<void> {
  const exams = getResource('exams');
  const blogs = getResource('blogs');

  for (const [id, sent] of acked.exams) {
    const row = await loose(db).selectFrom('exams').selectAll().where('id', '=', id).executeTakeFirst();
    expect(row, `exam ${id} was answered 201 and is gone`).toBeDefined();
    expect(fromRow(exams, row ?? {})).toMatchObject({ id, title: sent.title, questions: sent.questions });
  }
  for (const [id, sent] of acked.blogs) {
    const row = await loose(db).selectFrom('blogs').selectAll().where('id', '=', id).executeTakeFirst();
    expect(row, `post ${id} was answered 201 and is gone`).toBeDefined();
    expect(fromRow(blogs, row ?? {})).toMatchObject(sent);
  }
  const tips = await ids(db, 'tips');
  for (const id of acked.tips) expect(tips.has(id), `tip ${id}`).toBe(true);
  const blogIds = await ids(db, 'blogs');
  for (const id of acked.deletedBlogs) expect(blogIds.has(id), `deleted post ${id} is back`).toBe(false);

  // Whole or absent: every exam keeps its one question of four options, every post its categories.
  for (const row of await loose(db).selectFrom('exams').selectAll().execute()) {
    const exam = fromRow(exams, row);
    expect(exam.questions, `exam ${String(row.id)}`).toHaveLength(1);
    expect((exam.questions as { options: unknown[] }[])[0].options).toHaveLength(4);
  }
  for (const row of await loose(db)
    .selectFrom('blogs')
    .selectAll()
    .where('title', 'like', 'Post %')
    .execute())
    expect(fromRow(blogs, row).category_ids, `post ${String(row.id)}`).toEqual(refs.categories);
  // No comment outlives its post.
  const orphans = await loose(db)
    .selectFrom('blog_comments')
    .select('id')
    .where('post_id', 'not in', [0, ...blogIds])
    .execute();
  expect(orphans).toEqual([]);
  // A record and its audit entry are written together or not at all.
  for (const [table, resource] of [
    ['exams', 'exams'],
    ['tips', 'tips'],
  ] as const)
    expect([...(await auditIds(db, resource, 'record.create'))].sort()).toEqual(
      [...(await ids(db, table))].sort(),
    );
  const created = await auditIds(db, 'blogs', 'record.create');
  const deleted = await auditIds(db, 'blogs', 'record.delete');
  for (const id of blogIds) expect(created.has(id) && !deleted.has(id), `post ${id}`).toBe(true);
  for (const id of created) expect(blogIds.has(id) || deleted.has(id), `post ${id}`).toBe(true);
  // Exactly one tip featured, one a featuring was sent for.
  const featured = (await loose(db).selectFrom('tips').select('id').where('featured', '=', 1).execute()).map(
    (row) => Number(row.id),
  );
  if (acked.featured > 0) {
    expect(featured).toHaveLength(1);
    expect(acked.featuringSent.has(featured[0])).toBe(true);
  } else expect(featured.length).toBeLessThanOrEqual(1);
}

describe(`a server killed mid-load on ${postgresUnderTest() ? 'PostgreSQL' : 'SQLite'}`, () => {
  let target: Target | undefined;
  let child: Child | undefined;

  afterAll(async () => {
    await child?.kill();
    await target?.drop();
  });

  // Four server starts: seconds each on a quiet machine, a minute each on a loaded one.
  it('keeps every write it answered, whole, across three SIGKILLs', { timeout: 600_000 }, async () => {
    target = await makeTarget();
    // The records the writes point at, made before the first start.
    const setup = await connectDatabase(target.database);
    await migrateToLatest(setup.db, setup.dialect);
    const course = await makeRecord(setup.db, 'courses');
    const categories = [
      await makeRecord(setup.db, 'blog_categories'),
      await makeRecord(setup.db, 'blog_categories'),
    ];
    await setup.close();

    const env = { ...target.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    const acked: Acknowledged = {
      exams: new Map(),
      blogs: new Map(),
      deletedBlogs: new Set(),
      tips: new Set(),
      featuringSent: new Set(),
      featured: 0,
      writes: 0,
      unanswered: 0,
    };
    const db = await connectDatabase(target.database);
    try {
      for (let round = 0; round <= KILLS; round += 1) {
        child = await startServer(env);
        if (round > 0) await verify(db.db, acked, { categories });
        if (round === KILLS) break;
        const session = await signInAdmin(child.base, ADMIN.email, ADMIN.password);
        const author = (await (
          await fetch(`${child.base}/api/user`, { headers: session.headers })
        ).json()) as {
          user: { id: number };
        };
        const writesBefore = acked.writes;
        let running = true;
        const base = child.base;
        const writers = Array.from({ length: WRITERS }, (_, i) =>
          writer(i, base, session, { course, categories, author: author.user.id }, acked, () => running),
        );
        // Counted, not timed: a loaded machine answers the same writes many times slower.
        while (acked.writes < writesBefore + ANSWERED_BEFORE_KILL)
          await new Promise((resolve) => setTimeout(resolve, 20));
        running = false;
        await child.kill();
        await Promise.all(writers);
        // The kill came while writes were being made and answered.
        expect(acked.writes).toBeGreaterThan(writesBefore);
      }
      await child?.stop();
    } finally {
      await db.close();
    }
    expect(acked.exams.size + acked.blogs.size + acked.tips.size).toBeGreaterThan(10);
    process.stdout.write(
      `[kill:${target.name}] ${KILLS} SIGKILLs under ${WRITERS} writers: ${acked.writes} writes answered 2xx, ` +
        `${acked.unanswered} cut off by the kills; lost after restart: 0\n`,
    );
  });
});
