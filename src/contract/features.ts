/**
 * The extensions our server offers beside the documented API, each by the name it gives in the
 * features header of its admin-token answer (`GET /api/getTokenForAdmin`). The legacy backend,
 * and ours under LEGACY_STRICT, name none, and the console then does without them. Declared here
 * alone; the contract module of each extension holds its calls and shapes.
 */

/** The response header a server lists its extensions in, comma separated. */
export const FEATURES_HEADER = 'X-MindWell-Features';

/** Several list calls answered in one (src/contract/batchLists.ts). */
export const BATCH_LISTS_FEATURE = 'batch-lists';
/**
 * Every list call takes docs/API.md's list options (`q`, `sort`, `order`, `filter`, `per_page`).
 * Without it the console reads whole lists and pages, sorts and searches them itself
 * (src/api/clientLists.ts).
 */
export const LIST_OPTIONS_FEATURE = 'list-options';
/**
 * The resources this product adds to the legacy API (the table's `extension` entries:
 * enrolments, certificates...). Without it the console neither lists nor calls them.
 */
export const ADDED_RESOURCES_FEATURE = 'added-resources';
/** CSV files imported into a list (src/contract/csvImport.ts). */
export const CSV_IMPORT_FEATURE = 'csv-import';
/** An update refused with 409 when the record changed since the form read it (src/contract/recordExtensions.ts). */
export const RECORD_VERSIONS_FEATURE = 'record-versions';
/** What deleting some records would take with it, before anything is deleted (src/contract/recordExtensions.ts). */
export const DEPENDENTS_FEATURE = 'dependents';
/**
 * The server refuses to delete the records a resource's `deletableWhen` keeps (a paid order), and
 * the console hides their Delete. The legacy server deletes anything, so without it the console
 * offers Delete as it always did.
 */
export const KEPT_RECORDS_FEATURE = 'kept-records';
/** A parent's records put in a new order in one transaction (src/contract/recordExtensions.ts). */
export const REORDER_FEATURE = 'reorder';
/** The console's dashboard figures (src/contract/dashboardTypes.ts): the legacy backend has none. */
export const DASHBOARD_FEATURE = 'dashboard';

/** Every extension our server names, in the order it names them. */
export const SERVER_FEATURES = [
  BATCH_LISTS_FEATURE,
  LIST_OPTIONS_FEATURE,
  CSV_IMPORT_FEATURE,
  RECORD_VERSIONS_FEATURE,
  DEPENDENTS_FEATURE,
  KEPT_RECORDS_FEATURE,
  ADDED_RESOURCES_FEATURE,
  DASHBOARD_FEATURE,
  REORDER_FEATURE,
] as const;

export type ServerFeature = (typeof SERVER_FEATURES)[number];
