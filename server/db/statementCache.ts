import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Kysely prepares every query anew; better-sqlite3 statements can be reused, which makes the
 * hot single-record lookups (getOne, session checks) skip SQLite's parser entirely.
 */
export function withStatementCache(database: BetterSqlite3.Database, size = 500): SqliteDatabase {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      let statement = cache.get(sql);
      if (statement) {
        // Refresh its place so the least recently used statement is the one dropped.
        cache.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (cache.size >= size) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
      }
      cache.set(sql, statement);
      return statement as unknown as SqliteStatement;
    },
  };
}
