import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

type Params = readonly unknown[];
type Row = Record<string, unknown>;

/** Schema changes make a cached `select *` name the wrong columns: the cache starts over. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;

/**
 * A statement that reads rows as arrays and names them itself. better-sqlite3 builds each
 * row object property by property in C++, which costs more than reading the row: a page of
 * 25 courses took 150 µs as objects and 85 µs as arrays named in JavaScript (bench/README.md).
 */
function namedRows(statement: BetterSqlite3.Statement): SqliteStatement {
  statement.raw(true);
  const names = statement.columns().map((column) => column.name);
  const named = (values: unknown[]): Row => {
    const row: Row = {};
    for (let i = 0; i < names.length; i += 1) row[names[i]] = values[i];
    return row;
  };
  return {
    reader: true,
    all: (parameters: Params) => (statement.all(parameters) as unknown[][]).map(named),
    run: (parameters: Params) => statement.run(parameters),
    *iterate(parameters: Params) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield named(values);
    },
  };
}

/**
 * Kysely prepares every query anew; better-sqlite3 statements can be reused, which makes the
 * hot single-record lookups (getOne, session checks) skip SQLite's parser entirely.
 */
export function withStatementCache(database: BetterSqlite3.Database, size = 500): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      if (SCHEMA_CHANGE.test(sql)) cache.clear();
      let statement = cache.get(sql);
      if (statement) {
        // Refresh its place so the least recently used statement is the one dropped.
        cache.delete(sql);
      } else {
        const prepared = database.prepare(sql);
        statement = prepared.reader ? namedRows(prepared) : prepared;
        if (cache.size >= size) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}
