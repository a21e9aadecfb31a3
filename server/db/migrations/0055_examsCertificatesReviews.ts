import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connect';
import { type ListSupport, addListSupport, removeListSupport, trigramSchema } from './listSupport';

const attempts: ListSupport = {
  sorted: ['user_id', 'exam_id', 'course_id', 'started_at', 'submitted_at', 'percent', 'passed'],
  searchable: [],
};
const certificates: ListSupport = {
  sorted: ['user_id', 'course_id', 'issued_at', 'status'],
  searchable: ['code'],
};

/**
 * The console's lists of exam attempts and certificates (a counter, sort and filter indexes, a
 * search over certificate codes), and a review's author: one review per student and course.
 */
export const examsCertificatesReviews = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const trgm = dialect === 'postgres' ? await trigramSchema(db) : undefined;
    await addListSupport(db, dialect, 'exam_attempts', attempts, trgm);
    await addListSupport(db, dialect, 'certificates', certificates, trgm);

    await db.schema
      .alterTable('reviews')
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .execute();
    // A student's one review of a course; reviews the console writes have no author.
    await db.schema
      .createIndex('reviews_user_course_unique')
      .on('reviews')
      .unique()
      .columns(['user_id', 'course_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('reviews_user_course_unique').execute();
    await db.schema.alterTable('reviews').dropColumn('user_id').execute();
    await removeListSupport(db, dialect, 'certificates', certificates);
    await removeListSupport(db, dialect, 'exam_attempts', attempts);
  },
});
