import { randomBytes } from 'node:crypto';
import { getResource } from '../../src/resources';
import { ROLE_ADMIN } from '../../src/resources/fields';
import type { Config } from '../config';
import type { Db } from '../db/schema';
import { createRecord } from '../records/store';

export interface AdminBootstrap {
  email: string;
  /** Set only when the password was made up here; shown once, never stored in clear. */
  generatedPassword?: string;
}

/**
 * On an empty users table, creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD, or with
 * a random password outside production. Answers undefined when there were users already.
 */
export async function ensureAdmin(db: Db, config: Config): Promise<AdminBootstrap | undefined> {
  const someone = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (someone) return undefined;
  let password = config.adminPassword;
  let generatedPassword: string | undefined;
  if (!password) {
    if (config.nodeEnv === 'production')
      throw new Error(
        'ADMIN_PASSWORD must be set to create the first admin of an empty database in production.',
      );
    password = generatedPassword = randomBytes(18).toString('base64url');
  }
  await createRecord(
    db,
    getResource('users'),
    { name: 'Administrator', email: config.adminEmail, password, role_id: ROLE_ADMIN },
    { trusted: true },
  );
  return { email: config.adminEmail, generatedPassword };
}
