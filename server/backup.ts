import { execFile } from 'node:child_process';
import { chmod, copyFile, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import postgres from 'postgres';
import type { Config } from './config';
import { SIGNING_KEY_FILE } from './credentials/keys';

const run = promisify(execFile);

/** Beside a backup: the credential signing key made in DATA_DIR, without which no new credential matches the old. */
export const signingKeyBackup = (file: string): string => `${file}.${SIGNING_KEY_FILE}`;

/**
 * Copies the signing key made in DATA_DIR (there is none when CREDENTIAL_SIGNING_KEY is set). A
 * restore puts back the key of the database it restores, which that database's DID document lists.
 */
async function copyKey(from: string, to: string): Promise<void> {
  if (!(await stat(from).catch(() => null))) return;
  await copyFile(from, to);
  await chmod(to, 0o600);
}

/**
 * A consistent copy of the whole database, taken while the server keeps serving: SQLite's online
 * backup API, or `pg_dump` (custom format) for PostgreSQL, and beside it the credential signing
 * key made in DATA_DIR. Uploaded files live beside it in DATA_DIR/uploads (or in object storage)
 * and are copied as files.
 */
export async function backupDatabase(config: Config, file: string): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  await copyKey(path.join(config.dataDir, SIGNING_KEY_FILE), signingKeyBackup(file));
  if (config.database.kind === 'sqlite') {
    const db = new BetterSqlite3(config.database.file, { readonly: true, fileMustExist: true });
    try {
      await db.backup(file);
    } finally {
      db.close();
    }
    return;
  }
  await run('pg_dump', [
    '--format=custom',
    '--no-owner',
    `--file=${file}`,
    `--dbname=${config.database.url}`,
  ]);
}

/**
 * Restores a backup into an empty data folder (SQLite) or an empty database (PostgreSQL), and
 * refuses to write over one that holds data.
 */
export async function restoreDatabase(config: Config, file: string): Promise<void> {
  await stat(file);
  await restoreDatabaseOnly(config, file);
  await mkdir(config.dataDir, { recursive: true });
  await copyKey(signingKeyBackup(file), path.join(config.dataDir, SIGNING_KEY_FILE));
}

async function restoreDatabaseOnly(config: Config, file: string): Promise<void> {
  if (config.database.kind === 'sqlite') {
    const target = config.database.file;
    if (await stat(target).catch(() => null))
      throw new Error(`${target} exists: restore into an empty data folder (DATA_DIR).`);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(file, target);
    return;
  }
  const client = postgres(config.database.url, { max: 1, onnotice: () => undefined });
  try {
    const [row] = await client<{ n: string }[]>`
      select count(*) as n from information_schema.tables where table_schema = current_schema()`;
    if (Number(row?.n) > 0) throw new Error('The database holds tables: restore into an empty database.');
  } finally {
    await client.end();
  }
  await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${config.database.url}`, file]);
}
