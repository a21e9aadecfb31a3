import type { Kysely, Migration } from 'kysely';

/** Users can be disabled: no sign-in, no session (the `disabled` flag of the users entry). */
export const usersDisabled = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('disabled').execute();
  },
});
