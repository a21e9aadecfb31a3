import { defineKind } from './kind';
import { readableDateTime } from './readableText';

/** A moment, ISO 8601 on the wire; "5 Mar 2026, 14:07" in the reader's own time to people. */
export const datetime = defineKind({
  // Wider than zod's own date-time: a day alone, a space for the T, no seconds, no zone.
  schema: (_field, attr, { z }) =>
    z
      .string({ error: `The ${attr} must be a date and time (ISO 8601).` })
      .trim()
      .refine(
        (value) =>
          /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) &&
          !Number.isNaN(Date.parse(value)),
        `The ${attr} must be a date and time (ISO 8601).`,
      )
      .transform((value) => new Date(value).toISOString())
      .meta({ format: 'date-time' }),
  column: () => 'text',
  filterInput: 'day',
  calendar: 'moment',
  csvOut: (_field, value) => (typeof value === 'string' ? readableDateTime(value) : value),
  csvIn: (_field, text) => {
    const parsed = new Date(text.trim());
    return { value: Number.isNaN(parsed.getTime()) ? text.trim() : parsed.toISOString() };
  },
  cardText: (_field, value) => new Date(String(value)).toLocaleString('en-GB'),
  toWire: (_field, value) => (value instanceof Date ? value.toISOString() : value === '' ? null : value),
});
