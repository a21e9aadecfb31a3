/**
 * Importing a CSV file into a list: an extension our server offers beside the documented API,
 * named in the features header (src/contract/features.ts). The console reads the
 * file, sends its rows once to be tried (nothing is saved) and, when the administrator agrees,
 * once more to be applied: all rows in one transaction, or none.
 * Shared by the console (admin/import/) and the server (server/routes/adminImport.ts).
 */

/** Its call, under /api/admin/, followed by the resource's key. */
export const CSV_IMPORT_PATH = 'import';
/** At most this many rows in one file. */
export const MAX_IMPORT_ROWS = 5_000;

export interface ImportRequest {
  /** The file's rows, each by its column headings (a field's name or its label; `id` or `ID`). */
  rows: Record<string, string>[];
  /** Save the rows; otherwise they are only tried, and nothing changes. */
  apply: boolean;
}

export type ImportAction = 'create' | 'update' | 'unchanged' | 'refused';

export interface ImportRowResult {
  /** The row's line in the file, counting the heading as line 1. */
  line: number;
  action: ImportAction;
  /** The record the row creates (once applied) or changes. */
  id?: number;
  /** What the record is called (its title, name or code). */
  label?: string;
  /** The fields a change sets, by label. */
  changes?: string[];
  /** Why the row is refused, by field label. */
  errors?: Record<string, string[]>;
}

export interface ImportReport {
  /** True when the rows were saved. */
  applied: boolean;
  rows: ImportRowResult[];
  /** Headings that name no field the file may set: read-only fields, or unknown ones. */
  ignoredColumns: string[];
  counts: Record<ImportAction, number>;
}

/** Whether an answer is a report (a refused import answers 422 with one). */
export const isImportReport = (body: unknown): body is ImportReport =>
  typeof body === 'object' && body !== null && Array.isArray((body as ImportReport).rows) && 'counts' in body;
