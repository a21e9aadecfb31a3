import { CompiledQuery, type Kysely, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import { keepPrepared } from './preparedStatements';

/** A database or transaction of any schema: all a compiled query needs. */
type Runner = QueryExecutorProvider & Pick<Kysely<object>, 'executeQuery'>;

/** A parameter filled in at each run; `slot(name)` in a query compiled by `compiledOnce`. */
class Slot {
  constructor(readonly name: string) {}
}

export const slot = (name: string): Slot => new Slot(name);

const compiled = new WeakMap<object, Map<string, CompiledQuery>>();

const hotRunners = new WeakMap<object, Runner>();

/**
 * Where `db`'s hot queries run when not in a transaction: PostgreSQL connections set to plan
 * each once for all values (server/db/connect.ts). Transactions are other objects, so their
 * hot queries stay on their own connection.
 */
export function runHotQueriesOn(db: object, runner: Runner): void {
  hotRunners.set(db, runner);
}

/** Where `db`'s hot queries run when not in a transaction: `db` itself unless told otherwise. */
export const hotQueriesRunner = (db: Runner): Runner => hotRunners.get(db) ?? db;

/**
 * Runs a raw query compiled once per database and `key`, with its slots filled from `values`.
 * The hot list queries carry a long select list (each field's wire encoding), and compiling it
 * again on every request cost about as much as SQLite took to run it. On PostgreSQL each is
 * also kept prepared on every connection (server/db/preparedStatements.ts).
 */
export async function runCompiledOnce<R>(
  db: Runner,
  key: string,
  build: () => RawBuilder<R>,
  values: Record<string, unknown>,
): Promise<R[]> {
  let byKey = compiled.get(db);
  if (!byKey) {
    byKey = new Map();
    compiled.set(db, byKey);
  }
  let query = byKey.get(key);
  if (!query) {
    query = build().compile(db);
    byKey.set(key, query);
    keepPrepared(query.sql);
  }
  const parameters = query.parameters.map((value) => {
    if (!(value instanceof Slot)) return value;
    if (!Object.hasOwn(values, value.name)) throw new Error(`No value for the slot ${value.name} of ${key}`);
    return values[value.name];
  });
  const { rows } = await hotQueriesRunner(db).executeQuery<R>(CompiledQuery.raw(query.sql, parameters));
  return rows;
}
