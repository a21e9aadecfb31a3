import type { Kysely, Migration } from 'kysely';

/**
 * An instructor's public profile: a photo (an image's address), a short biography for the card
 * on their courses' pages, a full biography for their own page, and their credentials (each a
 * professional body, a registration number and an optional link to the register, as JSON).
 */
export const instructorProfiles = (): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const column of ['photo', 'short_bio', 'biography', 'credentials'])
      await db.schema.alterTable('instructors').addColumn(column, 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['credentials', 'biography', 'short_bio', 'photo'])
      await db.schema.alterTable('instructors').dropColumn(column).execute();
  },
});
