/**
 * On PostgreSQL the hot list queries (server/db/compiledOnce.ts) are kept prepared on each
 * connection (server/db/preparedStatements.ts), so PostgreSQL plans them once, not per request.
 */
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResource } from '../../../src/resources';
import { hotQueriesRunner } from '../../../server/db/compiledOnce';
import { loose } from '../../../server/db/schema';
import { WIRE_COLUMN } from '../../../server/records/columns';
import { listRecords, parseListOptions } from '../../../server/records/list';
import { SEEK_BEYOND } from '../../../server/records/listCache';
import { postgresUnderTest } from '../../setup/postgres';
import { type TestServer, startTestServer } from '../helpers/testServer';

const url = postgresUnderTest();
const courses = getResource('courses');
const secondPage = parseListOptions(courses, { page: 2, per_page: 3 });
/**
 * Courses added to the demo's, so that pages 60 to 62, three courses a page, are far enough
 * from both ends to be sought from the page boundaries.
 */
const ADDED = SEEK_BEYOND * 3;
const deepPage = (page: number) => parseListOptions(courses, { page, per_page: 3 });

describe.runIf(url)('the statements PostgreSQL keeps prepared', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: true });
    const model = await loose(server.db).selectFrom('courses').selectAll().executeTakeFirstOrThrow();
    const copy = Object.fromEntries(
      Object.entries(model).filter(([key]) => key !== 'id' && key !== WIRE_COLUMN),
    );
    await loose(server.db)
      .insertInto('courses')
      .values(Array.from({ length: ADDED }, (_, i) => ({ ...copy, slug: `deep-page-${i}` })))
      .execute();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('include the list counters’ lookup, on the connection a list ran on', async () => {
    const prepared = await server.db.connection().execute(async (connection) => {
      await listRecords(connection, courses, secondPage);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        connection,
      );
      return rows.map((row) => row.statement);
    });
    expect(prepared.some((statement) => statement.includes('from list_counters'))).toBe(true);
  });

  it('include the seek of a page deep in a list, planned once for every page', async () => {
    // The first call learns the page boundaries; the next ones seek from them, one after another
    // on the pool's most recently used connection.
    for (let call = 0; call < 8; call += 1) await listRecords(server.db, courses, deepPage(60 + (call % 3)));
    const { rows } = await hotQueriesRunner(server.db).executeQuery<{
      generic_plans: number;
      custom_plans: number;
    }>(
      CompiledQuery.raw(
        "select generic_plans, custom_plans from pg_prepared_statements where statement like '%offset%'",
      ),
    );
    expect(rows).toHaveLength(1);
    expect(Number(rows[0].generic_plans)).toBeGreaterThan(0);
    expect(Number(rows[0].custom_plans)).toBe(0);
  });

  it('leave the other queries unnamed', async () => {
    const prepared = await server.db.connection().execute(async (connection) => {
      await sql`select count(*) from courses where status = ${'draft'}`.execute(connection);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        connection,
      );
      return rows.map((row) => row.statement);
    });
    expect(prepared.some((statement) => statement.includes('status ='))).toBe(false);
  });

  it('go on answering a page deep in a list after a migration adds a column to its table', async () => {
    // The first call learns the page boundaries; the next ones seek from them by a prepared statement.
    const before = await listRecords(server.db, courses, deepPage(61));
    for (let call = 0; call < 5; call += 1) await listRecords(server.db, courses, deepPage(61));
    await sql`alter table courses add column added_later text`.execute(server.db);
    try {
      for (let call = 0; call < 5; call += 1)
        expect(await listRecords(server.db, courses, deepPage(61))).toEqual(before);
    } finally {
      await sql`alter table courses drop column added_later`.execute(server.db);
    }
    expect(before.data.map((record) => record.id)).toHaveLength(3);
  });
});
