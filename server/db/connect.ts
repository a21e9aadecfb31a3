import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import postgres from 'postgres';
import { type Config, DEFAULT_PG_POOL_MAX } from '../config';
import { PostgresJsDialect, type PostgresUse } from './postgresDriver';
import { reusedStatements } from './reusedStatements';
import { LockWaitingSqliteDialect } from './sqliteDriver';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
  /** PostgreSQL: how the process's connections are used now (SQLite has one connection). */
  pool?(): PoolUse;
}

export interface PoolUse extends PostgresUse {
  /** The most connections the process may open. */
  max: number;
}

export interface ConnectOptions {
  /** PostgreSQL schema to work in (created when missing); tests use one per file. */
  schema?: string;
}

/** bigint (count(*) answers one) as a number: our counts and ids fit in a double. */
const INT8 = { to: 20, from: [20], parse: (value: string) => Number(value), serialize: String };

/** Opens the database the config names: a SQLite file or a PostgreSQL pool. */
export async function connectDatabase(
  target: Config['database'],
  options: ConnectOptions = {},
): Promise<DatabaseHandle> {
  if (target.kind === 'sqlite') return connectSqlite(target.file);
  return connectPostgres(target.url, options.schema, target.poolMax ?? DEFAULT_PG_POOL_MAX);
}

function connectSqlite(file: string): DatabaseHandle {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new BetterSqlite3(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  // No waiting inside SQLite, which would stop the event loop: the driver waits for the write
  // lock itself (server/db/sqliteDriver.ts).
  database.pragma('busy_timeout = 0');
  database.pragma('synchronous = NORMAL');
  // Reads straight from the page cache the kernel already holds, instead of copying each page
  // into SQLite's own cache first: a page of 25 courses reads about a third faster.
  database.pragma('mmap_size = 268435456');
  const db = new Kysely<Database>({
    dialect: new LockWaitingSqliteDialect(
      { database: reusedStatements(database) },
      () => database.inTransaction,
    ),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

async function connectPostgres(
  url: string,
  schema: string | undefined,
  poolMax: number,
): Promise<DatabaseHandle> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`"${schema}" is not a plain schema name`);
  const options = {
    // PostgreSQL's notices ("already exists, skipping") are no news to the server.
    onnotice: () => undefined,
    // A value left undefined is sent as null rather than refused.
    transform: { undefined: null },
    types: { int8: INT8 },
  };
  if (schema) {
    const setup = postgres(url, { ...options, max: 1 });
    try {
      await setup.unsafe(`create schema if not exists ${schema}`);
    } finally {
      await setup.end();
    }
  }
  const dialect = new PostgresJsDialect(
    postgres(url, { ...options, max: poolMax, connection: schema ? { search_path: schema } : {} }),
  );
  const db = new Kysely<Database>({ dialect });
  // Fail at start, with the driver's own message, rather than on the first request.
  await sql`select 1`.execute(db);
  return {
    db,
    dialect: 'postgres',
    close: () => db.destroy(),
    pool: () => ({ max: poolMax, ...dialect.driver.use }),
  };
}
