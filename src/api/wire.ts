import type { Identifier } from 'ra-core';
import { kindOf } from '../resources/kinds';
import type { FieldDef, ResourceDef } from '../resources/types';

/**
 * Values as docs/API.md puts them on the wire: integer ids, money as pounds, flags as 0/1,
 * references as ids and lists of ids. Forms hand over strings ('' for an empty select,
 * '12' from a URL) and booleans; the legacy API wants neither.
 */

/** `'12'` (react-admin reads ids from the URL) → `12`; anything else as it is. */
export function toWireId(id: Identifier): Identifier {
  return typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
}

/** One value of a field as the wire format has it, as its kind converts it. */
export function toWireValue(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  return kindOf(field).toWire(field, value, { object: toWireObject });
}

/** The declared fields of an object (a list item), each as the wire has it; others dropped. */
export function toWireObject(
  fields: readonly FieldDef[],
  source: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = toWireValue(field, source[field.name]);
    if (value !== undefined) out[field.name] = value;
  }
  return out;
}

/**
 * List filters as the wire has them: `id` and declared fields converted (a filter from the
 * URL is a string), an array meaning "any of" (docs/API.md); unknown keys passed through.
 */
export function toWireFilter(
  resource: ResourceDef,
  filter: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(filter)) {
    if (value === undefined || value === '') continue;
    const field: FieldDef | undefined =
      name === 'id' ? { name, kind: 'reference' } : resource.fields.find((f) => f.name === name);
    // A field of many ids is filtered by one of them, so it converts like a reference.
    const kind =
      field && kindOf(field).pointsTo === 'many' ? { ...field, kind: 'reference' as const } : field;
    out[name] = !kind
      ? value
      : Array.isArray(value)
        ? value.map((v: unknown) => toWireValue(kind, v))
        : toWireValue(kind, value);
  }
  return out;
}
