import { defineKind } from './kind';
import { readableDateTime } from './readableText';

/** A moment, ISO 8601 on the wire; "5 Mar 2026, 14:07" in the reader's own time to people. */
export const datetime = defineKind({
  csvOut: (_field, value) => (typeof value === 'string' ? readableDateTime(value) : value),
  csvIn: (_field, text) => {
    const parsed = new Date(text.trim());
    return { value: Number.isNaN(parsed.getTime()) ? text.trim() : parsed.toISOString() };
  },
  cardText: (_field, value) => new Date(String(value)).toLocaleString('en-GB'),
  toWire: (_field, value) => (value instanceof Date ? value.toISOString() : value === '' ? null : value),
});
