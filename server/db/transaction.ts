import type { DbOrTrx } from './schema';

/** PostgreSQL's codes for a transaction it aborted to let others go on: serialization, deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 5;

const isRetryable = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && RETRYABLE.has(String((error as { code?: unknown }).code));

/**
 * Runs `work` in a transaction, joining the caller's when there already is one. A transaction
 * the database aborted for serialization or a deadlock is run again from the start (after a
 * short random pause, so the two do not meet again), a few times, before the error is let through.
 */
export async function inTransaction<T>(db: DbOrTrx, work: (trx: DbOrTrx) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
