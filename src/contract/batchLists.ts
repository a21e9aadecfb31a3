/**
 * Answering the console's opening in one call: an extension our server offers beside the
 * documented API. The server says it has it in a header of its admin-token answer;
 * the legacy server says nothing, and the console then makes its documented calls one by one.
 * Shared by the client (src/api/dataProvider.ts) and the server (server/routes/adminBatch.ts).
 */
import type { HttpMethod } from '../resources/types';
/** Its call, under /api/admin/. */
export const BATCH_LISTS_PATH = 'batch/lists';
/** At most this many list calls in one. */
export const MAX_BATCHED_LISTS = 64;

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
