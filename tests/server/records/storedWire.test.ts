/**
 * PostgreSQL keeps each record's wire JSON beside it, written by a trigger derived from the
 * resource table (server/records/storedWire.ts). wireJson.test.ts holds that JSON equal to
 * `fromRow`'s; this file holds it in step with the records and with the resource table.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResource } from '../../../src/resources';
import { loose } from '../../../server/db/schema';
import { listRecords, listRecordsJson, parseListOptions } from '../../../server/records/list';
import {
  WIRE_COLUMN,
  hasStoredWire,
  installStoredWire,
  loadStoredWire,
  removeStoredWire,
  wireFunctionBody,
} from '../../../server/records/storedWire';
import { connectDatabase } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';
import { TEST_SCHEMA_PREFIX, postgresUnderTest } from '../../setup/postgres';
import { type TestServer, startTestServer } from '../helpers/testServer';

const url = postgresUnderTest();
const courses = getResource('courses');
const firstPage = parseListOptions(courses, { per_page: 50 });

describe.runIf(url)('the wire JSON PostgreSQL stores with each record', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: true });
  });

  afterAll(async () => {
    await server?.close();
  });

  const storedTitle = async (id: number) => {
    const row = await loose(server.db)
      .selectFrom('courses')
      .select(WIRE_COLUMN)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return (JSON.parse(String(row[WIRE_COLUMN])) as { title: string }).title;
  };

  /** The page as the admin list sends it, and as JavaScript decodes the same rows. */
  const bothWays = async () => ({
    sent: JSON.parse(await listRecordsJson(server.db, courses, firstPage)) as unknown,
    decoded: await listRecords(server.db, courses, firstPage),
  });

  it('follows an edit made through the admin API', async () => {
    const admin = await server.signInAsAdmin();
    const { id } = await loose(server.db).selectFrom('courses').select('id').executeTakeFirstOrThrow();
    const response = await admin.admin('PUT', 'update_course', {
      course_id: Number(id),
      course_data: { title: 'Sleep, Stress and You' },
    });
    expect(response.statusCode).toBe(200);
    expect(await storedTitle(Number(id))).toBe('Sleep, Stress and You');
  });

  it('is read from the column for the admin list, which is never part of an answer', async () => {
    expect(hasStoredWire(server.db, courses)).toBe(true);
    const admin = await server.signInAsAdmin();
    const list = await admin.admin('GET', 'get_course', { page: 1, per_page: 5 });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(WIRE_COLUMN);
    const published = await server.client().request('GET', '/api/courses');
    expect(published.statusCode).toBe(200);
    expect(published.body).not.toContain(WIRE_COLUMN);
  });

  it('is rewritten for every record when a start finds a trigger other than its own', async () => {
    // As a database last started by a build whose resource table had fewer course fields.
    const older = wireFunctionBody(courses).replace(/',"featured":', [^\n]*\n/, '');
    expect(older).not.toBe(wireFunctionBody(courses));
    await sql
      .raw(
        `create or replace function courses_${WIRE_COLUMN}() returns trigger language plpgsql as $$${older}$$`,
      )
      .execute(server.db);
    await sql.raw(`update courses set ${WIRE_COLUMN} = null`).execute(server.db);
    const stale = await loose(server.db).selectFrom('courses').select(WIRE_COLUMN).executeTakeFirstOrThrow();
    expect(String(stale[WIRE_COLUMN])).not.toContain('"featured"');

    await loadStoredWire(server.db);
    expect(hasStoredWire(server.db, courses)).toBe(false);
    const { sent: whileStale, decoded } = await bothWays();
    expect(whileStale).toEqual(decoded);

    await installStoredWire(server.db);
    await loadStoredWire(server.db);
    expect(hasStoredWire(server.db, courses)).toBe(true);
    const { sent, decoded: again } = await bothWays();
    expect(sent).toEqual(again);
    expect(JSON.stringify(sent)).toContain('"featured"');
  });

  it('leaves a page holding a record written with its trigger off to JavaScript', async () => {
    const category = await loose(server.db)
      .selectFrom('course_categories')
      .select('id')
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await sql.raw(`alter table courses disable trigger courses_${WIRE_COLUMN}`).execute(server.db);
    try {
      await loose(server.db)
        .insertInto('courses')
        .values({
          title: 'Written in bulk',
          slug: 'written-in-bulk',
          course_category_id: category.id,
          tag_ids: '[]',
          price: 500,
          status: 'draft',
          featured: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
    } finally {
      await sql.raw(`alter table courses enable trigger courses_${WIRE_COLUMN}`).execute(server.db);
    }
    const { sent, decoded } = await bothWays();
    expect(sent).toEqual(decoded);
    expect(JSON.stringify(sent)).toContain('Written in bulk');
  });

  it('is taken off before due migrations run, and put back by the start with every record’s JSON', async () => {
    const schema = `${TEST_SCHEMA_PREFIX}wire_${Date.now().toString(36)}`;
    const fresh = await connectDatabase({ kind: 'postgres', url: url ?? '' }, { schema });
    try {
      let takenOff = 0;
      const takeOff = async () => {
        takenOff += 1;
      };
      await migrateToLatest(fresh.db, 'postgres', takeOff);
      await migrateToLatest(fresh.db, 'postgres', takeOff);
      expect(takenOff).toBe(1);
    } finally {
      await sql.raw(`drop schema ${schema} cascade`).execute(fresh.db);
      await fresh.close();
    }

    await removeStoredWire(server.db);
    await loadStoredWire(server.db);
    expect(hasStoredWire(server.db, courses)).toBe(false);
    await installStoredWire(server.db);
    await loadStoredWire(server.db);
    expect(hasStoredWire(server.db, courses)).toBe(true);
    const { sent, decoded } = await bothWays();
    expect(sent).toEqual(decoded);
  });
});
