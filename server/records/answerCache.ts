import type { ResourceDef } from '../../src/resources';
import type { DbOrTrx } from '../db/schema';
import { type ListOptions, isLookupById } from './listOptions';
import { listRecords } from './listQuery';
import { readCounters } from './tableStatistics';

/**
 * List answers this process has sent, each kept with the `changes` number its table's counters
 * held just before it was read, and sent again only while the counters still hold that number.
 * Every write to the table, from any process or instance, bumps the number in the write's own
 * transaction (migration 0003), so a kept answer never outlives the rows it was read from. The
 * least recently used go first once `budget` characters are held.
 */
export class AnswerCache {
  /** Least recently used first. */
  private readonly answers = new Map<string, { changes: number; text: string }>();
  private held = 0;

  constructor(readonly budget: number) {}

  get(key: string, changes: number): string | undefined {
    const kept = this.answers.get(key);
    if (!kept) return undefined;
    this.drop(key);
    if (kept.changes !== changes) return undefined;
    this.answers.set(key, kept);
    this.held += kept.text.length;
    return kept.text;
  }

  set(key: string, changes: number, text: string): void {
    this.drop(key);
    if (text.length > this.budget) return;
    this.answers.set(key, { changes, text });
    this.held += text.length;
    for (const oldest of this.answers.keys()) {
      if (this.held <= this.budget) break;
      this.drop(oldest);
    }
  }

  /** Characters of answers held. */
  get size(): number {
    return this.held;
  }

  private drop(key: string): void {
    const kept = this.answers.get(key);
    if (!kept) return;
    this.answers.delete(key);
    this.held -= kept.text.length;
  }
}

/**
 * A list call's page as JSON text: kept in `answers` while its table is unchanged. The counters
 * are read first and the page after them, so an answer is never older than the number it is kept
 * with. Not kept: a lookup by id (the console's getOne and getMany), one index probe, about what
 * checking a kept answer costs; a table without counters; anything inside a transaction, whose
 * writes others cannot see yet; anything at all with a budget of 0 (LIST_CACHE_MB=0).
 */
export async function listJson(
  db: DbOrTrx,
  resource: ResourceDef,
  options: ListOptions,
  answers: AnswerCache,
): Promise<string> {
  const keeps = answers.budget > 0 && !isLookupById(options) && !db.isTransaction;
  const counters = keeps ? await readCounters(db, resource.key) : undefined;
  if (!counters) return JSON.stringify(await listRecords(db, resource, options));
  const key = `${resource.key}\u0000${JSON.stringify(options)}`;
  const kept = answers.get(key, counters.changes);
  if (kept !== undefined) return kept;
  const text = JSON.stringify(await listRecords(db, resource, options, counters));
  answers.set(key, counters.changes, text);
  return text;
}
