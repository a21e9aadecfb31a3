import type { Kysely, Migration } from 'kysely';
import { createIndexes } from './tableBuilder';

/**
 * Ways back into an account: single-use tokens sent by mail (password reset, address
 * verification and change), when an address was verified, and when an account was closed.
 */
export const accountTokens = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
    await db.schema.alterTable('users').addColumn('closed_at', 'text').execute();
    await db.schema
      .createTable('account_tokens')
      // SHA-256 (hex) of the token mailed; the token itself is never stored.
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await createIndexes(db, 'account_tokens', { user_id: { type: 'integer', index: true } });
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('account_tokens').execute();
    await db.schema.alterTable('users').dropColumn('closed_at').execute();
    await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
  },
});
