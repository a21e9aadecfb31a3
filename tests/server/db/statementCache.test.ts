/** SQLite's statements, kept and reused (server/db/statementCache.ts), and queries compiled once. */
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCompiledOnce, slot } from '../../../server/db/compiledOnce';
import { withStatementCache } from '../../../server/db/statementCache';

let db: Kysely<Record<string, Record<string, unknown>>>;
beforeEach(() => {
  db = new Kysely({
    dialect: new SqliteDialect({ database: withStatementCache(new BetterSqlite3(':memory:')) }),
  });
});
afterEach(async () => {
  await db.destroy();
});

describe('the statement cache', () => {
  it('answers rows as objects named by their columns, in column order', async () => {
    await sql`create table notes (id integer primary key, title text, words integer)`.execute(db);
    await sql`insert into notes (title, words) values ('First', 3), ('Second', null)`.execute(db);
    const { rows } = await sql`select * from notes order by id`.execute(db);
    expect(rows).toEqual([
      { id: 1, title: 'First', words: 3 },
      { id: 2, title: 'Second', words: null },
    ]);
    expect(Object.keys(rows[0] as object)).toEqual(['id', 'title', 'words']);
  });

  it('names the columns a table has after a schema change, not the ones it had', async () => {
    await sql`create table notes (id integer primary key, title text)`.execute(db);
    await sql`insert into notes (title) values ('First')`.execute(db);
    expect((await sql`select * from notes`.execute(db)).rows).toEqual([{ id: 1, title: 'First' }]);
    await sql`alter table notes add column words integer`.execute(db);
    expect((await sql`select * from notes`.execute(db)).rows).toEqual([
      { id: 1, title: 'First', words: null },
    ]);
  });

  it('answers changes and new ids for writes', async () => {
    await sql`create table notes (id integer primary key, title text)`.execute(db);
    const result = await sql`insert into notes (title) values ('First')`.execute(db);
    expect(result.numAffectedRows).toBe(1n);
    expect(result.insertId).toBe(1n);
  });
});

describe('runCompiledOnce', () => {
  it('fills its slots anew on every run', async () => {
    await sql`create table notes (id integer primary key, title text)`.execute(db);
    await sql`insert into notes (title) values ('First'), ('Second'), ('Third')`.execute(db);
    const build = () =>
      sql<{ title: string }>`select title from notes where id >= ${slot('from')} limit ${slot('limit')}`;
    expect(await runCompiledOnce(db, 'titles', build, { from: 2, limit: 1 })).toEqual([{ title: 'Second' }]);
    expect(await runCompiledOnce(db, 'titles', build, { from: 1, limit: 3 })).toHaveLength(3);
  });

  it('refuses to run with a slot left empty, naming it', async () => {
    const build = () => sql`select ${slot('answer')} as answer`;
    await expect(runCompiledOnce(db, 'answer', build, {})).rejects.toThrow(
      'No value for the slot answer of answer',
    );
  });
});
