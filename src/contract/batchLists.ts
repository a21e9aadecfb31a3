/**
 * Answering the console's opening in one call: an extension our server offers beside the
 * documented API. The server says it has it in a header of its admin-token answer;
 * the legacy server says nothing, and the console then makes its documented calls one by one.
 * Shared by the client (src/api/dataProvider.ts) and the server (server/routes/adminBatch.ts).
 */
import type { HttpMethod } from '../resources/types';

/** The response header a server lists its extensions in, comma separated. */
export const FEATURES_HEADER = 'X-MindWell-Features';
/** The extension: several list calls answered in one. */
export const BATCH_LISTS_FEATURE = 'batch-lists';
/** Its call, under /api/admin/. */
export const BATCH_LISTS_PATH = 'batch/lists';
/** At most this many list calls in one. */
export const MAX_BATCHED_LISTS = 64;
/**
 * The extension of every list call with docs/API.md's list options (`q`, `sort`, `order`,
 * `filter`, `per_page`). Without it the console reads whole lists and pages, sorts and searches
 * them itself (src/api/clientLists.ts).
 */
export const LIST_OPTIONS_FEATURE = 'list-options';
/**
 * The extension of the resources this product adds to the legacy API (the table's `extension`
 * entries: enrolments, certificates...). Without it the console neither lists nor calls them.
 */
export const ADDED_RESOURCES_FEATURE = 'added-resources';

/** One list call as the documented API has it: its method, its path under /api/admin/, its options. */
export interface BatchedListCall {
  method: HttpMethod;
  path: string;
  /** The query (GET) or body (POST) the call would carry on its own. */
  options?: Record<string, unknown>;
}

/** What that call would have answered on its own: its status and body. */
export interface BatchedListAnswer {
  status: number;
  body: unknown;
}

export interface BatchListsRequest {
  calls: BatchedListCall[];
}

export interface BatchListsAnswer {
  answers: BatchedListAnswer[];
}
