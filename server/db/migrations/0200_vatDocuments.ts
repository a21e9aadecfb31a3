import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connect';
import { idColumn, idType } from './tableBuilder';

/**
 * VAT invoices and credit notes, each as issued: its number in its own sequence, the order (and
 * the refund, for a credit note) it is for, when, and what it says (seller, buyer, lines, VAT,
 * totals), frozen as JSON so a later change of the provider's details never rewrites it. No
 * foreign key to the order: an invoice is an accounting record that outlives it. The counters
 * hold each sequence's last number; taking the next is one update of that row, in the
 * transaction that issues the document, so numbers are unique and leave no gaps.
 */
export const vatDocuments = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('vat_documents')
      .addColumn('id', idType(dialect), idColumn(dialect))
      // 'invoice' or 'credit_note'.
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('order_id', 'integer', (c) => c.notNull())
      // The refund a credit note is for; 0 for an invoice.
      .addColumn('refund_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('issued_at', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addUniqueConstraint('vat_documents_number_unique', ['kind', 'seq'])
      .addUniqueConstraint('vat_documents_once_unique', ['kind', 'order_id', 'refund_id'])
      .execute();
    await db.schema
      .createIndex('vat_documents_order_id_idx')
      .on('vat_documents')
      .column('order_id')
      .execute();
    await db.schema
      .createTable('vat_document_counters')
      .addColumn('kind', 'text', (c) => c.primaryKey())
      .addColumn('last', 'integer', (c) => c.notNull())
      .execute();
    await (db as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto('vat_document_counters')
      .values([
        { kind: 'invoice', last: 0 },
        { kind: 'credit_note', last: 0 },
      ])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('vat_document_counters').execute();
    await db.schema.dropTable('vat_documents').execute();
  },
});
