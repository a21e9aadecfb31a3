import { defineKind } from './kind';
import { readableDate } from './readableText';

/** A day as YYYY-MM-DD: as written, or read from a readable date such as "25 Nov 2026". */
function dayOf(text: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const parsed = new Date(`${text} UTC`);
  if (Number.isNaN(parsed.getTime())) return text;
  return parsed.toISOString().slice(0, 10);
}

/** A calendar day, YYYY-MM-DD on the wire; "5 Mar 2026" to people, and either read back. */
export const date = defineKind({
  schema: (_field, attr, { z }) =>
    z
      .string({ error: `The ${attr} must be a date (YYYY-MM-DD).` })
      .trim()
      .date(`The ${attr} must be a date (YYYY-MM-DD).`),
  column: () => 'text',
  filterInput: 'day',
  calendar: 'day',
  csvOut: (_field, value) => (typeof value === 'string' ? readableDate(value) : value),
  csvIn: (_field, text) => ({ value: dayOf(text.trim()) }),
  cardText: (_field, value) => new Date(String(value)).toLocaleDateString('en-GB'),
  toWire: (_field, value) =>
    value instanceof Date ? value.toISOString().slice(0, 10) : value === '' ? null : value,
});
