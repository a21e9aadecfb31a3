import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connect';
import { createRecordTable, integer, real, text } from './tableBuilder';

/**
 * The provider's VAT and invoicing details, one record made here and only ever edited (the
 * console's VAT and invoices page); and a course's learning outcomes, which its credential states.
 */
export const vatSettingsAndOutcomes = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await createRecordTable(db, dialect, 'vat_settings', {
      vat_registered: integer(),
      vat_number: text(),
      vat_rate: real(),
      legal_name: text(),
      address: text(),
    });
    const at = new Date().toISOString();
    await (db as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto('vat_settings')
      .values({
        vat_registered: 0,
        vat_number: null,
        vat_rate: 20,
        legal_name: 'MindWell Academy',
        address: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await db.schema.alterTable('courses').addColumn('learning_outcomes', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('courses').dropColumn('learning_outcomes').execute();
    await db.schema.dropTable('vat_settings').execute();
  },
});
