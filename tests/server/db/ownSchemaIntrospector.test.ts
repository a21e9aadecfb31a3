/**
 * The server reads the catalogue of its own PostgreSQL schema only, so tables dropped in other
 * schemas (another tenant's, another test file's) never fail its start or its migrations.
 */
import { randomBytes } from 'node:crypto';
import { PostgresIntrospector, sql } from 'kysely';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnSchemaIntrospector } from '../../../server/db/ownSchemaIntrospector';
import { TEST_SCHEMA_PREFIX, postgresUnderTest } from '../../setup/postgres';
import { type TestServer, startTestServer } from '../helpers/testServer';

const url = postgresUnderTest();

describe.runIf(url)('the PostgreSQL catalogue the server reads', () => {
  let server: TestServer;
  let schema: string;

  // Servers on schemas of their own in the one database (`fresh`), where the churn below is.
  beforeAll(async () => {
    server = await startTestServer({ fresh: true });
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(server.db);
    schema = rows[0].schema;
  });

  afterAll(async () => {
    await server?.close();
  });

  it.each([false, true])(
    'describes its own schema as Kysely’s introspector does (with its own tables: %s)',
    async (withInternalKyselyTables) => {
      const kysely = await new PostgresIntrospector(server.db).getTables({ withInternalKyselyTables });
      const own = await new OwnSchemaIntrospector(server.db).getTables({ withInternalKyselyTables });
      expect(own.length).toBeGreaterThan(28);
      expect(own).toEqual(kysely.filter((table) => table.schema === schema));
    },
  );

  it('is the one the server’s connection uses', () => {
    expect(server.db.introspection).toBeInstanceOf(OwnSchemaIntrospector);
  });

  it('starts servers and reads its tables while tables come and go in another schema', async () => {
    const other = `${TEST_SCHEMA_PREFIX}churn_${randomBytes(4).toString('hex')}`;
    const churn = postgres(url ?? '', { max: 1, onnotice: () => undefined });
    await churn.unsafe(`create schema ${other}`);
    let churning = true;
    let dropped = 0;
    const churned = (async () => {
      while (churning) {
        await churn.unsafe(`create table ${other}.t (id serial primary key, note text)`);
        await churn.unsafe(`drop table ${other}.t`);
        dropped += 1;
      }
    })();
    try {
      const started = await Promise.all([startTestServer({ fresh: true }), startTestServer({ fresh: true })]);
      await Promise.all(started.map((s) => s.close()));
      for (let read = 0; read < 100; read += 1) await server.db.introspection.getTables();
    } finally {
      churning = false;
      await churned;
      await churn.unsafe(`drop schema ${other} cascade`);
      await churn.end();
    }
    // Kysely's own introspector fails about one read in fifteen under this churn.
    expect(dropped).toBeGreaterThan(20);
  });
});
