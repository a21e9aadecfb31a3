import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connect';
import { createRecordTable, integer, text } from './tableBuilder';

/**
 * What a student's learning leaves behind: each lesson completed, each exam attempt, and the one
 * certificate a completed course earns. Also a lesson's content note and an exam's attempt limit.
 */
export const learning = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('lessons').addColumn('content_note', 'text').execute();
    await db.schema.alterTable('exams').addColumn('max_attempts', 'integer').execute();

    await createRecordTable(db, dialect, 'lesson_progress', {
      user_id: integer({ notNull: true, references: 'users', onDelete: 'cascade' }),
      lesson_id: integer({ notNull: true, references: 'lessons', onDelete: 'cascade' }),
      course_id: integer({ notNull: true, references: 'courses', onDelete: 'cascade', index: true }),
      completed_at: text({ notNull: true }),
    });
    // One row per student and lesson: completing a lesson twice changes nothing.
    await db.schema
      .createIndex('lesson_progress_user_lesson_unique')
      .on('lesson_progress')
      .unique()
      .columns(['user_id', 'lesson_id'])
      .execute();
    await db.schema
      .createIndex('lesson_progress_user_course_idx')
      .on('lesson_progress')
      .columns(['user_id', 'course_id'])
      .execute();

    await createRecordTable(db, dialect, 'exam_attempts', {
      exam_id: integer({ notNull: true, references: 'exams', onDelete: 'cascade', index: true }),
      user_id: integer({ notNull: true, references: 'users', onDelete: 'cascade', index: true }),
      course_id: integer({ notNull: true, references: 'courses', onDelete: 'cascade', index: true }),
      attempt_no: integer({ notNull: true }),
      started_at: text({ notNull: true }),
      deadline_at: text({ notNull: true }),
      submitted_at: text(),
      // JSON: the questions in the order this attempt shows them, each with its options' order.
      questions: text({ notNull: true }),
      // JSON: the option chosen for each question, by the question's index in the exam.
      answers: text({ notNull: true }),
      score: integer(),
      total: integer({ notNull: true }),
      percent: integer(),
      passed: integer(),
    });
    await db.schema
      .createIndex('exam_attempts_user_exam_attempt_unique')
      .on('exam_attempts')
      .unique()
      .columns(['user_id', 'exam_id', 'attempt_no'])
      .execute();

    await createRecordTable(db, dialect, 'certificates', {
      code: text({ notNull: true }),
      user_id: integer({ notNull: true, references: 'users', onDelete: 'cascade', index: true }),
      course_id: integer({ notNull: true, references: 'courses', onDelete: 'restrict', index: true }),
      certificate_level_id: integer({ references: 'certificate_levels', onDelete: 'set null' }),
      issued_at: text({ notNull: true }),
      status: text({ notNull: true }),
      revoked_reason: text(),
      revoked_at: text(),
    });
    await db.schema
      .createIndex('certificates_code_unique')
      .on('certificates')
      .unique()
      .column('code')
      .execute();
    // Exactly one certificate per student and course, however many submissions race to issue it.
    await db.schema
      .createIndex('certificates_user_course_unique')
      .on('certificates')
      .unique()
      .columns(['user_id', 'course_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const name of ['certificates', 'exam_attempts', 'lesson_progress'])
      await db.schema.dropTable(name).execute();
    await db.schema.alterTable('exams').dropColumn('max_attempts').execute();
    await db.schema.alterTable('lessons').dropColumn('content_note').execute();
  },
});
