import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { backupDatabase, restoreDatabase } from '../../server/backup';
import { type Config, parseConfig } from '../../server/config';
import { SIGNING_KEY_FILE } from '../../server/credentials/keys';
import { connectDatabase } from '../../server/db/connect';
import { loose } from '../../server/db/schema';
import { dropDatabases, onPostgres, postgresUnderTest } from '../setup/postgres';

const url = postgresUnderTest();
const folders: string[] = [];
const databases: string[] = [];

async function freshFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mindwell-backup-'));
  folders.push(dir);
  return dir;
}

/** A database of its own on the test server: a dump covers a whole database. */
async function freshDatabaseUrl(): Promise<string | undefined> {
  if (!url) return undefined;
  const name = `mindwell_backup_${randomBytes(4).toString('hex')}`;
  await onPostgres(url, (client) => client.unsafe(`create database ${name}`));
  databases.push(name);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function configFor(): Promise<Config> {
  return parseConfig({
    DATA_DIR: await freshFolder(),
    DATABASE_URL: (await freshDatabaseUrl()) ?? '',
    ADMIN_PASSWORD: 'Admin-test-pass-1',
    SEED_DEMO: '1',
    LOG_LEVEL: 'silent',
  });
}

/** How many rows each table of the database holds. */
async function rowCounts(config: Config): Promise<Record<string, number>> {
  const handle = await connectDatabase(config.database);
  try {
    const counts: Record<string, number> = {};
    for (const table of await handle.db.introspection.getTables()) {
      if (table.name.startsWith('kysely_')) continue;
      const row = await loose(handle.db)
        .selectFrom(table.name)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      counts[table.name] = Number(row.n);
    }
    return counts;
  } finally {
    await handle.close();
  }
}

let source: Config;

beforeAll(async () => {
  source = await configFor();
  const app = await buildApp({ config: source, distDir: path.join(source.dataDir, 'no-dist') });
  await app.close();
});

afterAll(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  if (url) await dropDatabases(url, databases.splice(0));
});

describe(`backup and restore (${url ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('restores a backup taken while the server serves, with every record', async () => {
    const app = await buildApp({
      config: source,
      distDir: path.join(source.dataDir, 'no-dist'),
      prepared: true,
    });
    const file = path.join(await freshFolder(), 'mindwell.backup');
    try {
      await backupDatabase(source, file);
    } finally {
      await app.close();
    }
    const target = await configFor();
    await restoreDatabase(target, file);

    const before = await rowCounts(source);
    expect(before.courses).toBeGreaterThan(0);
    expect(before.users).toBeGreaterThan(0);
    expect(await rowCounts(target)).toEqual(before);
    // The key that signed the credentials comes back with them.
    expect(await readFile(path.join(target.dataDir, SIGNING_KEY_FILE), 'utf8')).toBe(
      await readFile(path.join(source.dataDir, SIGNING_KEY_FILE), 'utf8'),
    );
  });

  it('refuses to restore over a database that holds data', async () => {
    const file = path.join(await freshFolder(), 'mindwell.backup');
    await backupDatabase(source, file);
    await expect(restoreDatabase(source, file)).rejects.toThrow(/empty/);
  });
});
