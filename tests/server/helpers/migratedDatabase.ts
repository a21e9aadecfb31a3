/**
 * A SQLite database for a test server that starts migrated: a copy of the one the run migrated
 * once (tests/setup/sqliteTemplate.ts), so the server's own start finds no migration due, as on
 * any start after the first. Running every migration for each server was a good part of a
 * SQLite server test's time. The migrations themselves still run on fresh databases:
 * tests/server/db/, tests/server/catalogue/slugMigration.test.ts, the servers started with
 * `fresh`, and every server on PostgreSQL (there a copy, `create database ... template`, and
 * its drop cost as much as the migrations they spare).
 */
import { copyFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type DatabaseHandle, connectDatabase } from '../../../server/db/connect';

/** A migrated SQLite database at `file`. */
export async function migratedSqlite(file: string): Promise<DatabaseHandle> {
  await copyFile(inject('sqliteTemplate'), file);
  return connectDatabase({ kind: 'sqlite', file });
}
