import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../connect';
import { type ListSupport, addListSupport, removeListSupport } from './listSupport';

const auditList: ListSupport = {
  sorted: ['at', 'user_id', 'action', 'resource', 'record_id'],
  searchable: [],
};

/**
 * The audit log as a read-only list of the console (`audit_log`): the two system columns every
 * record table has, filled from the entry's time, and a list's counter and indexes.
 */
export const auditTrail = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('audit_log').addColumn('created_at', 'text').execute();
    await db.schema.alterTable('audit_log').addColumn('updated_at', 'text').execute();
    await sql`update audit_log set created_at = at, updated_at = at`.execute(db);
    await addListSupport(db, dialect, 'audit_log', auditList);
  },
  async down(db: Kysely<unknown>) {
    await removeListSupport(db, dialect, 'audit_log', auditList);
    await db.schema.alterTable('audit_log').dropColumn('updated_at').execute();
    await db.schema.alterTable('audit_log').dropColumn('created_at').execute();
  },
});
