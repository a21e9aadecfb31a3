/**
 * On PostgreSQL the hot list queries (server/db/compiledOnce.ts) are kept prepared on each
 * connection (server/db/preparedStatements.ts), so PostgreSQL plans them once, not per request.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResource } from '../../../src/resources';
import { listRecords, parseListOptions } from '../../../server/records/list';
import { postgresUnderTest } from '../../setup/postgres';
import { type TestServer, startTestServer } from '../helpers/testServer';

const url = postgresUnderTest();
const courses = getResource('courses');
const secondPage = parseListOptions(courses, { page: 2, per_page: 3 });

describe.runIf(url)('the statements PostgreSQL keeps prepared', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: true });
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
    const before = await listRecords(server.db, courses, secondPage);
    for (let call = 0; call < 5; call += 1) await listRecords(server.db, courses, secondPage);
    await sql`alter table courses add column added_later text`.execute(server.db);
    try {
      for (let call = 0; call < 5; call += 1)
        expect(await listRecords(server.db, courses, secondPage)).toEqual(before);
    } finally {
      await sql`alter table courses drop column added_later`.execute(server.db);
    }
    expect(before.data.map((record) => record.id)).toHaveLength(3);
  });
});
