import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../connect';
import { createIndexes, idColumn, idType } from './tableBuilder';

/**
 * Selling: each student's basket on the server, an order's history of status changes, the
 * provider events already handled (so a replayed webhook changes nothing), and what ties an
 * enrolment to the order that granted it or the admin who did.
 */
export const selling = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('baskets')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('coupon_code', 'text')
      // The pending order made from this basket: a second checkout of it is refused.
      .addColumn('checkout_order_id', 'integer')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('basket_lines')
      .addColumn('id', idType(dialect), idColumn(dialect))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('item_id', 'integer', (c) => c.notNull())
      // The course a certificate level is bought for; 0 for every other kind.
      .addColumn('for_course_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('basket_lines_unique', ['user_id', 'kind', 'item_id', 'for_course_id'])
      .execute();

    await db.schema
      .createTable('order_events')
      .addColumn('id', idType(dialect), idColumn(dialect))
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      // Who made the change: the student, an admin, or null for the payment provider.
      .addColumn('user_id', 'integer')
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await createIndexes(db, 'order_events', { order_id: { type: 'integer', index: true } });

    await db.schema
      .createTable('payment_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('order_id', 'integer')
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();

    for (const [column, type] of [
      ['provider', 'text'],
      ['provider_session_id', 'text'],
      ['paid_at', 'text'],
      ['expires_at', 'text'],
    ] as const)
      await db.schema.alterTable('orders').addColumn(column, type).execute();
    await createIndexes(db, 'orders', { expires_at: { type: 'text', index: true } });

    await db.schema
      .alterTable('enrolments')
      .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('enrolments').addColumn('granted_by', 'integer').execute();
    await createIndexes(db, 'enrolments', { order_id: { type: 'integer', index: true } });
    await sql`update orders set provider = 'stripe' where payment_reference is not null`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('enrolments_order_id_idx').execute();
    await db.schema.alterTable('enrolments').dropColumn('granted_by').execute();
    await db.schema.alterTable('enrolments').dropColumn('order_id').execute();
    await db.schema.dropIndex('orders_expires_at_idx').execute();
    for (const column of ['expires_at', 'paid_at', 'provider_session_id', 'provider'])
      await db.schema.alterTable('orders').dropColumn(column).execute();
    for (const name of ['payment_events', 'order_events', 'basket_lines', 'baskets'])
      await db.schema.dropTable(name).execute();
  },
});
