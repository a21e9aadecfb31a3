/** A query compiled once runs with each call's own values, on SQLite and PostgreSQL alike. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQuery } from '../../../server/db/preparedQuery';
import { loose } from '../../../server/db/schema';
import { postgresUnderTest } from '../../setup/postgres';
import { type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The course tags whose titles start with `prefix`, in any case. */
const tagsStarting = preparedQuery<{ prefix: string; limit: number }, { title: string }>((db, value) =>
  db
    .selectFrom('course_tags')
    .select('title')
    .where(sql<boolean>`lower(title) like lower(${value('prefix')}) || '%'`)
    .orderBy('id')
    .limit(value('limit')),
);

describe(`a prepared query on ${postgresUnderTest() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it("answers each call with that call's values, not the first call's", async () => {
    const now = new Date().toISOString();
    await loose(server.db)
      .insertInto('course_tags')
      .values(
        ['Calm', 'Sleep', 'Sleep well'].map((title) => ({
          title,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    expect(await tagsStarting(server.db, { prefix: 'calm', limit: 5 })).toEqual([{ title: 'Calm' }]);
    expect(await tagsStarting(server.db, { prefix: 'SLEEP', limit: 5 })).toEqual([
      { title: 'Sleep' },
      { title: 'Sleep well' },
    ]);
    expect(await tagsStarting(server.db, { prefix: 'sleep', limit: 1 })).toEqual([{ title: 'Sleep' }]);
    expect(await tagsStarting(server.db, { prefix: 'Focus', limit: 5 })).toEqual([]);
  });

  it('refuses, on its first run, a value that did not become a parameter of the statement', async () => {
    const inlined = preparedQuery<{ title: string }, { title: string }>((db, value) =>
      db
        .selectFrom('course_tags')
        .select('title')
        .where('title', '=', sql.lit(String(value('title')))),
    );
    await expect(inlined(server.db, { title: 'Calm' })).rejects.toThrow(
      "A prepared query's values title are not parameters of:",
    );
  });
});
