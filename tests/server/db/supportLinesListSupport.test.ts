import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResource } from '../../../src/resources';
import { migrateToLatest } from '../../../server/db/migrate';
import { missingListSupport } from '../../../server/db/listSupportCheck';
import { type EmptyDatabase, emptyDatabase } from '../helpers/emptyDatabase';

let database: EmptyDatabase;

beforeAll(async () => {
  database = await emptyDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("the support lines' list support migration", () => {
  it('gives the support lines, made without them, their list counters and search index, counting the lines already there', async () => {
    const { db, dialect } = database.handle;
    const lines = [getResource('support_lines')];
    await database.migrateTo('0110_exam_settings');
    expect(await missingListSupport(db, lines)).toEqual([
      'support_lines: list counters',
      'support_lines: search index of title',
    ]);

    expect(await migrateToLatest(db, dialect)).toContain('0140_support_lines_list_support');
    expect(await missingListSupport(db, lines)).toEqual([]);
    const counted = await sql<{ rows: number }>`
      select sum(row_count) as rows from list_counters where tbl = 'support_lines'`.execute(db);
    const present = await sql<{ rows: number }>`select count(*) as rows from support_lines`.execute(db);
    expect(Number(counted.rows[0]?.rows)).toBe(Number(present.rows[0]?.rows));
    expect(Number(present.rows[0]?.rows)).toBe(4);
  });
});
