import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../connect';
import { addListSupport, removeListSupport, trigramSchema } from './listSupport';

const SUPPORT = { sorted: ['enrolled_at', 'progress', 'user_id', 'course_id', 'order_id'], searchable: [] };

/**
 * Enrolments become a record of the console (the Enrolments entry of resources.config.ts): the
 * record timestamps, the words saying how each was granted, and list support.
 */
export const enrolmentsResource = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const column of ['created_at', 'updated_at', 'granted_via'])
      await db.schema.alterTable('enrolments').addColumn(column, 'text').execute();
    await sql`update enrolments set created_at = enrolled_at, updated_at = enrolled_at,
      granted_via = case when order_id is null then 'Granted by an admin'
        else 'Order #' || cast(order_id as text) end`.execute(db);
    const trgm = dialect === 'postgres' ? await trigramSchema(db) : undefined;
    await addListSupport(db, dialect, 'enrolments', SUPPORT, trgm);
  },
  async down(db: Kysely<unknown>) {
    await removeListSupport(db, dialect, 'enrolments', SUPPORT);
    for (const column of ['granted_via', 'updated_at', 'created_at'])
      await db.schema.alterTable('enrolments').dropColumn(column).execute();
  },
});
