import type { Kysely, Migration } from 'kysely';

/**
 * A lesson's own media: an uploaded video or audio file and its WebVTT captions (both served only
 * to those who may open the lesson), a transcript, and the media's length as read from the file
 * (what "90% watched" is measured against). An upload keeps the length it was found to have.
 * Each student's place in a lesson's media is kept to resume from; a person may ask for captions
 * to be shown by default.
 */
export const lessonMedia = (): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const column of ['media', 'captions', 'transcript'])
      await db.schema.alterTable('lessons').addColumn(column, 'text').execute();
    await db.schema.alterTable('lessons').addColumn('media_seconds', 'real').execute();
    await db.schema.alterTable('uploads').addColumn('duration_seconds', 'real').execute();
    await db.schema
      .alterTable('users')
      .addColumn('captions_by_default', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('lesson_media_positions')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
      .addColumn('position_seconds', 'real', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('lesson_media_positions_pk', ['user_id', 'lesson_id'])
      .execute();
    await db.schema
      .createIndex('lesson_media_positions_lesson_idx')
      .on('lesson_media_positions')
      .column('lesson_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('lesson_media_positions').execute();
    await db.schema.alterTable('users').dropColumn('captions_by_default').execute();
    await db.schema.alterTable('uploads').dropColumn('duration_seconds').execute();
    for (const column of ['media_seconds', 'transcript', 'captions', 'media'])
      await db.schema.alterTable('lessons').dropColumn(column).execute();
  },
});
