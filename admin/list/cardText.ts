import { type FieldDef, kindOf } from '../../src/resources';

/**
 * A field's value as the short text a card shows, as its kind writes it (a reference is given by
 * `referenced`), or null when there is nothing to show.
 */
export function cardText(field: FieldDef, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return kindOf(field).cardText(field, value);
}
