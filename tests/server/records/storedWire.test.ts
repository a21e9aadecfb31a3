/**
 * Each record's wire JSON is kept beside it, written by triggers derived from the resource
 * table (server/records/storedWire.ts), on SQLite and on PostgreSQL. wireJson.test.ts holds that
 * JSON equal to `fromRow`'s; this file holds it in step with the records and with the resource
 * table.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResource } from '../../../src/resources';
import { type DatabaseHandle, connectDatabase } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';
import { type Db, loose } from '../../../server/db/schema';
import { WIRE_COLUMN } from '../../../server/records/columns';
import { listRecords, listRecordsJson, parseListOptions } from '../../../server/records/list';
import {
  hasStoredWire,
  installStoredWire,
  loadStoredWire,
  removeStoredWire,
} from '../../../server/records/storedWire';
import { TEST_SCHEMA_PREFIX, postgresUnderTest } from '../../setup/postgres';
import { type TestServer, startTestServer } from '../helpers/testServer';

const courses = getResource('courses');
const firstPage = parseListOptions(courses, { per_page: 50 });

/**
 * The definitions of the courses table's wire triggers, by name, as the database keeps them
 * (PostgreSQL: the body of the function its trigger runs).
 */
async function wireTriggers(server: TestServer): Promise<Map<string, string>> {
  if (server.dialect === 'postgres') {
    const { rows } = await sql<{ name: string; body: string }>`
      select p.proname as name, p.prosrc as body
      from pg_trigger t join pg_proc p on p.oid = t.tgfoid
      where t.tgrelid = 'courses'::regclass and p.proname = ${`courses_${WIRE_COLUMN}`}`.execute(server.db);
    return new Map(rows.map((row) => [row.name, row.body]));
  }
  const { rows } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'trigger' and name like ${`courses_${WIRE_COLUMN}_%`}`.execute(
    server.db,
  );
  return new Map(rows.map((row) => [row.name, row.sql]));
}

/** Puts the courses table's wire triggers back as `definitions` say, as a build of another resource table would have. */
async function replaceWireTriggers(server: TestServer, definitions: Map<string, string>): Promise<void> {
  for (const [name, definition] of definitions)
    if (server.dialect === 'postgres')
      await sql
        .raw(`create or replace function ${name}() returns trigger language plpgsql as $$${definition}$$`)
        .execute(server.db);
    else {
      await sql.raw(`drop trigger ${name}`).execute(server.db);
      await sql.raw(definition).execute(server.db);
    }
}

/** Runs `write` with the courses table's wire triggers off, as a bulk load might. */
async function withTriggersOff(server: TestServer, write: () => Promise<void>): Promise<void> {
  if (server.dialect === 'postgres') {
    await sql.raw(`alter table courses disable trigger courses_${WIRE_COLUMN}`).execute(server.db);
    try {
      await write();
    } finally {
      await sql.raw(`alter table courses enable trigger courses_${WIRE_COLUMN}`).execute(server.db);
    }
    return;
  }
  const triggers = await wireTriggers(server);
  for (const name of triggers.keys()) await sql.raw(`drop trigger ${name}`).execute(server.db);
  try {
    await write();
  } finally {
    for (const definition of triggers.values()) await sql.raw(definition).execute(server.db);
  }
}

/** A database of its own, as a fresh install finds it. */
async function freshDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const url = postgresUnderTest();
  if (url) {
    const schema = `${TEST_SCHEMA_PREFIX}wire_${Date.now().toString(36)}`;
    const handle = await connectDatabase({ kind: 'postgres', url }, { schema });
    return {
      handle,
      async drop() {
        await sql.raw(`drop schema ${schema} cascade`).execute(handle.db);
        await handle.close();
      },
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'mindwell-wire-'));
  const handle = await connectDatabase({ kind: 'sqlite', file: path.join(dir, 'fresh.sqlite') });
  return {
    handle,
    async drop() {
      await handle.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

describe('the wire JSON the database stores with each record', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: true });
  });

  afterAll(async () => {
    await server?.close();
  });

  const stored = async (id: number): Promise<string | null> => {
    const row = await loose(server.db)
      .selectFrom('courses')
      .select(WIRE_COLUMN)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row[WIRE_COLUMN] === null ? null : String(row[WIRE_COLUMN]);
  };

  /** The page as the admin list sends it, and as JavaScript decodes the same rows. */
  const bothWays = async (db: Db = server.db) => ({
    sent: JSON.parse(await listRecordsJson(db, courses, firstPage)) as unknown,
    decoded: await listRecords(db, courses, firstPage),
  });

  const reload = () => loadStoredWire(server.db, server.dialect);

  it('follows an edit made through the admin API', async () => {
    const admin = await server.signInAsAdmin();
    const { id } = await loose(server.db).selectFrom('courses').select('id').executeTakeFirstOrThrow();
    const response = await admin.admin('PUT', 'update_course', {
      course_id: Number(id),
      course_data: { title: 'Sleep, Stress and You', price: 12.5 },
    });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse((await stored(Number(id))) ?? 'null')).toMatchObject({
      title: 'Sleep, Stress and You',
      price: 12.5,
    });
  });

  it('is written for a record created through the admin API', async () => {
    const admin = await server.signInAsAdmin();
    const category = await loose(server.db)
      .selectFrom('course_categories')
      .select('id')
      .executeTakeFirstOrThrow();
    const response = await admin.admin('POST', 'create_course', {
      course_data: {
        title: 'Grounding for Beginners',
        slug: 'grounding-for-beginners',
        course_category_id: Number(category.id),
        price: 9.99,
        status: 'draft',
      },
    });
    expect(response.statusCode).toBe(201);
    const row = await loose(server.db)
      .selectFrom('courses')
      .select('id')
      .where('slug', '=', 'grounding-for-beginners')
      .executeTakeFirstOrThrow();
    expect(JSON.parse((await stored(Number(row.id))) ?? 'null')).toMatchObject({
      id: Number(row.id),
      title: 'Grounding for Beginners',
      price: 9.99,
    });
  });

  it('is read from the column for the admin list, which is never part of an answer', async () => {
    expect(hasStoredWire(server.db, courses)).toBe(true);
    const admin = await server.signInAsAdmin();
    const list = await admin.admin('GET', 'get_course', { page: 1, per_page: 5 });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(WIRE_COLUMN);
    const one = await admin.admin('GET', 'get_course', { filter: JSON.stringify({ id: 1 }) });
    expect(one.body).not.toContain(WIRE_COLUMN);
    const published = await server.client().request('GET', '/api/courses');
    expect(published.statusCode).toBe(200);
    expect(published.body).not.toContain(WIRE_COLUMN);
  });

  it('is rewritten for every record when a start finds triggers other than its own', async () => {
    // As a database last started by a build whose resource table had no `featured` on courses.
    const ours = await wireTriggers(server);
    const older = new Map(
      [...ours].map(([name, definition]) => [
        name,
        definition.replace(/',"featured":', [^\n]*\n/, '').replace(/, 'featured', "featured"/, ''),
      ]),
    );
    expect([...older.values()]).not.toEqual([...ours.values()]);
    await replaceWireTriggers(server, older);
    await sql.raw(`update courses set title = title || ''`).execute(server.db);
    expect(await stored(1)).not.toContain('"featured"');

    await reload();
    expect(hasStoredWire(server.db, courses)).toBe(false);
    const { sent: whileStale, decoded } = await bothWays();
    expect(whileStale).toEqual(decoded);

    await installStoredWire(server.db, server.dialect);
    await reload();
    expect(hasStoredWire(server.db, courses)).toBe(true);
    expect(await stored(1)).toContain('"featured"');
    const { sent, decoded: again } = await bothWays();
    expect(sent).toEqual(again);
    expect(JSON.stringify(sent)).toContain('"featured"');
  });

  it('answers a page holding a record written with its triggers off as JavaScript decodes it', async () => {
    const category = await loose(server.db)
      .selectFrom('course_categories')
      .select('id')
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await withTriggersOff(server, async () => {
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
    });
    const { sent, decoded } = await bothWays();
    expect(sent).toEqual(decoded);
    expect(JSON.stringify(sent)).toContain('Written in bulk');
  });

  it('is taken off before due migrations run, and put back by the start with every record’s JSON', async () => {
    const fresh = await freshDatabase();
    try {
      let takenOff = 0;
      const takeOff = async () => {
        takenOff += 1;
      };
      await migrateToLatest(fresh.handle.db, fresh.handle.dialect, takeOff);
      await migrateToLatest(fresh.handle.db, fresh.handle.dialect, takeOff);
      expect(takenOff).toBe(1);
    } finally {
      await fresh.drop();
    }

    await removeStoredWire(server.db, server.dialect);
    expect((await wireTriggers(server)).size).toBe(0);
    await reload();
    expect(hasStoredWire(server.db, courses)).toBe(false);
    await installStoredWire(server.db, server.dialect);
    await reload();
    expect(hasStoredWire(server.db, courses)).toBe(true);
    const { sent, decoded } = await bothWays();
    expect(sent).toEqual(decoded);
  });
});
