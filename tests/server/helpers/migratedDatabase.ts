/**
 * A database for a test server that starts migrated: a copy of the one the run migrated once
 * (tests/setup/sqliteTemplate.ts, tests/setup/postgres.ts), so the server's own start finds no
 * migration due, as on any start after the first. Running every migration for each server was
 * most of a server test's time, on PostgreSQL most of all. The migrations themselves still run
 * on fresh databases: tests/server/db/, tests/server/catalogue/slugMigration.test.ts and the
 * servers started with `fresh`.
 */
import { randomBytes } from 'node:crypto';
import { copyFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type DatabaseHandle, connectDatabase } from '../../../server/db/connect';
import { databaseUrl, onPostgres } from '../../setup/postgres';

/** A migrated SQLite database at `file`. */
export async function migratedSqlite(file: string): Promise<DatabaseHandle> {
  await copyFile(inject('sqliteTemplate'), file);
  return connectDatabase({ kind: 'sqlite', file });
}

/**
 * A migrated PostgreSQL database of its own on the server `url` names: a copy of the run's
 * template, dropped with the others when the run ends (tests/setup/postgres.ts).
 */
export async function migratedPostgres(url: string): Promise<DatabaseHandle> {
  const { name, copyPrefix } = inject('postgresTemplate');
  const copy = `${copyPrefix}${randomBytes(6).toString('hex')}`;
  await onPostgres(url, (client) => client.unsafe(`create database "${copy}" template "${name}"`));
  return connectDatabase({ kind: 'postgres', url: databaseUrl(url, copy) });
}
