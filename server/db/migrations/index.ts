import type { Migration } from 'kysely';
import type { Dialect } from '../connect';
import { resourceTables } from './0001_resourceTables';
import { accountsAndAudit } from './0002_accountsAndAudit';
import { listSpeed } from './0003_listSpeed';
import { usersDisabled } from './0004_usersDisabled';
import { learning } from './0050_learning';
import { examsCertificatesReviews } from './0055_examsCertificatesReviews';

/**
 * Every migration, by name; names sort in the order they run. Add new ones at the end and
 * never edit one that has shipped: a 29th resource is a table entry plus a new migration here.
 */
export const migrations = (dialect: Dialect): Record<string, Migration> => ({
  '0001_resource_tables': resourceTables(dialect),
  '0002_accounts_and_audit': accountsAndAudit(dialect),
  '0003_list_speed': listSpeed(dialect),
  '0004_users_disabled': usersDisabled(),
  '0050_learning': learning(dialect),
  '0055_exams_certificates_reviews': examsCertificatesReviews(dialect),
});
