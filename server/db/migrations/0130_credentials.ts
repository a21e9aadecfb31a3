import type { Kysely, Migration } from 'kysely';

/**
 * Open Badges credentials: every public key that ever signed one (so a rotated key keeps its
 * credentials verifiable), and each certificate's signed credential, kept as issued because it
 * carries a random salt and the moment it was signed.
 */
export const credentials = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('credential_keys')
      // The verification method's fragment in the issuer's DID document.
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('public_key_multibase', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('credentials')
      .addColumn('certificate_id', 'integer', (c) =>
        c.primaryKey().references('certificates.id').onDelete('cascade'),
      )
      .addColumn('key_id', 'text', (c) => c.notNull().references('credential_keys.id'))
      .addColumn('credential', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('credentials').execute();
    await db.schema.dropTable('credential_keys').execute();
  },
});
