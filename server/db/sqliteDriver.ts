import { setTimeout as sleep } from 'node:timers/promises';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

/** How long a statement waits for SQLite's write lock, held by another process, before it fails. */
export const WRITE_LOCK_WAIT_MS = 5000;
/** The longest single pause between two tries for the lock. */
const MOST_BETWEEN_TRIES_MS = 16;

const isBusy = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_BUSY');

/**
 * Kysely's SQLite driver with two changes for a database shared by several server processes
 * (server/workers.ts).
 *
 * Transactions take the write lock when they begin. A deferred one (Kysely's `begin`) takes it
 * at its first write, and if another process wrote since the transaction's first read, SQLite
 * refuses at once with SQLITE_BUSY instead of waiting.
 *
 * A statement that finds the write lock taken waits for it off the event loop. SQLite's own
 * busy timeout sleeps inside the call, and better-sqlite3 calls on the event loop's thread: the
 * whole process, every request it holds, stopped while another process wrote. Here the
 * connection is handed back between tries, so the process's reads (which WAL never blocks)
 * and its other work go on meanwhile. Only a statement outside a transaction is tried again:
 * inside one, the lock is already this connection's.
 */
class LockWaitingSqliteDriver extends SqliteDriver {
  private wrapped: DatabaseConnection | undefined;

  constructor(
    settings: SqliteDialectConfig,
    private readonly inTransaction: () => boolean,
  ) {
    super(settings);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    this.wrapped ??= {
      executeQuery: <R>(query: CompiledQuery) => this.whenUnlocked(() => connection.executeQuery<R>(query)),
      streamQuery: <R>(query: CompiledQuery, chunkSize?: number) =>
        connection.streamQuery<R>(query, chunkSize),
    };
    return this.wrapped;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  private async whenUnlocked<R>(run: () => Promise<QueryResult<R>>): Promise<QueryResult<R>> {
    const deadline = performance.now() + WRITE_LOCK_WAIT_MS;
    for (let pause = 1; ; pause = Math.min(pause * 2, MOST_BETWEEN_TRIES_MS)) {
      try {
        return await run();
      } catch (error) {
        if (!isBusy(error) || this.inTransaction() || performance.now() > deadline) throw error;
      }
      // The caller holds the connection; it is lent out while this one waits, and taken back
      // once whoever borrowed it is done (a transaction, to its end).
      await super.releaseConnection();
      await sleep(pause);
      await super.acquireConnection();
    }
  }
}

export class LockWaitingSqliteDialect extends SqliteDialect {
  constructor(
    private readonly settings: SqliteDialectConfig,
    private readonly inTransaction: () => boolean,
  ) {
    super(settings);
  }

  override createDriver(): Driver {
    return new LockWaitingSqliteDriver(this.settings, this.inTransaction);
  }
}
