/**
 * Which database the server tests run on. `npm test` runs them on SQLite (the `node` project);
 * with TEST_DATABASE_URL set it runs them again on that PostgreSQL (the `postgres` project,
 * vite.config.ts), which tells them so through MINDWELL_TEST_DB.
 *
 * As the `postgres` project's global set-up, this file migrates one database as the server's
 * start migrates a new one; every test server starts on a copy of it (`create database ...
 * template`, tests/server/helpers/migratedDatabase.ts), the copies named after the run. It also
 * clears up when the run ends: the copies and the template are dropped, and every schema of its
 * own a test made (`test_<random>`: a server started `fresh`, a migration test's database).
 * (The servers read only their own schema's catalogue, server/db/ownSchemaIntrospector.ts, so
 * tests/security/headers.test.ts can drop a table of its own while other files' servers start.)
 */
import { randomBytes } from 'node:crypto';
import postgres, { type Sql } from 'postgres';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';

export const TEST_SCHEMA_PREFIX = 'test_';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PostgreSQL database test servers copy, and the prefix of the copies' names. */
    postgresTemplate: { name: string; copyPrefix: string };
  }
}

/** The PostgreSQL URL when this test file runs in the `postgres` project, else undefined. */
export function postgresUnderTest(): string | undefined {
  if (process.env.MINDWELL_TEST_DB !== 'postgres') return undefined;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('The postgres test project needs TEST_DATABASE_URL');
  return url;
}

/** `url` naming the database `name` on the same server. */
export function databaseUrl(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

/** Runs `work` on one connection to `url`, closed after. */
export async function onPostgres<T>(url: string, work: (client: Sql) => Promise<T>): Promise<T> {
  const client = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const likePattern = (prefix: string) => `${prefix.replaceAll('_', '\\_')}%`;

function dropTestSchemas(url: string): Promise<void> {
  return onPostgres(url, async (client) => {
    const rows = await client<{ name: string }[]>`
      select nspname as name from pg_namespace where nspname like ${likePattern(TEST_SCHEMA_PREFIX)}`;
    for (const { name } of rows) await client.unsafe(`drop schema if exists "${name}" cascade`);
  });
}

/**
 * Drops databases all at once: one by one, each drop waited seconds on the server's other
 * backends under load (PostgreSQL has every backend let go of a dropped database's files),
 * while the waits of drops sent together overlap: 8 took 42 s one by one and 0.6 s together.
 */
export async function dropDatabases(url: string, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  const client = postgres(url, { max: 10, onnotice: () => undefined });
  try {
    await Promise.all(names.map((name) => client.unsafe(`drop database if exists "${name}" with (force)`)));
  } finally {
    await client.end();
  }
}

const databasesNamed = (url: string, prefix: string): Promise<string[]> =>
  onPostgres(url, async (client) =>
    (
      await client<{ name: string }[]>`
        select datname as name from pg_database where datname like ${likePattern(prefix)}`
    ).map((row) => row.name),
  );

/** The template, migrated in its `public` schema; closed before any copy is made of it. */
async function makeTemplate(url: string, name: string): Promise<void> {
  await onPostgres(url, (client) => client.unsafe(`create database "${name}"`));
  const handle = await connectDatabase({ kind: 'postgres', url: databaseUrl(url, name) });
  try {
    await migrateToLatest(handle.db, handle.dialect);
  } finally {
    await handle.close();
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  // Named after the run's own database, so runs on one PostgreSQL with databases of their own never meet.
  const own = new URL(url).pathname.slice(1) || 'postgres';
  const prefix = `${own.slice(0, 30)}_run${randomBytes(4).toString('hex')}_`;
  const name = `${prefix}template`;
  await makeTemplate(url, name);
  project.provide('postgresTemplate', { name, copyPrefix: prefix });
  return async () => {
    await dropDatabases(url, await databasesNamed(url, prefix));
    await dropTestSchemas(url);
  };
}
