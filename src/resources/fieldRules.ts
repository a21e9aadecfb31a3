import type { FieldDef, FieldKind } from './types';

/**
 * Limits that hold for every field of a kind unless the field names its own. The server
 * enforces them; forms may use them to size inputs.
 */
export const DEFAULT_MAX_LENGTH: Partial<Record<FieldKind, number>> = {
  text: 255,
  longText: 10_000,
  richText: 200_000,
  email: 254,
  url: 2048,
  image: 2048,
  file: 2048,
  password: 128,
};

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Pounds; well inside what integer pence can hold in a 32-bit column. */
export const MONEY_MAX = 1_000_000;
/** Largest id or whole number a 32-bit integer column holds. */
export const INTEGER_MAX = 2_147_483_647;
/** Items of a `list` field and ids of a `references` field, unless `length` says otherwise. */
export const LIST_MAX_ITEMS = 200;

export const maxLengthOf = (field: FieldDef): number | undefined =>
  field.maxLength ?? DEFAULT_MAX_LENGTH[field.kind];
