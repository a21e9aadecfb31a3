import type { Kysely, Migration } from 'kysely';

const ADDED: [table: string, column: string][] = [
  // When the buyer gave their express consent to immediate access, in the server's time.
  ['orders', 'access_consent_at'],
  // When the buyer cancelled within the 14 days: claimed before the refund, so one request refunds.
  ['orders', 'buyer_cancelled_at'],
  // When the student first opened a lesson of the course (a preview apart): the course is started.
  ['enrolments', 'started_at'],
];

/** The buyer's cancellation rights: the consent an order records, its cancellation, and a course begun. */
export const cancellationRights = (): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const [table, column] of ADDED)
      await db.schema.alterTable(table).addColumn(column, 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const [table, column] of [...ADDED].reverse())
      await db.schema.alterTable(table).dropColumn(column).execute();
  },
});
