/**
 * Benchmark databases: the real schema (the server's own migrations), the first admin and the
 * demo catalogue, then generated courses inserted in bulk until the table holds the number
 * asked for. SQLite files live under bench/out; PostgreSQL data in a schema of its own.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { getResource } from '../../src/resources';
import { buildApp } from '../../server/app';
import { parseConfig } from '../../server/config';
import { type DatabaseHandle, connectDatabase } from '../../server/db/connect';
import { type Db, loose } from '../../server/db/schema';
import { fromRow } from '../../server/records/wire';
import { type CourseRefs, storedCourse } from './data';
import { onPostgres } from './postgresAdmin';

export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'Bench-admin-pass-7391' };

export type Target =
  { kind: 'sqlite'; dataDir: string } | { kind: 'postgres'; url: string; schema: string; dataDir: string };

/** The environment our server reads for this target (bench/serverMain.ts adds the schema). */
export function serverEnv(target: Target): Record<string, string> {
  return {
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.kind === 'postgres' ? target.url : '',
    BENCH_PG_SCHEMA: target.kind === 'postgres' ? target.schema : '',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
}

export async function openTarget(target: Target): Promise<DatabaseHandle> {
  if (target.kind === 'sqlite')
    return connectDatabase({ kind: 'sqlite', file: path.join(target.dataDir, 'mindwell.sqlite') });
  return connectDatabase({ kind: 'postgres', url: target.url }, { schema: target.schema });
}

/** Removes the target's data: the SQLite folder, or the PostgreSQL schema. */
export async function dropTarget(target: Target): Promise<void> {
  await rm(target.dataDir, { recursive: true, force: true });
  if (target.kind !== 'postgres') return;
  await onPostgres(target.url, (client) => client.unsafe(`drop schema if exists ${target.schema} cascade`));
}

/** Schema, first admin and demo catalogue, exactly as the server makes them on its first start. */
export async function prepareTarget(target: Target): Promise<DatabaseHandle> {
  const handle = await openTarget(target);
  const config = parseConfig({ ...serverEnv(target), LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db: handle, distDir: path.join(target.dataDir, 'no-dist') });
  await app.close();
  return handle;
}

/** Ids the generated courses may point at (the demo catalogue's). */
export async function courseRefs(db: Db): Promise<CourseRefs> {
  const ids = async (table: string) =>
    (await loose(db).selectFrom(table).select('id').orderBy('id').execute()).map((row) => Number(row.id));
  return {
    categoryIds: await ids('course_categories'),
    levelIds: await ids('course_levels'),
    instructorIds: await ids('instructors'),
    tagIds: await ids('course_tags'),
  };
}

export async function countRows(db: Db, table: string): Promise<number> {
  const row = await loose(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Inserts generated courses until the table holds `total` rows, in batches inside
 * transactions. Course numbers continue from the rows already there, so growing 1k → 100k →
 * 1M gives the same rows as seeding 1M at once.
 *
 * `bulk`, for large loads: the table's indexes and triggers are set aside during the load and
 * put back after it from their own definitions, then what the triggers would have done is done
 * once (the search index rebuilt, the row counter recounted, the stored JSON written), as any
 * bulk load would.
 */
export async function growCourses(
  handle: DatabaseHandle,
  total: number,
  log: (line: string) => void = () => {},
  bulk = false,
): Promise<number> {
  const { db, dialect } = handle;
  const refs = await courseRefs(db);
  let have = await countRows(db, 'courses');
  const start = have;
  if (have >= total) return 0;
  const restore = bulk ? await setAside(handle) : async () => {};
  // Bound parameters per statement: SQLite takes 32766, PostgreSQL 65535.
  const batch = dialect === 'postgres' ? 2000 : 1000;
  const perTransaction = 50_000;
  let lastLog = Date.now();
  try {
    while (have < total) {
      const inThis = Math.min(perTransaction, total - have);
      const from = have;
      await db.transaction().execute(async (trx) => {
        for (let done = 0; done < inThis; done += batch) {
          const rows: Record<string, unknown>[] = [];
          for (let i = done; i < Math.min(inThis, done + batch); i += 1)
            rows.push({ ...storedCourse(from + i + 1, refs) });
          await loose(trx).insertInto('courses').values(rows).execute();
        }
      });
      have += inThis;
      if (Date.now() - lastLog > 10_000) {
        log(`  ${have.toLocaleString('en-GB')} courses`);
        lastLog = Date.now();
      }
    }
  } finally {
    await restore();
  }
  return have - start;
}

/** Drops the courses table's indexes and user triggers; answers how to put them back. */
async function setAside(handle: DatabaseHandle): Promise<() => Promise<void>> {
  const { db, dialect } = handle;
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ type: string; name: string; sql: string }>`
      select type, name, sql from sqlite_master
      where tbl_name = 'courses' and type in ('index', 'trigger') and sql is not null`.execute(db);
    for (const row of rows) await sql.raw(`drop ${row.type} ${row.name}`).execute(db);
    return async () => {
      for (const row of rows) await sql.raw(row.sql).execute(db);
      const search = await sql<{ name: string }>`
        select name from sqlite_master where name = 'courses_search'`.execute(db);
      if (search.rows.length > 0)
        await sql`insert into courses_search (courses_search) values ('rebuild')`.execute(db);
      await recount(db);
    };
  }
  const { rows } = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = 'courses' and indexname <> 'courses_pkey'`.execute(
    db,
  );
  for (const row of rows) await sql.raw(`drop index ${row.indexname}`).execute(db);
  const triggers = await sql<{ name: string }>`
    select tgname as name from pg_trigger where tgrelid = 'courses'::regclass and not tgisinternal`.execute(
    db,
  );
  for (const { name } of triggers.rows)
    await sql.raw(`alter table courses disable trigger ${name}`).execute(db);
  return async () => {
    for (const { name } of triggers.rows)
      await sql.raw(`alter table courses enable trigger ${name}`).execute(db);
    for (const row of rows) await sql.raw(row.indexdef).execute(db);
    await recount(db);
  };
}

/** The courses counter row set to the table's count, as the triggers would have kept it. */
async function recount(db: Db): Promise<void> {
  const counters = await sql<{ n: number }>`
    select count(*) as n from list_counters where tbl = 'courses'`.execute(db);
  if (Number(counters.rows[0]?.n ?? 0) === 0) return;
  await sql`update list_counters set row_count = 0, id_changes = id_changes + 1, changes = changes + 1
    where tbl = 'courses'`.execute(db);
  await sql`update list_counters set row_count = (select count(*) from courses)
    where tbl = 'courses' and slot = 0`.execute(db);
}

/** After a bulk load: statistics for PostgreSQL's planner and the visibility map; SQLite's WAL folded in. */
export async function settle(handle: DatabaseHandle): Promise<void> {
  if (handle.dialect === 'postgres') await sql`vacuum analyze`.execute(handle.db);
  else await sql`pragma wal_checkpoint(TRUNCATE)`.execute(handle.db);
}

/** Every course in wire form, as json-server's db.json holds them. */
export async function exportCourses(db: Db): Promise<Record<string, unknown>[]> {
  const courses = getResource('courses');
  const out: Record<string, unknown>[] = [];
  let after = 0;
  for (let round = 0; round < 10_000; round += 1) {
    const rows = await loose(db)
      .selectFrom('courses')
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(5000)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) out.push(fromRow(courses, row));
    after = Number(rows[rows.length - 1].id);
  }
  return out;
}
