import type { Identifier } from 'ra-core';
import type { FieldDef, ResourceDef } from '../resources/types';

/**
 * Values as docs/API.md puts them on the wire: integer ids, money as pounds, flags as 0/1,
 * references as ids and lists of ids. Forms hand over strings ('' for an empty select,
 * '12' from a URL) and booleans; the legacy API wants neither.
 */

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** `'12'` (react-admin reads ids from the URL) → `12`; anything else as it is. */
export function toWireId(id: Identifier): Identifier {
  return typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
}

const toNumber = (value: unknown): unknown => {
  if (value === '') return null;
  if (typeof value === 'string' && NUMERIC.test(value.trim())) return Number(value.trim());
  return value;
};

const toFlag = (value: unknown): unknown => {
  if (value === true || value === '1' || value === 'true') return 1;
  if (value === false || value === '0' || value === 'false') return 0;
  return value === '' ? 0 : value;
};

const toId = (value: unknown): unknown => {
  if (value === '') return null;
  return typeof value === 'string' || typeof value === 'number' ? toWireId(value) : value;
};

/** Choices stay strings unless the table declares them as numbers (role ids). */
const toChoice = (field: FieldDef, value: unknown): unknown => {
  if (value === '') return null;
  const numeric = field.choices?.every((choice) => typeof choice === 'number');
  return numeric ? toNumber(value) : value;
};

/**
 * An image or file already uploaded: react-admin's `{src, title}` becomes the URL. A new file
 * (`{rawFile}`) has no URL yet and is never put in a JSON body: see files.ts.
 */
const toUrl = (value: unknown): unknown => {
  if (value === '') return null;
  if (typeof value === 'object' && value !== null && 'rawFile' in value) return undefined;
  if (typeof value === 'object' && value !== null && 'src' in value) {
    const src = (value as { src?: unknown }).src;
    return typeof src === 'string' ? src : null;
  }
  return value;
};

const toItems = (fields: readonly FieldDef[], value: unknown): unknown => {
  if (!Array.isArray(value)) return value === '' ? null : value;
  return value.map((item: unknown) =>
    typeof item === 'object' && item !== null ? toWireObject(fields, item as Record<string, unknown>) : item,
  );
};

/** One value of a field as the wire format has it. */
export function toWireValue(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  switch (field.kind) {
    case 'number':
    case 'integer':
    case 'money':
      return toNumber(value);
    case 'flag':
      return toFlag(value);
    case 'reference':
      return toId(value);
    case 'references':
      return Array.isArray(value) ? value.map(toId).filter((id) => id !== null) : value === '' ? [] : value;
    case 'choice':
      return toChoice(field, value);
    case 'image':
    case 'file':
      return toUrl(value);
    case 'date':
    case 'datetime':
      if (value instanceof Date)
        return field.kind === 'date' ? value.toISOString().slice(0, 10) : value.toISOString();
      return value === '' ? null : value;
    case 'list':
      return toItems(field.fields ?? [], value);
    default:
      return value;
  }
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
    // A `references` field is filtered by one of its ids, so it converts like a reference.
    const kind = field?.kind === 'references' ? { ...field, kind: 'reference' as const } : field;
    out[name] = !kind
      ? value
      : Array.isArray(value)
        ? value.map((v: unknown) => toWireValue(kind, v))
        : toWireValue(kind, value);
  }
  return out;
}
