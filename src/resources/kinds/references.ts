import { LIST_MAX_ITEMS } from '../fieldRules';
import { defineKind, parseJson, toId } from './kind';
import { arrayFromText, idSchema } from './valueChecks';

/** Ids of records of `reference`: exported as their names, read back as names or ids, by commas or JSON. */
export const references = defineKind({
  schema: (_field, attr, context) =>
    context.z.preprocess(
      arrayFromText,
      context.z
        .array(idSchema(context, attr), { error: `The ${attr} must be a list of ids.` })
        .max(LIST_MAX_ITEMS, `The ${attr} may not have more than ${LIST_MAX_ITEMS} items.`)
        .transform((ids) => [...new Set(ids as number[])]),
    ),
  // A JSON array of ids in one text column.
  column: () => 'text',
  filterInput: 'record',
  pointsTo: 'many',
  csvOut: (field, value, { nameOf }) =>
    Array.isArray(value) ? value.map((id) => nameOf(field, id)).join(', ') : value,
  csvIn: async (field, text, { idOf }) => {
    const trimmed = text.trim();
    const items = trimmed.startsWith('[')
      ? parseJson(trimmed)
      : trimmed
          .split(/[;,]/)
          .map((item) => item.trim())
          .filter(Boolean);
    if (!Array.isArray(items)) return { value: trimmed, error: 'This is not a list of ids or names.' };
    const ids: number[] = [];
    for (const item of items) {
      const id = await idOf(field, String(item));
      if (typeof id !== 'number') return { value: trimmed, error: id.error };
      ids.push(id);
    }
    return { value: ids };
  },
  toWire: (_field, value) =>
    Array.isArray(value) ? value.map(toId).filter((id) => id !== null) : value === '' ? [] : value,
  empty: () => [],
  toColumn: (_field, value) => JSON.stringify(value),
  fromColumn: (_field, value) => {
    const ids = typeof value === 'string' ? parseJson(value) : undefined;
    return Array.isArray(ids) ? ids : [];
  },
});
