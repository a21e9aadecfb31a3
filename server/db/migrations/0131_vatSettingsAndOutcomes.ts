import type { Kysely, Migration } from 'kysely';
import { f } from '../../../src/resources/fields';
import type { Dialect } from '../connect';
import { createResourceTable } from './resourceTable';

/** The settings' fields, written out: a migration keeps its meaning. */
const FIELDS = [
  f.flag('vat_registered'),
  f.text('vat_number'),
  f.number('vat_rate'),
  f.text('legal_name'),
  f.longText('address'),
];

/**
 * The provider's VAT and invoicing details, one record made here and only ever edited (the
 * console's VAT and invoices page); and a course's learning outcomes, which its credential states.
 */
export const vatSettingsAndOutcomes = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await createResourceTable(db, dialect, 'vat_settings', FIELDS);
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
