import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/**
 * SQL texts PostgreSQL keeps prepared on each connection, by name. PostgreSQL plans an unnamed
 * statement anew every time it runs: for the list counters' lookup, planning cost more than
 * running it (about 190 µs of the backend's time against 70 once prepared; bench/README.md,
 * "Sixth pass"). Only the hot queries compiled once (server/db/compiledOnce.ts) are named, so
 * each connection holds a few dozen statements at most, whatever the queries the rest of the
 * server builds.
 */
const names = new Map<string, string>();

/** Asks that `sqlText` be prepared once per connection and run by name from then on. */
export function keepPrepared(sqlText: string): void {
  if (!names.has(sqlText)) names.set(sqlText, `mw_hot_${names.size + 1}`);
}

type PgClient = pg.PoolClient;

/** A pool client whose statements named by `keepPrepared` run as prepared statements. */
function preparing(client: PgClient): PostgresPoolClient {
  function query<R>(sqlText: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never) as PostgresCursor<R>;
    const values = [...(parameters ?? [])];
    const name = names.get(sqlOrCursor);
    const result = name
      ? client.query({ name, text: sqlOrCursor, values })
      : client.query(sqlOrCursor, values);
    return result as unknown as Promise<PostgresQueryResult<R>>;
  }
  return { query, release: () => client.release() };
}

/** The pool Kysely's PostgreSQL dialect is given: `pool`, with the hot statements prepared. */
export function withPreparedStatements(pool: pg.Pool): PostgresPool {
  // One wrapper per connection: Kysely keeps its own connection object per client it is given.
  const wrappers = new WeakMap<PgClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = preparing(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
