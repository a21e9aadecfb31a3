import { type Kysely, type Migration, sql } from 'kysely';

const COLUMNS = [
  // `score`, `wrong` or `review`: what a student sees after an attempt.
  ['show_after_attempt', 'text'],
  // Hours from one attempt's end before the next may start; null: none.
  ['wait_hours', 'integer'],
  // How many of the exam's questions each attempt draws; null: all of them.
  ['questions_per_attempt', 'integer'],
] as const;

/**
 * An exam's settings an examining body expects. Exams made before them show the score and which
 * questions were wrong, and those that allowed any number of attempts get the three a new exam
 * starts with: a failed attempt no longer hands over the answers for the next.
 */
export const examSettings = (): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const [name, type] of COLUMNS) await db.schema.alterTable('exams').addColumn(name, type).execute();
    await sql`update exams set show_after_attempt = 'wrong'`.execute(db);
    await sql`update exams set max_attempts = 3 where max_attempts is null`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const [name] of [...COLUMNS].reverse())
      await db.schema.alterTable('exams').dropColumn(name).execute();
  },
});
