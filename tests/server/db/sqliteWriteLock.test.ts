/**
 * SQLite's one write lock, shared by the server's processes: a process whose write finds the
 * lock taken by another waits for it without stopping, so its reads and its other requests go
 * on meanwhile (server/db/sqliteDriver.ts). Another connection to the same file plays the other
 * process. SQLite only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as turn } from 'node:timers/promises';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, connectDatabase } from '../../../server/db/connect';
import { loose } from '../../../server/db/schema';
import { postgresUnderTest } from '../../setup/postgres';

/** Settles to what the promise did, without waiting: 'pending' while it has not. */
function watch(promise: Promise<unknown>): () => 'pending' | 'done' | 'failed' {
  let state: 'pending' | 'done' | 'failed' = 'pending';
  promise.then(
    () => (state = 'done'),
    () => (state = 'failed'),
  );
  return () => state;
}

describe.skipIf(postgresUnderTest())("SQLite's write lock held by another process", () => {
  let dir: string;
  let file: string;
  let handle: DatabaseHandle;
  let other: BetterSqlite3.Database;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mindwell-write-lock-'));
    file = path.join(dir, 'lock.sqlite');
    handle = await connectDatabase({ kind: 'sqlite', file });
    await sql`create table notes (id integer primary key, body text not null)`.execute(handle.db);
    await sql`insert into notes (body) values ('before')`.execute(handle.db);
    other = new BetterSqlite3(file);
  });

  afterEach(async () => {
    if (other.inTransaction) other.exec('rollback');
    other.close();
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  });

  const bodies = async () =>
    (await loose(handle.db).selectFrom('notes').select('body').orderBy('id').execute()).map((r) => r.body);

  it('lets the process read while its write waits, and the write lands once the lock is free', async () => {
    other.exec('begin immediate');
    const write = loose(handle.db).insertInto('notes').values({ body: 'waited' }).execute();
    const writeState = watch(write);
    // A turn of the event loop: the write has tried for the lock and found it taken.
    await turn();
    expect(await bodies()).toEqual(['before']);
    expect(writeState()).toBe('pending');

    other.exec('commit');
    await write;
    expect(await bodies()).toEqual(['before', 'waited']);
  });

  it('lets the process read while a transaction waits to begin, and the transaction commits whole', async () => {
    other.exec('begin immediate');
    other.exec("insert into notes (body) values ('the other process')");
    const transaction = handle.db.transaction().execute(async (trx) => {
      const [{ n }] = await loose(trx)
        .selectFrom('notes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .execute();
      await loose(trx)
        .insertInto('notes')
        .values({ body: `after ${Number(n)} notes` })
        .execute();
    });
    const transactionState = watch(transaction);
    await turn();
    // The other process has not committed: this one reads what was there before.
    expect(await bodies()).toEqual(['before']);
    expect(transactionState()).toBe('pending');

    other.exec('commit');
    await transaction;
    // The transaction began after the other's commit, so it counted its row.
    expect(await bodies()).toEqual(['before', 'the other process', 'after 2 notes']);
  });
});
