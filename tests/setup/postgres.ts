/**
 * Which database the server tests run on. `npm test` runs them on SQLite (the `node` project);
 * with TEST_DATABASE_URL set it runs them again on that PostgreSQL (the `postgres` project,
 * vite.config.ts), which tells them so through MINDWELL_TEST_DB.
 *
 * As the `postgres` project's global set-up, this file also clears up: every test server gets a
 * schema of its own (`test_<random>`), and they are all dropped once, when the run ends.
 * (The servers read only their own schema's catalogue, server/db/ownSchemaIntrospector.ts, so
 * tests/security/headers.test.ts can drop a table of its own while other files' servers start.)
 */
import postgres, { type Sql } from 'postgres';

export const TEST_SCHEMA_PREFIX = 'test_';

/** The PostgreSQL URL when this test file runs in the `postgres` project, else undefined. */
export function postgresUnderTest(): string | undefined {
  if (process.env.MINDWELL_TEST_DB !== 'postgres') return undefined;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('The postgres test project needs TEST_DATABASE_URL');
  return url;
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

function dropTestSchemas(url: string): Promise<void> {
  return onPostgres(url, async (client) => {
    const rows = await client<{ name: string }[]>`
      select nspname as name from pg_namespace where nspname like ${`${TEST_SCHEMA_PREFIX.replace('_', '\\_')}%`}`;
    for (const { name } of rows) await client.unsafe(`drop schema if exists "${name}" cascade`);
  });
}

export default function setup(): (() => Promise<void>) | undefined {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  return () => dropTestSchemas(url);
}
