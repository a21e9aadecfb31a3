import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, connectDatabase } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';
import { migrations } from '../../../server/db/migrations';
import { TEST_SCHEMA_PREFIX, postgresUnderTest } from '../../setup/postgres';

let dir: string;
let handle: DatabaseHandle;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mindwell-exam-settings-'));
  const url = postgresUnderTest();
  handle = url
    ? await connectDatabase(
        { kind: 'postgres', url },
        { schema: `${TEST_SCHEMA_PREFIX}${randomBytes(6).toString('hex')}` },
      )
    : await connectDatabase({ kind: 'sqlite', file: path.join(dir, 'exams.sqlite') });
});
afterAll(async () => {
  await handle?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the exam settings migration', () => {
  it('gives the exams already there three attempts where they had no limit, and the score with which were wrong', async () => {
    const { db, dialect } = handle;
    let migrationTableSchema: string | undefined;
    if (dialect === 'postgres')
      migrationTableSchema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0].s;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrations(dialect) },
      migrationTableSchema,
    });
    expect((await migrator.migrateTo('0065_audit_trail')).error).toBeUndefined();

    const now = new Date().toISOString();
    await sql`insert into courses (title, price, status, created_at, updated_at) values ('Calm', 0, 'published', ${now}, ${now})`.execute(
      db,
    );
    for (const [title, limit] of [
      ['Unlimited', null],
      ['Five tries', 5],
    ] as const)
      await sql`insert into exams (title, course_id, pass_mark, status, questions, max_attempts, created_at, updated_at)
        values (${title}, 1, 70, 'published', '[]', ${limit}, ${now}, ${now})`.execute(db);

    expect(await migrateToLatest(db, dialect)).toContain('0110_exam_settings');
    const exams = await sql<
      Record<string, unknown>
    >`select title, max_attempts, wait_hours, questions_per_attempt, show_after_attempt from exams order by id`.execute(
      db,
    );
    expect(exams.rows.map((row) => ({ ...row, max_attempts: Number(row.max_attempts) }))).toEqual([
      {
        title: 'Unlimited',
        max_attempts: 3,
        wait_hours: null,
        questions_per_attempt: null,
        show_after_attempt: 'wrong',
      },
      {
        title: 'Five tries',
        max_attempts: 5,
        wait_hours: null,
        questions_per_attempt: null,
        show_after_attempt: 'wrong',
      },
    ]);
  });
});
