import { sql } from 'kysely';
import { type DbOrTrx, loose } from '../db/schema';

/**
 * What the list code knows about one database beyond its rows, kept per process and always
 * checked against the database before it is used (docs: server/README.md, "Lists at scale"):
 *
 * - the counter row of each table (migration 0003): its row count, and two change numbers
 *   bumped in the same transaction as every write — `idChanges` by inserts and deletes,
 *   `changes` by any write. Reading them is one indexed query;
 * - filtered and searched counts, remembered with the `changes` they were counted at and used
 *   only while the table's `changes` is still that number;
 * - page boundaries of each table in id order (the id of every 16th row), remembered with the
 *   `idChanges` they were read at and used only while it is still that number, so a page deep
 *   in an unfiltered list is a seek plus at most 16 steps instead of `offset` steps;
 * - which search tables (SQLite FTS5) exist and what they cover.
 *
 * Another instance, or any writer at all, bumps the change numbers in the database, so nothing
 * here can outlive the data it was derived from: a stale entry is simply not used.
 */

export interface Counters {
  rows: number;
  idChanges: number;
  changes: number;
}

/** The id of every STEP-th row in id order: ranks 0, STEP, 2·STEP, ... */
export const MARK_STEP = 16;
/**
 * A page fewer rows than this from either end is read from that end: stepping this far along
 * the id index costs microseconds, and such a page (the last one, above all) then neither waits
 * for the page boundaries nor sets a process reading them.
 */
export const SEEK_BEYOND = MARK_STEP * 8;
/** Ids read per step of `buildMarks`: about a millisecond of SQLite's time, so requests queue behind little. */
const MARK_CHUNK = 4096;
/** A new set of marks at most this often per table, and never more often than 10× its cost. */
const MIN_REBUILD_GAP_MS = 1000;
const MAX_COUNTS = 500;

interface IdMarks {
  idChanges: number;
  count: number;
  marks: number[];
}

interface TableState {
  marks?: IdMarks;
  /** The read of the page boundaries under way, if one is. */
  building?: Promise<void>;
  nextBuildAt: number;
}

interface DbState {
  dialect: 'sqlite' | 'postgres';
  tables: Map<string, TableState>;
  /** Filtered and searched counts, least recently used first. */
  counts: Map<string, { changes: number; total: number }>;
  /** SQLite: search table columns per record table (null: none), looked up once. */
  searchTables: Map<string, Promise<Set<string> | null>>;
}

const states = new WeakMap<object, DbState>();

/** Which SQL the connection speaks, from how it writes a parameter (`$1` or `?`). */
function dialectOf(db: DbOrTrx): 'sqlite' | 'postgres' {
  const compiled = loose(db).selectFrom('list_counters').select('tbl').where('tbl', '=', '').compile();
  return compiled.sql.includes('$1') ? 'postgres' : 'sqlite';
}

export function stateOf(db: DbOrTrx): DbState {
  let state = states.get(db);
  if (!state) {
    state = {
      dialect: dialectOf(db),
      tables: new Map(),
      counts: new Map(),
      searchTables: new Map(),
    };
    states.set(db, state);
  }
  return state;
}

function tableState(state: DbState, table: string): TableState {
  let found = state.tables.get(table);
  if (!found) {
    found = { nextBuildAt: 0 };
    state.tables.set(table, found);
  }
  return found;
}

/** Whether this process has read `table`'s page boundaries, is reading them, or has not begun. */
export function pageBoundaries(db: DbOrTrx, table: string): 'known' | 'reading' | 'unread' {
  const t = stateOf(db).tables.get(table);
  if (t?.building) return 'reading';
  return t?.marks ? 'known' : 'unread';
}

/** The table's counter row, or undefined when the table has none (a table made after 0003). */
export async function readCounters(db: DbOrTrx, table: string): Promise<Counters | undefined> {
  const { rows } = await sql<{ rows: number; id_changes: number; changes: number; slots: number }>`
    select cast(sum(row_count) as bigint) as rows, cast(sum(id_changes) as bigint) as id_changes,
      cast(sum(changes) as bigint) as changes, count(*) as slots
    from list_counters where tbl = ${table}`.execute(db);
  const row = rows[0];
  if (!row || Number(row.slots) === 0) return undefined;
  return { rows: Number(row.rows), idChanges: Number(row.id_changes), changes: Number(row.changes) };
}

/** A remembered count of `key` (a filter and search), if nothing in the table has changed since. */
export function cachedCount(state: DbState, key: string, counters: Counters): number | undefined {
  const hit = state.counts.get(key);
  if (!hit || hit.changes !== counters.changes) return undefined;
  state.counts.delete(key);
  state.counts.set(key, hit);
  return hit.total;
}

/** Remembers a count made after `counters` were read (so it is at least that fresh). */
export function rememberCount(state: DbState, key: string, counters: Counters, total: number): void {
  state.counts.delete(key);
  state.counts.set(key, { changes: counters.changes, total });
  if (state.counts.size > MAX_COUNTS) {
    const oldest = state.counts.keys().next().value;
    if (oldest !== undefined) state.counts.delete(oldest);
  }
}

/** The first id at or after `rank` in id order, and the steps left from it. */
export interface Seek {
  fromId: number;
  skip: number;
}

const fits = (marks: IdMarks | undefined, counters: Counters): marks is IdMarks =>
  marks !== undefined && marks.idChanges === counters.idChanges && marks.count === counters.rows;

function seekIn(marks: IdMarks, rank: number): Seek | undefined {
  const j = Math.floor(rank / MARK_STEP);
  return j < marks.marks.length ? { fromId: marks.marks[j], skip: rank - j * MARK_STEP } : undefined;
}

/**
 * Where to seek for the row of rank `rank` in id order, from the table's page boundaries; undefined
 * when they are not known for these counters and cannot be read now (a transaction, or a read of
 * them ended less than MIN_REBUILD_GAP_MS ago), and the caller steps from the start. A caller that
 * finds them being read waits for them: they take a table scan of ids once, where stepping
 * `rank` rows costs every such caller that much, and would hold up the read itself.
 */
export async function seekFor(
  db: DbOrTrx,
  table: string,
  counters: Counters,
  rank: number,
): Promise<Seek | undefined> {
  const state = stateOf(db);
  const t = tableState(state, table);
  if (fits(t.marks, counters)) return seekIn(t.marks, rank);
  if (!db.isTransaction && !t.building && Date.now() >= t.nextBuildAt) {
    const started = Date.now();
    t.building = (
      state.dialect === 'postgres' ? readMarksAtOnce(db, table) : readMarksInSteps(db, table, counters)
    )
      .then(
        (built) => {
          if (built) t.marks = built;
        },
        () => undefined,
      )
      .finally(() => {
        t.building = undefined;
        t.nextBuildAt = Date.now() + Math.max(MIN_REBUILD_GAP_MS, 10 * (Date.now() - started));
      });
  }
  if (!t.building) return undefined;
  await t.building;
  return fits(t.marks, counters) ? seekIn(t.marks, rank) : undefined;
}

/**
 * PostgreSQL: every MARK_STEP-th id and the counters in one statement, so one snapshot: the marks
 * are those of the rows the counters count. PostgreSQL ranks the ids off the primary key's index
 * and sends only the marks; a request's own statements run beside it on other connections.
 */
async function readMarksAtOnce(db: DbOrTrx, table: string): Promise<IdMarks | undefined> {
  const { rows } = await sql<{ rows: number | null; id_changes: number | null; id: number | null }>`
    with counted as (
      select cast(sum(row_count) as bigint) as rows, cast(sum(id_changes) as bigint) as id_changes
      from list_counters where tbl = ${table}
    ), marks as (
      select id from (select id, row_number() over (order by id) as rank from ${sql.table(table)}) ranked
      where rank % ${sql.lit(MARK_STEP)} = 1
    )
    select counted.rows, counted.id_changes, marks.id from counted left join marks on true order by marks.id`.execute(
    db,
  );
  const first = rows[0];
  if (!first || first.rows === null || first.id_changes === null) return undefined;
  const count = Number(first.rows);
  const marks = rows.flatMap((row) => (row.id === null ? [] : [Number(row.id)]));
  // A counter that disagrees with the rows it counts: boundaries would point at the wrong pages.
  if (marks.length !== Math.ceil(count / MARK_STEP)) return undefined;
  return { idChanges: Number(first.id_changes), count, marks };
}

/**
 * SQLite: every MARK_STEP-th id, read in chunks so that other requests run between them (each
 * chunk holds the one thread). Kept only if the ids did not change meanwhile: `idChanges` read
 * before and after must be the same.
 */
async function readMarksInSteps(db: DbOrTrx, table: string, before: Counters): Promise<IdMarks | undefined> {
  const marks: number[] = [];
  let count = 0;
  let after: number | undefined;
  for (let round = 0; round < 1_000_000; round += 1) {
    const { rows } = await sql<{ id: number }>`select id from ${sql.table(table)}
      where ${after === undefined ? sql`1 = 1` : sql`id > ${after}`} order by id limit ${MARK_CHUNK}`.execute(
      db,
    );
    for (let k = 0; k < rows.length; k += 1)
      if ((count + k) % MARK_STEP === 0) marks.push(Number(rows[k].id));
    count += rows.length;
    if (rows.length < MARK_CHUNK) break;
    after = Number(rows[rows.length - 1].id);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  const now = await readCounters(db, table);
  if (!now || now.idChanges !== before.idChanges || now.rows !== count) return undefined;
  return { idChanges: before.idChanges, count, marks };
}
