import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connect';
import { createIndexes, idColumn, idType } from './tableBuilder';

/** Sessions, sign-in throttling, the audit log, uploads, enrolments and app facts. */
export const accountsAndAudit = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('admin_token', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_seen_at', 'text', (c) => c.notNull())
      .execute();
    await createIndexes(db, 'sessions', { user_id: { type: 'integer', index: true } });

    await db.schema
      .createTable('login_attempts')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('last_failure_at', 'text', (c) => c.notNull())
      .addColumn('locked_until', 'text')
      .execute();

    await db.schema
      .createTable('audit_log')
      .addColumn('id', idType(dialect), idColumn(dialect))
      .addColumn('at', 'text', (c) => c.notNull())
      // No foreign key: the history outlives the people in it.
      .addColumn('user_id', 'integer')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('resource', 'text')
      .addColumn('record_id', 'integer')
      .addColumn('ip', 'text')
      .addColumn('detail', 'text')
      .execute();
    await createIndexes(db, 'audit_log', {
      at: { type: 'text', index: true },
      action: { type: 'text', index: true },
      resource: { type: 'text', index: true },
    });

    await db.schema
      .createTable('uploads')
      .addColumn('id', idType(dialect), idColumn(dialect))
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('original_name', 'text')
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('enrolments')
      .addColumn('id', idType(dialect), idColumn(dialect))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('restrict'))
      .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('enrolled_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('enrolments_user_course_unique', ['user_id', 'course_id'])
      .execute();
    await createIndexes(db, 'enrolments', { course_id: { type: 'integer', index: true } });

    await db.schema
      .createTable('app_meta')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const name of ['app_meta', 'enrolments', 'uploads', 'audit_log', 'login_attempts', 'sessions'])
      await db.schema.dropTable(name).execute();
  },
});
