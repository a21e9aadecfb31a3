import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { type DbOrTrx, type LooseDatabase, loose } from './schema';

const SLOT = Symbol('prepared query value');

interface Slot {
  [SLOT]: string;
}

const isSlot = (value: unknown): value is Slot =>
  typeof value === 'object' && value !== null && SLOT in value;

/** Stands for a value the query takes at each run: `value('userId')`. */
export type ValueOf<Values> = <Name extends keyof Values & string>(name: Name) => Values[Name];

/**
 * A query Kysely builds and compiles once per database, then runs with each call's values.
 * For the few reads every request of the course player makes: building and compiling a query
 * cost the server more than anything else it does for them (a CPU profile under load on
 * PostgreSQL), and the statement is the same each time but for its values.
 *
 * `build` receives `value(name)` to put where a value goes; it must land in a parameter of the
 * statement (a `where`, an `on`, a `limit`), which is checked when the query is first compiled.
 */
export function preparedQuery<Values extends Record<string, unknown>, Result>(
  build: (db: Kysely<LooseDatabase>, value: ValueOf<Values>) => Compilable<Result>,
): (db: DbOrTrx, values: Values) => Promise<Result[]> {
  const compiled = new WeakMap<DbOrTrx, { query: CompiledQuery<Result>; names: (string | undefined)[] }>();

  const compile = (db: DbOrTrx) => {
    const used = new Set<string>();
    const query = build(loose(db), ((name: string) => {
      used.add(name);
      return { [SLOT]: name };
    }) as ValueOf<Values>).compile();
    const names = query.parameters.map((parameter) => (isSlot(parameter) ? parameter[SLOT] : undefined));
    const placed = new Set(names.filter((name) => name !== undefined));
    const lost = [...used].filter((name) => !placed.has(name));
    if (lost.length > 0)
      throw new Error(`A prepared query's values ${lost.join(', ')} are not parameters of: ${query.sql}`);
    return { query, names };
  };

  return async (db, values) => {
    let entry = compiled.get(db);
    if (!entry) {
      entry = compile(db);
      compiled.set(db, entry);
    }
    const { query, names } = entry;
    const parameters = query.parameters.map((parameter, index) => {
      const name = names[index];
      return name === undefined ? parameter : values[name];
    });
    return (await db.executeQuery<Result>({ ...query, parameters })).rows;
  };
}
