import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../connect';
import { ident } from '../identifiers';
import { COUNTER_SLOTS } from './listSupport';
import { createIndexes, idColumn, idType } from './tableBuilder';

/** The counter functions as 0001 made them, but with the slot drawn from `slot`. */
async function replaceCounterFunctions(db: Kysely<unknown>, slot: string): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = ident(rows[0].schema);
  const counters = `${schema}.list_counters`;
  const body = (set: string, rowsOf: string | null) =>
    rowsOf
      ? `declare n bigint; s int := ${slot};
      begin
        select count(*) into n from ${rowsOf};
        if n > 0 then
          update ${counters} set ${set.replaceAll('N', 'n')} where tbl = TG_TABLE_NAME and slot = s;
        end if;
        return null;
      end`
      : `declare s int := ${slot};
      begin
        if exists (select 1 from new_rows) then
          update ${counters} set ${set} where tbl = TG_TABLE_NAME and slot = s;
        end if;
        return null;
      end`;
  const fns = [
    [
      'list_count_insert',
      body('row_count = row_count + N, id_changes = id_changes + 1, changes = changes + 1', 'new_rows'),
    ],
    [
      'list_count_delete',
      body('row_count = row_count - N, id_changes = id_changes + 1, changes = changes + 1', 'old_rows'),
    ],
    ['list_count_update', body('changes = changes + 1', null)],
  ] as const;
  for (const [name, code] of fns)
    await sql
      .raw(`create or replace function ${schema}.${name}() returns trigger language plpgsql as $$ ${code} $$`)
      .execute(db);
}

/**
 * Money records: what each order has given back (`refunded`, pence) and each refund with who
 * made it and why (`order_refunds`); when a closed order's payment page was closed at the
 * provider (`session_closed_at`). In PostgreSQL the list counters' slot becomes one per
 * transaction rather than one per statement: a transaction that writes a table twice then holds
 * one counter row of it, not two drawn at random, so two such transactions cannot each hold
 * the row the other waits for.
 */
export const moneyRecords = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('orders')
      .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('orders').addColumn('session_closed_at', 'text').execute();
    // A Checkout Session lives 24 hours at most: those of orders closed before then are closed.
    const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
    await sql`update orders set session_closed_at = ${dayAgo}
      where status in ('cancelled', 'failed') and created_at < ${dayAgo}`.execute(db);
    await db.schema
      .createTable('order_refunds')
      .addColumn('id', idType(dialect), idColumn(dialect))
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      // Pence given back by this refund.
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      // The provider's refund id; null while the provider is being asked.
      .addColumn('reference', 'text')
      // Who gave it back; null when the shop did it by itself (a payment for a closed order).
      .addColumn('user_id', 'integer')
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await createIndexes(db, 'order_refunds', { order_id: { type: 'integer', index: true } });
    if (dialect === 'postgres') await replaceCounterFunctions(db, `(txid_current() % ${COUNTER_SLOTS})::int`);
  },
  async down(db: Kysely<unknown>) {
    if (dialect === 'postgres') await replaceCounterFunctions(db, `floor(random() * ${COUNTER_SLOTS})::int`);
    await db.schema.dropTable('order_refunds').execute();
    await db.schema.alterTable('orders').dropColumn('session_closed_at').execute();
    await db.schema.alterTable('orders').dropColumn('refunded').execute();
  },
});
