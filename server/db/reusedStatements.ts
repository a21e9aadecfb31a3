import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Statements kept per connection: the server's queries are a few hundred shapes at most. */
const KEPT = 500;

/**
 * The connection Kysely's SQLite driver sees, with each statement compiled once. The driver
 * prepares every query anew, and compiling a statement costs SQLite about as much as running
 * an indexed read of it; the same text is the same statement, so the compiled one is reused
 * (least recently used dropped first). better-sqlite3 recompiles a kept statement by itself
 * when the schema changes under it.
 */
export function reusedStatements(database: BetterSqlite3.Database): SqliteDatabase {
  const kept = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(text) {
      let statement = kept.get(text);
      if (statement) kept.delete(text);
      else statement = database.prepare(text);
      kept.set(text, statement);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
      return statement;
    },
  };
}
