import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate';
import { type EmptyDatabase, emptyDatabase } from '../helpers/emptyDatabase';

let database: EmptyDatabase;

beforeAll(async () => {
  database = await emptyDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('the exam settings migration', () => {
  it('gives the exams already there three attempts where they had no limit, and the score with which were wrong', async () => {
    const { db, dialect } = database.handle;
    await database.migrateTo('0065_audit_trail');

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
