import type { Kysely, Migration } from 'kysely';

/**
 * A student may pause a course (no reminders, progress kept) and resume it: `paused_at` is set
 * while paused. A downloadable resource may belong to a lesson, and the player lists it there.
 */
export const pauseAndLessonResources = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('enrolments').addColumn('paused_at', 'text').execute();
    await db.schema
      .alterTable('resources')
      .addColumn('lesson_id', 'integer', (c) => c.references('lessons.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex('resources_lesson_id_idx').on('resources').column('lesson_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('resources_lesson_id_idx').execute();
    await db.schema.alterTable('resources').dropColumn('lesson_id').execute();
    await db.schema.alterTable('enrolments').dropColumn('paused_at').execute();
  },
});
