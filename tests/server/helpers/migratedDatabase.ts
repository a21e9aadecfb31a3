/**
 * A SQLite database for a test server that starts migrated: each worker migrates one template
 * file once, and every server gets a copy of it, so the server's own start finds no migration
 * due, as on any start after the first. Running every migration for each server was a good part
 * of a SQLite server test's time. The migrations themselves still run on fresh databases:
 * tests/server/db/, tests/server/catalogue/slugMigration.test.ts, the servers started with
 * `fresh`, and every server on PostgreSQL (there a copy, `create database ... template`, and
 * its drop cost as much as the migrations they spare).
 */
import { rmSync } from 'node:fs';
import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, connectDatabase } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';
import { dropStoredWire } from '../../../server/db/migrations/0030_dropStoredWire';

let template: Promise<string> | undefined;

async function makeTemplate(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mindwell-template-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'template.sqlite');
  const handle = await connectDatabase({ kind: 'sqlite', file });
  try {
    // As the server's start migrates a new database: stored wire off first, then every migration.
    await migrateToLatest(handle.db, handle.dialect, () => dropStoredWire(handle.db, handle.dialect));
  } finally {
    // Closing checkpoints the write-ahead log into the file: the file alone is the whole database.
    await handle.close();
  }
  return file;
}

/** A migrated SQLite database at `file`, a copy of the worker's template. */
export async function migratedSqlite(file: string): Promise<DatabaseHandle> {
  template ??= makeTemplate();
  await copyFile(await template, file);
  return connectDatabase({ kind: 'sqlite', file });
}
