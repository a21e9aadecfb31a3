import type { FieldDef, FieldKind, ResourceKey } from './types';

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
  reference: (name: string, reference: ResourceKey, options: FieldOptions = {}) =>
    make('reference')(name, { reference, ...options }),
  references: (name: string, reference: ResourceKey, options: FieldOptions = {}) =>
    make('references')(name, { reference, ...options }),
  list: (name: string, fields: readonly FieldDef[], options: FieldOptions = {}) =>
    make('list')(name, { fields, ...options }),
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
/** A certificate stands until an admin revokes it. */
export const CERTIFICATE_STATES = ['valid', 'revoked'] as const;
export const ORDER_STATES = ['pending', 'paid', 'failed', 'refunded', 'cancelled'] as const;

export { ROLE_ADMIN, ROLE_STUDENT } from './roles';
