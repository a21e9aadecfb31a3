import type { DbOrTrx } from './schema';

/** Runs `work` in a transaction, joining the caller's when there already is one. */
export function inTransaction<T>(db: DbOrTrx, work: (trx: DbOrTrx) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}
