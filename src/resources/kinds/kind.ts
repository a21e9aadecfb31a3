import type { z } from 'zod/v4';
import { INTEGER_MAX } from '../fieldRules';
import type { FieldDef } from '../types';

/** Messages by field key (`price`, `questions.0.answer`), as a 422 answer carries them. */
export type FieldErrors = Record<string, string[]>;

/**
 * What the kinds need of the server to check a value. zod comes from here rather than an
 * import, so the console, which reads the kinds but checks nothing, never downloads it.
 */
export interface CheckContext {
  z: typeof z;
  /** One line or many of plain text: tags removed. */
  stripTags: (value: string) => string;
  /** Rich text: what is unsafe removed. */
  sanitizeRichText: (value: string) => string;
  /** Why some text may not be handed to the cleaner (nested too deeply...), naming the field; or undefined. */
  markupProblem: (value: string, attr: string, rich: boolean) => string | undefined;
  /** What a password breaks of the rules people's own passwords keep, given their email. */
  passwordProblems: (password: string, email: string) => string[];
  /** The schema of another field's value (a list's item fields). */
  schemaOf: (field: FieldDef, attr: string) => z.ZodType;
  /** Checks the given fields of one object (a list's item), its errors under `prefix`. */
  checkObject: (
    fields: readonly FieldDef[],
    input: Record<string, unknown>,
    prefix: string,
  ) => { values: Record<string, unknown>; errors: FieldErrors };
}

/**
 * The input a list filters a kind by (admin/list/filterInput.tsx): typed text or a number, one
 * of its choices, yes or no, a day, a record chosen by name. A few shared inputs, so a list's
 * filter form stays small.
 */
export type FilterInputKind = 'text' | 'number' | 'choice' | 'flag' | 'day' | 'record';

/** How a column holds a kind's values (money in pence is an integer). */
export type ColumnType = 'text' | 'integer' | 'real';

/** What the CSV export knows beyond a value: what a referenced record is called. */
export interface CsvOutContext {
  /** A referenced record's name (its entry's representation), or `#id` when it is gone. */
  nameOf: (field: FieldDef, id: unknown) => unknown;
}

/** What the CSV import knows beyond a cell: the records a reference may name. */
export interface CsvInContext {
  /** The id of the record a reference names, by id or by what it is called; or why there is none. */
  idOf: (field: FieldDef, text: string) => Promise<number | { error: string }>;
}

/** A cell read: the wire value, or the text the checks will refuse and why. */
export interface CellRead {
  value: unknown;
  error?: string;
}

/** What the console's client does inside a value it converts (a list's items). */
export interface ToWireContext {
  /** An object of declared fields, each converted as its kind says. */
  object: (fields: readonly FieldDef[], source: Record<string, unknown>) => Record<string, unknown>;
}

/** What the server does inside a value it stores (a hash, a list's items). */
export interface ColumnContext {
  /** A password's hash, as the server makes it. */
  hashPassword: (password: string) => Promise<string>;
  /** A list's items as stored in its JSON column: each field as its kind keeps it there. */
  storedItems: (fields: readonly FieldDef[], items: readonly Record<string, unknown>[]) => unknown[];
  /** A list's stored items back on the wire. */
  wireItems: (fields: readonly FieldDef[], items: readonly Record<string, unknown>[]) => unknown[];
}

/**
 * A field kind: everything about one kind of value the table's fields may hold, in one object,
 * read by the server and both clients (the console's input, display and filter live beside it,
 * in admin/kinds/, so the server never loads React).
 */
export interface FieldKindDef {
  /**
   * The zod schema of a present, non-blank value, giving its wire form (its messages name the
   * field as `attr`). The OpenAPI description's schema is derived from it, never restated.
   */
  schema(field: FieldDef, attr: string, context: CheckContext): z.ZodType;
  /**
   * Checks a present value itself instead of its schema, so a message may name a part of it (a
   * list's item); `value` is left out when it is refused.
   */
  checkValue?(
    field: FieldDef,
    raw: unknown,
    key: string,
    attr: string,
    context: CheckContext,
  ): { value?: unknown; errors: FieldErrors };
  /** A checked value's problems that depend on the rest of the record (a password and the email). */
  recordProblems?(
    field: FieldDef,
    value: unknown,
    record: Record<string, unknown>,
    context: CheckContext,
  ): string[];
  /**
   * What a value left blank means, when not empty: `zero` (a flag is 0 or 1, and a form sends
   * an unticked box blank), `unchanged` (a password left blank on update keeps the stored one).
   */
  blank?: 'zero' | 'unchanged';
  /** How its column holds it. */
  column(field: FieldDef): ColumnType;
  /** The input a list filters it by. */
  filterInput: FilterInputKind;
  /** Holds the id of one record of `reference` (`one`), or a list of them (`many`). */
  pointsTo?: 'one' | 'many';
  /** Text a list's search may look in (`searchable`). */
  searchable?: boolean;
  /** A date a list may filter by range (`filterable: 'range'`): a calendar day, or a moment. */
  calendar?: 'day' | 'moment';
  /** Shown cut to two lines in a list, and in full under the row on request. */
  long?: boolean;
  /** A file a form sends for it is stored as an upload of this sort; the field holds its address. */
  upload?: 'image' | 'file';
  /** Its text may hold an upload's address (itself, or inside markup or JSON): the uploads sweep keeps what it names. */
  mayNameUploads?: boolean;
  /**
   * Its value is HTML: read without its tags wherever text is shown, and exported twice, as the
   * text a person reads and, in a column of its own, as its HTML.
   */
  html?: boolean;
  /** A present value as a reader of the spreadsheet wants it: names, labels, plain text, readable dates. */
  csvOut(field: FieldDef, value: unknown, context: CsvOutContext): unknown;
  /**
   * A cell's non-blank text, as the export writes it or a person types it, as the wire value the
   * field takes; what cannot be read is left for the checks.
   */
  csvIn(field: FieldDef, text: string, context: CsvInContext): CellRead | Promise<CellRead>;
  /** A present, non-empty value as the short text one line of a card shows. */
  cardText(field: FieldDef, value: unknown): string;
  /** A present value a form hands over (strings, booleans, `{src}`) as the wire has it. */
  toWire(field: FieldDef, value: unknown, context: ToWireContext): unknown;
  /** The wire value of an empty field: null, or (a new) empty list of ids. */
  empty(): null | unknown[];
  /**
   * Kept only as its hash, in the column `<name>_hash`: never sent back or exported, and an
   * empty value leaves the stored one as it is (passwords).
   */
  hashed?: boolean;
  /** A checked, present wire value as its column holds it: pence, JSON text, a hash. */
  toColumn(field: FieldDef, value: unknown, context: ColumnContext): unknown;
  /** A present column value back on the wire: pounds, numbers, arrays. */
  fromColumn(field: FieldDef, value: unknown, context: ColumnContext): unknown;
  /** A value inside a list item, as the item's JSON keeps it (money in pence), and back. */
  toItem(field: FieldDef, value: unknown, context: ColumnContext): unknown;
  fromItem(field: FieldDef, value: unknown, context: ColumnContext): unknown;
  /** A list filter's value (not null) as the column stores it, or undefined when it cannot be one. */
  filterColumn(field: FieldDef, value: unknown): unknown;
}

/** What most kinds do: the value as it is, its text as it is. */
const plainParts: Omit<FieldKindDef, 'schema' | 'column'> = {
  csvOut: (_field, value) => value,
  csvIn: (_field, text) => ({ value: text }),
  cardText: (_field, value) => String(value),
  toWire: (_field, value) => value,
  empty: () => null,
  toColumn: (_field, value) => value,
  fromColumn: (_field, value) => value,
  toItem: (_field, value) => value,
  fromItem: (_field, value) => value,
  filterColumn: (_field, value) => textFilter(value),
  filterInput: 'text',
};

/** A text column's filter value: flags as 0/1; PostgreSQL text cannot hold U+0000, so no stored value has it. */
export function textFilter(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return value.includes('\u0000') ? undefined : value;
  return typeof value === 'number' ? value : undefined;
}

/**
 * A numeric column's filter value, from a number or its text: `scale` makes it the stored unit
 * (pence); an integer column (every numeric kind but `number`) is 32-bit, and PostgreSQL refuses
 * anything else.
 */
export function numberFilter(value: unknown, { integer = true, scale = 1 } = {}): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return undefined;
  const stored = scale === 1 ? n : Math.round(n * scale);
  if (integer && !(Number.isInteger(stored) && Math.abs(stored) <= INTEGER_MAX)) return undefined;
  return stored;
}

/** A kind: its schema and column, and the parts where it differs from a plain value. */
export const defineKind = (
  parts: Partial<FieldKindDef> & Pick<FieldKindDef, 'schema' | 'column'>,
): FieldKindDef => ({ ...plainParts, ...parts });

/** A number as the wire has it: `'12'` → 12, `''` → null; anything else as it is. */
export const NUMBER = /^-?\d+(\.\d+)?$/;
export const toNumber = (value: unknown): unknown => {
  if (value === '') return null;
  if (typeof value === 'string' && NUMBER.test(value.trim())) return Number(value.trim());
  return value;
};

/** A number typed in a cell; other text is left for the checks to refuse. */
export const numberCell = (text: string): CellRead => {
  const trimmed = text.trim();
  return { value: NUMBER.test(trimmed) ? Number(trimmed) : trimmed };
};

/** `'12'` (an id read from the URL) → 12; anything else as it is. */
export const toId = (value: unknown): unknown => {
  if (value === '') return null;
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
};

/** A number column as the wire has it (PostgreSQL's bigint arrives as text). */
export const fromNumberColumn = (_field: FieldDef, value: unknown): number => Number(value);

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * An image or file already uploaded: react-admin's `{src, title}` becomes the URL. A new file
 * (`{rawFile}`) has no URL yet and is never put in a JSON body (src/api/files.ts).
 */
export const toUploadUrl = (value: unknown): unknown => {
  if (value === '') return null;
  if (typeof value === 'object' && value !== null && 'rawFile' in value) return undefined;
  if (typeof value === 'object' && value !== null && 'src' in value) {
    const src = (value as { src?: unknown }).src;
    return typeof src === 'string' ? src : null;
  }
  return value;
};
