import type { Kysely, Migration } from 'kysely';

/**
 * A topic may open some days after a student's enrolment, on a date, or both (the later of the
 * two). An enrolment counts the time it has spent paused, by which its schedule moves on; each
 * topic's "now open" mail is sent once per enrolment, the row taken before the mail goes.
 */
export const releaseSchedules = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('topics').addColumn('opens_after_days', 'integer').execute();
    await db.schema.alterTable('topics').addColumn('opens_on', 'text').execute();
    await db.schema
      .alterTable('enrolments')
      .addColumn('paused_seconds', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('topic_release_mails')
      .addColumn('enrolment_id', 'integer', (c) =>
        c.notNull().references('enrolments.id').onDelete('cascade'),
      )
      .addColumn('topic_id', 'integer', (c) => c.notNull().references('topics.id').onDelete('cascade'))
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('topic_release_mails_pk', ['enrolment_id', 'topic_id'])
      .execute();
    await db.schema
      .createIndex('topic_release_mails_topic_idx')
      .on('topic_release_mails')
      .column('topic_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('topic_release_mails').execute();
    await db.schema.alterTable('enrolments').dropColumn('paused_seconds').execute();
    await db.schema.alterTable('topics').dropColumn('opens_on').execute();
    await db.schema.alterTable('topics').dropColumn('opens_after_days').execute();
  },
});
