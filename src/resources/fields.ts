import type { FieldDef, FieldKind } from './types';

/** Options every field constructor takes: everything but the name and the kind. */
export type FieldOptions = Omit<FieldDef, 'name' | 'kind'>;

const make =
  (kind: FieldKind) =>
  (name: string, options: FieldOptions = {}): FieldDef => ({ name, kind, ...options });

/**
 * Field constructors, so the table reads like a Django ModelAdmin:
 * `f.text('title', { required: true, list: true })`.
 */
export const f = {
  text: make('text'),
  longText: make('longText'),
  richText: make('richText'),
  number: make('number'),
  integer: make('integer'),
  money: make('money'),
  flag: make('flag'),
  email: make('email'),
  url: make('url'),
  password: make('password'),
  date: make('date'),
  datetime: make('datetime'),
  image: make('image'),
  file: make('file'),
  choice: (name: string, choices: readonly (string | number)[], options: FieldOptions = {}) =>
    make('choice')(name, { choices, ...options }),
  // The key a reference names (and the item fields of a list) stay in the field's type, so
  // resources.config.ts can refuse to compile a reference to a key the table lacks.
  reference: <const K extends string>(name: string, reference: K, options: FieldOptions = {}) =>
    make('reference')(name, { reference, ...options }) as FieldDef & { reference: K },
  references: <const K extends string>(name: string, reference: K, options: FieldOptions = {}) =>
    make('references')(name, { reference, ...options }) as FieldDef & { reference: K },
  list: <const I extends readonly FieldDef[]>(name: string, fields: I, options: FieldOptions = {}) =>
    make('list')(name, { fields, ...options }) as FieldDef & { fields: I },
};

/** A title column: required, listed, searched and sorted. */
export const title = (options: FieldOptions = {}): FieldDef =>
  f.text('title', { required: true, list: true, searchable: true, sortable: true, ...options });

/** Publication states (docs/legacy-api.md §3). */
export const PUBLISH_STATES = ['draft', 'published'] as const;
/** Moderation states of comments and reviews (docs/legacy-api.md §3). */
export const APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;
export const ACTIVE_STATES = ['active', 'inactive'] as const;
export const QUESTION_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
/** What a student sees after an exam attempt: the score, which questions were wrong, or the full review. */
export const EXAM_FEEDBACK = ['score', 'wrong', 'review'] as const;
/** A certificate stands until an admin revokes it. */
export const CERTIFICATE_STATES = ['valid', 'revoked'] as const;
export const ORDER_STATES = [
  'pending',
  'paid',
  'failed',
  'partially_refunded',
  'refunded',
  'cancelled',
] as const;

export { ROLE_ADMIN, ROLE_STUDENT } from './roles';
