/** A cell a spreadsheet would run as a formula: it starts with = + - @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A value made safe for a spreadsheet (OWASP "CSV injection"): text that would start a formula
 * gets a leading single quote, so it is shown, not run. Numbers and booleans are left as they
 * are; arrays and objects are escaped all the way down.
 */
export function escapeCsvCell(value: unknown): unknown {
  if (typeof value === 'string') return FORMULA_START.test(value) ? `'${value}` : value;
  if (Array.isArray(value)) return value.map(escapeCsvCell);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, escapeCsvCell(inner)]));
  return value;
}
