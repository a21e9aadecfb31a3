import { gunzipSync, gzipSync } from 'node:zlib';
import type { ResourceDef } from '../../src/resources';
import type { DbOrTrx } from '../db/schema';
import { type ListOptions, isLookupById, listRecordsJson } from './list';
import { readCounters, stateOf } from './listCache';

/**
 * List answers this process has already sent, kept compressed within a byte budget, each with the
 * `changes` number its table's counters held when it was read (server/README.md, "Lists at
 * scale"). An answer is sent again only while that number is unchanged: every write to the table,
 * from any process or instance, bumps it in the write's own transaction, so nothing kept here can
 * outlive the rows it was made from.
 *
 * Compressed because a list answer is JSON of like records: a page of 25 courses shrinks about
 * fivefold, so a budget of a few tens of megabytes holds thousands of pages, and a client that
 * accepts gzip is sent the kept bytes as they are.
 */
export class AnswerCache {
  /** Least recently used first. */
  private readonly entries = new Map<string, Kept>();
  /** The keys of each table's answers, so that a write lets them go without a look at the rest. */
  private readonly byTable = new Map<string, Set<string>>();
  /** The newest `changes` seen per table: older answers of that table are let go at once. */
  private readonly changesSeen = new Map<string, number>();
  private bytes = 0;

  constructor(readonly budgetBytes: number) {}

  /**
   * The answer kept for `query` of `table`, if it was read at `changes` or later: a caller that
   * read the counters just before a write gets the answer read just after it, as it would have
   * had it read the page itself.
   */
  get(table: string, query: string, changes: number): KeptAnswer | undefined {
    this.noteChanges(table, changes);
    const key = keyOf(table, query);
    const kept = this.entries.get(key);
    if (!kept || kept.changes < changes) return undefined;
    this.entries.delete(key);
    this.entries.set(key, kept);
    return kept.answer;
  }

  /** Keeps `text`, the answer to `query` read after the table's counters held `changes`. */
  set(table: string, query: string, changes: number, text: string): KeptAnswer {
    const answer = new KeptAnswer(gzipSync(text, { level: GZIP_LEVEL }));
    this.noteChanges(table, changes);
    const size = answer.gzip.length + query.length + ENTRY_OVERHEAD;
    // A table seen at a newer number since this answer's read began: the answer is already old.
    if (size > this.budgetBytes || this.changesSeen.get(table) !== changes) return answer;
    const key = keyOf(table, query);
    this.drop(key);
    this.entries.set(key, { table, changes, answer, size });
    let keys = this.byTable.get(table);
    if (!keys) {
      keys = new Set();
      this.byTable.set(table, keys);
    }
    keys.add(key);
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.budgetBytes) break;
      this.drop(oldest);
    }
    return answer;
  }

  /** Bytes held, for tests and the benchmark's notes. */
  get size(): number {
    return this.bytes;
  }

  private noteChanges(table: string, changes: number): void {
    const seen = this.changesSeen.get(table);
    if (seen !== undefined && seen >= changes) return;
    this.changesSeen.set(table, changes);
    for (const key of this.byTable.get(table) ?? []) this.drop(key);
  }

  private drop(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.byTable.get(kept.table)?.delete(key);
    this.bytes -= kept.size;
  }
}

/** One kept answer: its gzip bytes, decompressed for each caller that needs its text. */
export class KeptAnswer {
  constructor(readonly gzip: Buffer) {}

  get text(): string {
    return gunzipSync(this.gzip).toString('utf8');
  }
}

/** The answer's JSON text, whether it was kept or just read. */
export const answerText = (answer: KeptAnswer | string): string =>
  typeof answer === 'string' ? answer : answer.text;

interface Kept {
  table: string;
  changes: number;
  answer: KeptAnswer;
  size: number;
}

/** Fast over small: level 1 makes a page's gzip in a fraction of the time level 6 does, and barely larger. */
const GZIP_LEVEL = 1;
/** What a Map entry, its key and a Buffer's header cost beyond the bytes counted. */
const ENTRY_OVERHEAD = 200;

const keyOf = (table: string, query: string) => `${table}\u0000${query}`;

/** How a list answer will be sent: its gzip bytes as they are, or its text. */
export type AnswerForm = 'gzip' | 'text';

/**
 * A list call's answer: `listRecordsJson`, or the same answer kept in `answers` while its table
 * is unchanged. The counters are read first, and the page after them, so an answer is never
 * older than the `changes` it is kept with. Within a transaction, whose writes others cannot see
 * yet, nothing is kept or reused.
 *
 * On SQLite a page of stored JSON is read in-process in about the time a kept one takes to
 * decompress (bench/README.md, "Twelfth pass"), so there an answer is kept and reused only for a
 * caller that sends it compressed. A PostgreSQL page costs a round trip and several times that.
 * A lookup by id (the console's getOne and getMany) is never kept: it is one index probe, about
 * what checking a kept answer costs, and keeping each one would cost a compression and push
 * pages out.
 */
export async function keptListAnswer(
  db: DbOrTrx,
  resource: ResourceDef,
  options: ListOptions,
  answers: AnswerCache | undefined,
  form: AnswerForm,
): Promise<KeptAnswer | string> {
  const worthKeeping = (form === 'gzip' || stateOf(db).dialect === 'postgres') && !isLookupById(options);
  if (!answers || !worthKeeping || db.isTransaction) return listRecordsJson(db, resource, options);
  const counters = await readCounters(db, resource.key);
  if (!counters) return listRecordsJson(db, resource, options);
  const query = JSON.stringify(options);
  const kept = answers.get(resource.key, query, counters.changes);
  if (kept) return kept;
  const text = await listRecordsJson(db, resource, options, async () => counters);
  const made = answers.set(resource.key, query, counters.changes, text);
  return form === 'gzip' ? made : text;
}
