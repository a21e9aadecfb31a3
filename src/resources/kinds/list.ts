import { defineKind, parseJson } from './kind';

/** Objects described by `fields` (exam questions, order items): one cell of JSON in a file. */
export const list = defineKind({
  // One cell of JSON rather than dozens of dotted columns.
  csvOut: (_field, value) => JSON.stringify(value),
  csvIn: (_field, text) => {
    const items = parseJson(text.trim());
    return items === undefined ? { value: text.trim(), error: 'This is not valid JSON.' } : { value: items };
  },
  toWire: (field, value, { object }) => {
    if (!Array.isArray(value)) return value === '' ? null : value;
    return value.map((item: unknown) =>
      typeof item === 'object' && item !== null
        ? object(field.fields ?? [], item as Record<string, unknown>)
        : item,
    );
  },
  // The items as JSON text, each field kept as its kind keeps it inside an item.
  toColumn: (field, value, { storedItems }) =>
    JSON.stringify(storedItems(field.fields ?? [], value as Record<string, unknown>[])),
  fromColumn: (field, value, { wireItems }) => {
    const items = typeof value === 'string' ? parseJson(value) : undefined;
    return Array.isArray(items) ? wireItems(field.fields ?? [], items as Record<string, unknown>[]) : null;
  },
  toItem: (field, value, { storedItems }) =>
    Array.isArray(value) ? storedItems(field.fields ?? [], value as Record<string, unknown>[]) : value,
  fromItem: (field, value, { wireItems }) =>
    Array.isArray(value) ? wireItems(field.fields ?? [], value as Record<string, unknown>[]) : value,
});
