/**
 * Seeded databases for the benchmarks, made once and kept: a SQLite file under
 * bench/out/cache, a PostgreSQL template database. Each run works on a fresh copy (a file
 * copy; `create database ... template`), so what a benchmark writes never leaks into the
 * next. The cache key is a hash of everything that shapes the data (migrations, the demo
 * seed, the generator, the resource table): change any of it and the data is made anew.
 */
import { createHash } from 'node:crypto';
import type { Sql } from 'postgres';
import { copyFile, mkdir, open, readFile, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { OUT, ROOT } from './ourServer';
import { onPostgres } from './postgresAdmin';
import { countRows, growCourses, prepareTarget, settle, type Target } from './seed';

export type Kind = 'sqlite' | 'postgres';

const SHAPING = [
  'server/db/migrations',
  'server/seed',
  'bench/lib/data.ts',
  'bench/lib/seed.ts',
  'resources.config.ts',
];

async function filesUnder(relative: string): Promise<string[]> {
  const full = path.join(ROOT, relative);
  const info = await stat(full);
  if (!info.isDirectory()) return [full];
  const names = (await readdir(full)).sort();
  return (await Promise.all(names.map((name) => filesUnder(path.join(relative, name))))).flat();
}

let keyCache: string | undefined;
export async function datasetKey(): Promise<string> {
  if (keyCache) return keyCache;
  const hash = createHash('sha256');
  for (const part of SHAPING)
    for (const file of await filesUnder(part)) {
      hash.update(path.relative(ROOT, file));
      hash.update(await readFile(file));
    }
  keyCache = hash.digest('hex').slice(0, 10);
  return keyCache;
}

export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

const pgAdmin = <T>(work: (client: Sql) => Promise<T>): Promise<T> => onPostgres(PG_URL, work);

async function databaseExists(name: string): Promise<boolean> {
  return pgAdmin(async (client) => {
    const rows = await client`select 1 from pg_database where datname = ${name}`;
    return rows.length > 0;
  });
}

const sizeLabel = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}m` : n >= 1000 ? `${n / 1000}k` : `${n}`);

/** Removes cached data of older keys (other generators or migrations): they are never used again. */
export async function pruneOldDatasets(log: (line: string) => void): Promise<void> {
  const key = await datasetKey();
  const cacheDir = path.join(OUT, 'cache');
  for (const name of await readdir(cacheDir).catch(() => [] as string[]))
    if (name !== key) {
      log(`  removing old cached data ${name}`);
      await rm(path.join(cacheDir, name), { recursive: true, force: true });
    }
  await pgAdmin(async (client) => {
    const rows = await client<{ datname: string }[]>`
      select datname from pg_database where datname like 'mw_bench_%'`;
    for (const { datname } of rows)
      if (!datname.startsWith(`mw_bench_${key}_`) && /^mw_bench_[a-z0-9_]+$/.test(datname)) {
        log(`  dropping old database ${datname}`);
        await client.unsafe(`drop database if exists ${datname} with (force)`);
      }
  }).catch(() => undefined);
}

/** Seeds `target` (prepared already, or copied from a smaller size) up to `courses` rows. */
async function fill(target: Target, courses: number, log: (line: string) => void): Promise<void> {
  const handle = await prepareTarget(target);
  try {
    const started = Date.now();
    const added = await growCourses(
      handle,
      courses,
      log,
      courses - (await countRows(handle.db, 'courses')) > 50_000,
    );
    await settle(handle);
    if (added > 0)
      log(
        `  seeded ${added.toLocaleString('en-GB')} courses in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
  } finally {
    await handle.close();
  }
}

async function sqliteTemplate(
  courses: number,
  log: (line: string) => void,
  sizes: number[],
): Promise<string> {
  const key = await datasetKey();
  const dir = (n: number) => path.join(OUT, 'cache', key, `sqlite-${sizeLabel(n)}`);
  const file = (n: number) => path.join(dir(n), 'mindwell.sqlite');
  if (await exists(file(courses))) return file(courses);
  log(`  making the SQLite data set of ${courses.toLocaleString('en-GB')} courses (kept for later runs)`);
  await mkdir(dir(courses), { recursive: true });
  // Grow from the largest smaller one already made, if any.
  const smaller = sizes.filter((n) => n < courses).sort((a, b) => b - a);
  for (const n of smaller)
    if (await exists(file(n))) {
      await copyFile(file(n), file(courses));
      break;
    }
  await fill({ kind: 'sqlite', dataDir: dir(courses) }, courses, log);
  return file(courses);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function postgresTemplate(
  courses: number,
  log: (line: string) => void,
  sizes: number[],
): Promise<string> {
  const key = await datasetKey();
  const name = (n: number) => `mw_bench_${key}_${sizeLabel(n)}`;
  if (await databaseExists(name(courses))) return name(courses);
  log(`  making the PostgreSQL data set of ${courses.toLocaleString('en-GB')} courses (kept for later runs)`);
  const smaller = sizes.filter((n) => n < courses).sort((a, b) => b - a);
  let from: string | undefined;
  for (const n of smaller)
    if (await databaseExists(name(n))) {
      from = name(n);
      break;
    }
  const building = `${name(courses)}_building`;
  await pgAdmin(async (client) => {
    await client.unsafe(`drop database if exists ${building} with (force)`);
    await client.unsafe(`create database ${building}${from ? ` template ${from}` : ''}`);
  });
  await fill(
    {
      kind: 'postgres',
      url: withDatabase(PG_URL, building),
      schema: 'public',
      dataDir: path.join(OUT, 'pg-seed'),
    },
    courses,
    log,
  );
  await pgAdmin((client) => client.unsafe(`alter database ${building} rename to ${name(courses)}`));
  return name(courses);
}

/**
 * Waits until `file` is on disk. A copy of a few hundred megabytes otherwise sits in the page
 * cache and the kernel writes it out over the next half minute, during the measured runs: with
 * that write-back (and PostgreSQL's, below) under way, the API suite's paged list on SQLite gave a
 * p99 of 21–27 ms against 16–19 ms once settled (bench/DECISIONS.md).
 */
export async function writtenToDisk(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * PostgreSQL writes the pages of a database made from a template through its shared buffers and
 * its log, and flushes them at its next checkpoint, minutes later: this makes it now. A role
 * that may not (PostgreSQL 15's `pg_checkpoint`) leaves it to PostgreSQL's own timing.
 */
async function checkpoint(log: (line: string) => void): Promise<void> {
  await pgAdmin((client) => client.unsafe('checkpoint')).catch((error: unknown) =>
    log(`  (no checkpoint after the copy: ${error instanceof Error ? error.message : String(error)})`),
  );
}

/**
 * A fresh working copy of the data set; `drop()` removes it. The copy is on disk before it is
 * handed over, so no write of the copying lands in a measurement.
 */
export interface Dataset {
  target: Target;
  drop(): Promise<void>;
}

export async function openDataset(
  kind: Kind,
  courses: number,
  log: (line: string) => void,
  sizes: number[] = [courses],
  copy = '',
): Promise<Dataset> {
  const label = `${kind}-${sizeLabel(courses)}${copy ? `-${copy}` : ''}`;
  const dataDir = path.join(OUT, 'run', label);
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  if (kind === 'sqlite') {
    const template = await sqliteTemplate(courses, log, sizes);
    const copy = path.join(dataDir, 'mindwell.sqlite');
    await copyFile(template, copy);
    await writtenToDisk(copy);
    return {
      target: { kind: 'sqlite', dataDir },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const template = await postgresTemplate(courses, log, sizes);
  const working = `mw_run_${sizeLabel(courses)}${copy ? `_${copy}` : ''}`;
  await pgAdmin(async (client) => {
    await client.unsafe(`drop database if exists ${working} with (force)`);
    await client.unsafe(`create database ${working} template ${template}`);
  });
  await checkpoint(log);
  return {
    target: { kind: 'postgres', url: withDatabase(PG_URL, working), schema: 'public', dataDir },
    async drop() {
      await pgAdmin((client) => client.unsafe(`drop database if exists ${working} with (force)`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
