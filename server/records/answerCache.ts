import { gunzipSync, gzipSync } from 'node:zlib';
import type { ResourceDef } from '../../src/resources';
import type { DbOrTrx } from '../db/schema';
import { type ListOptions, isLookupById, listRecordsJson } from './list';
import { readCounters } from './listCache';

/**
 * List answers this process has already sent, kept as the bytes they are sent as, within a byte
 * budget, each with the `changes` number its table's counters held when it was read
 * (server/README.md, "Lists at scale"). An answer is sent again only while that number is
 * unchanged: every write to the table, from any process or instance, bumps it in the write's own
 * transaction, so nothing kept here can outlive the rows it was made from.
 *
 * Each answer is kept in the form its callers take: gzip bytes for a client that takes gzip (a
 * browser), the JSON's UTF-8 bytes for one that does not (a script, another service), both once
 * both have asked. Sent as kept, an answer costs no compression or decompression per request:
 * decompressing a page of 25 courses for each call that took text was a third of a process's time
 * (bench/README.md, "Fourteenth pass").
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
   * The answer kept for `query` of `table` in `form`, if it was read at `changes` or later: a
   * caller that read the counters just before a write gets the answer read just after it, as it
   * would have had it read the page itself. An answer kept only in the other form is converted
   * once, and kept in both.
   */
  get(table: string, query: string, changes: number, form: AnswerForm): Buffer | undefined {
    this.noteChanges(table, changes);
    const key = keyOf(table, query);
    const kept = this.entries.get(key);
    if (!kept || kept.changes < changes) return undefined;
    this.entries.delete(key);
    this.entries.set(key, kept);
    const held = kept.forms[form];
    if (held) return held;
    const other = form === 'gzip' ? kept.forms.text : kept.forms.gzip;
    if (!other) return undefined;
    const made = form === 'gzip' ? gzipSync(other, { level: GZIP_LEVEL }) : gunzipSync(other);
    kept.forms[form] = made;
    kept.size += made.length;
    this.bytes += made.length;
    this.trim();
    return made;
  }

  /** Keeps `text`, the answer to `query` read after the table's counters held `changes`, in `form`. */
  set(table: string, query: string, changes: number, text: string, form: AnswerForm): Buffer {
    const bytes = form === 'gzip' ? gzipSync(text, { level: GZIP_LEVEL }) : Buffer.from(text, 'utf8');
    this.noteChanges(table, changes);
    const size = bytes.length + query.length + ENTRY_OVERHEAD;
    // A table seen at a newer number since this answer's read began: the answer is already old.
    if (size > this.budgetBytes || this.changesSeen.get(table) !== changes) return bytes;
    const key = keyOf(table, query);
    this.drop(key);
    this.entries.set(key, { table, changes, forms: { [form]: bytes }, size });
    let keys = this.byTable.get(table);
    if (!keys) {
      keys = new Set();
      this.byTable.set(table, keys);
    }
    keys.add(key);
    this.bytes += size;
    this.trim();
    return bytes;
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

  /** Lets the least recently used answers go until the budget holds. */
  private trim(): void {
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.budgetBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.byTable.get(kept.table)?.delete(key);
    this.bytes -= kept.size;
  }
}

/** A list answer as it will be sent: the JSON text as read, or bytes kept in the form asked for. */
export type ListAnswer = string | Buffer;

/** The answer's JSON text, whether it was kept (as text bytes) or just read. */
export const answerText = (answer: ListAnswer): string =>
  typeof answer === 'string' ? answer : answer.toString('utf8');

interface Kept {
  table: string;
  changes: number;
  forms: Partial<Record<AnswerForm, Buffer>>;
  /** Bytes of both forms and the entry's overhead. */
  size: number;
}

/** Fast over small: level 1 makes a page's gzip in a fraction of the time level 6 does, and barely larger. */
const GZIP_LEVEL = 1;
/** What a Map entry, its key and a Buffer's header cost beyond the bytes counted. */
const ENTRY_OVERHEAD = 200;

const keyOf = (table: string, query: string) => `${table}\u0000${query}`;

/** How a list answer will be sent: gzip-compressed, or as its text. */
export type AnswerForm = 'gzip' | 'text';

/**
 * A list call's answer: `listRecordsJson`, or the same answer kept in `answers` while its table
 * is unchanged, as bytes in `form`. The counters are read first, and the page after them, so an
 * answer is never older than the `changes` it is kept with. Within a transaction, whose writes
 * others cannot see yet, nothing is kept or reused.
 *
 * A lookup by id (the console's getOne and getMany) is never kept: it is one index probe, about
 * what checking a kept answer costs, and keeping each one would push pages out.
 */
export async function keptListAnswer(
  db: DbOrTrx,
  resource: ResourceDef,
  options: ListOptions,
  answers: AnswerCache | undefined,
  form: AnswerForm,
): Promise<ListAnswer> {
  if (!answers || isLookupById(options) || db.isTransaction) return listRecordsJson(db, resource, options);
  const counters = await readCounters(db, resource.key);
  if (!counters) return listRecordsJson(db, resource, options);
  const query = JSON.stringify(options);
  const kept = answers.get(resource.key, query, counters.changes, form);
  if (kept) return kept;
  const text = await listRecordsJson(db, resource, options, async () => counters);
  return answers.set(resource.key, query, counters.changes, text, form);
}
