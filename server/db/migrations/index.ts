import type { Migration } from 'kysely';
import type { Dialect } from '../connect';
import { resourceTables } from './0001_resourceTables';
import { accountsAndAudit } from './0002_accountsAndAudit';
import { listSpeed } from './0003_listSpeed';
import { usersDisabled } from './0004_usersDisabled';
import { accountTokens } from './0020_accountTokens';
import { storedWireDropped } from './0030_dropStoredWire';
import { selling } from './0040_selling';
import { enrolmentsResource } from './0041_enrolmentsResource';
import { catalogueSlugs } from './0045_catalogueSlugs';
import { learning } from './0050_learning';
import { pauseAndLessonResources } from './0051_pauseAndLessonResources';
import { supportLines } from './0052_supportLines';
import { examsCertificatesReviews } from './0055_examsCertificatesReviews';
import { auditTrail } from './0065_auditTrail';
import { examSettings } from './0110_examSettings';
import { moneyRecords } from './0111_moneyRecords';
import { credentials } from './0130_credentials';
import { vatSettingsAndOutcomes } from './0131_vatSettingsAndOutcomes';
import { supportLinesListSupport } from './0140_supportLinesListSupport';
import { delivery } from './0150_delivery';
import { releaseSchedules } from './0190_releaseSchedules';
import { accommodations } from './0191_accommodations';
import { knowledgeChecks } from './0192_knowledgeChecks';
import { vatDocuments } from './0200_vatDocuments';
import { cancellationRights } from './0210_cancellationRights';
import { legalPages } from './0211_legalPages';
import { instructorProfiles } from './0220_instructorProfiles';
import { lessonMedia } from './0240_lessonMedia';

/**
 * Every migration, by name; names sort in the order they run. Add new ones at the end and
 * never edit one that has shipped: a new resource is a table entry plus a new migration here
 * (`createResourceTable` in resourceTable.ts).
 */
export const migrations = (dialect: Dialect): Record<string, Migration> => ({
  '0001_resource_tables': resourceTables(dialect),
  '0002_accounts_and_audit': accountsAndAudit(dialect),
  '0003_list_speed': listSpeed(dialect),
  '0004_users_disabled': usersDisabled(),
  '0020_account_tokens': accountTokens(),
  '0030_drop_stored_wire': storedWireDropped(dialect),
  '0040_selling': selling(dialect),
  '0041_enrolments_resource': enrolmentsResource(dialect),
  '0045_catalogue_slugs': catalogueSlugs(),
  '0050_learning': learning(dialect),
  '0051_pause_and_lesson_resources': pauseAndLessonResources(),
  '0052_support_lines': supportLines(dialect),
  '0055_exams_certificates_reviews': examsCertificatesReviews(dialect),
  '0065_audit_trail': auditTrail(dialect),
  '0110_exam_settings': examSettings(),
  '0111_money_records': moneyRecords(dialect),
  '0130_credentials': credentials(),
  '0131_vat_settings_and_outcomes': vatSettingsAndOutcomes(dialect),
  '0140_support_lines_list_support': supportLinesListSupport(dialect),
  '0150_delivery': delivery(dialect),
  '0190_release_schedules': releaseSchedules(),
  '0191_accommodations': accommodations(),
  '0192_knowledge_checks': knowledgeChecks(),
  '0200_vat_documents': vatDocuments(dialect),
  '0210_cancellation_rights': cancellationRights(),
  '0211_legal_pages': legalPages(dialect),
  '0220_instructor_profiles': instructorProfiles(),
  '0240_lesson_media': lessonMedia(),
});
