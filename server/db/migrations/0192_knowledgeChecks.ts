import type { Kysely, Migration } from 'kysely';

/**
 * A lesson may end with a knowledge check (its questions, right answers and explanations, as
 * JSON), and its author may require passing it before the lessons after it open. A student's
 * pass is kept once per lesson.
 */
export const knowledgeChecks = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('lessons').addColumn('knowledge_check', 'text').execute();
    await db.schema
      .alterTable('lessons')
      .addColumn('check_required', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('lesson_check_passes')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
      .addColumn('passed_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('lesson_check_passes_pk', ['user_id', 'lesson_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('lesson_check_passes').execute();
    await db.schema.alterTable('lessons').dropColumn('check_required').execute();
    await db.schema.alterTable('lessons').dropColumn('knowledge_check').execute();
  },
});
