import type { Kysely, Migration } from 'kysely';

/**
 * One accommodations profile per person: extra time on timed exams (`none`, `25`, `50`, `100`
 * per cent, or `untimed`), whether a timed exam may be paused, and reduced motion. An attempt
 * paused under it holds `paused_at` until it resumes, its deadline moved on by the pause.
 */
export const accommodations = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('extra_time', 'text', (c) => c.notNull().defaultTo('none'))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('exam_pause', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('reduced_motion', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('exam_attempts').addColumn('paused_at', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('exam_attempts').dropColumn('paused_at').execute();
    for (const column of ['reduced_motion', 'exam_pause', 'extra_time'])
      await db.schema.alterTable('users').dropColumn(column).execute();
  },
});
