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
});
