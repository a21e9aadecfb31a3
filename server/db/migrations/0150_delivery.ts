import type { Kysely, Migration } from 'kysely';
import { f, title } from '../../../src/resources/fields';
import type { Dialect } from '../connect';
import { createResourceTable, dropResourceTable } from './resourceTable';

/** The delivery options' fields as this migration made them. */
const DELIVERY_OPTION_FIELDS = [
  title(),
  f.money('price', { required: true }),
  f.text('delivery_time', { required: true }),
  f.flag('active', { defaultValue: 1 }),
];

const ADDED: [table: string, column: string, type: 'text' | 'integer'][] = [
  // Sent by post: a product, and a certificate type (its printed certificate).
  ['products', 'posted', 'integer'],
  ['transcripts', 'posted', 'integer'],
  // Where an order's posted goods go, as the student gave it at checkout, and when they left.
  ['orders', 'delivery_address', 'text'],
  ['orders', 'dispatched_at', 'text'],
  ['orders', 'tracking_reference', 'text'],
  // The address the student last gave, kept with the basket until checkout copies it.
  ['baskets', 'delivery_address', 'text'],
];

/** Physical goods: which items are posted, the delivery options, and an order's address. */
export const delivery = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const [table, column, type] of ADDED)
      await db.schema
        .alterTable(table)
        .addColumn(column, type, (c) => (column === 'posted' ? c.notNull().defaultTo(0) : c))
        .execute();
    await createResourceTable(db, dialect, 'delivery_options', DELIVERY_OPTION_FIELDS);
  },
  async down(db: Kysely<unknown>) {
    await dropResourceTable(db, dialect, 'delivery_options', DELIVERY_OPTION_FIELDS);
    for (const [table, column] of [...ADDED].reverse())
      await db.schema.alterTable(table).dropColumn(column).execute();
  },
});
