/**
 * A line a spreadsheet could read as a formula: `= + - @` (or their full-width forms), after
 * any run of spaces, tabs, line breaks or other control characters, which spreadsheets skip.
 */
const FORMULA_LINE = /^[\s\p{Cc}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u;
/** A cell that starts with a tab or a line break: some spreadsheets drop it and read what follows. */
const HIDDEN_START = /^[\t\r\n]/;

/**
 * A value made safe for a spreadsheet (OWASP "CSV injection"): text that could start a formula
 * gets a leading single quote, so it is shown, not run. Each line of a multi-line cell is
 * checked too, as a program that splits the file on line breaks would read it as a new row.
 * Line breaks become `\n`, which the CSV writer encloses in quotes (a lone `\r` it would leave
 * bare, and a spreadsheet would start a new row there). Numbers and booleans are left as they
 * are; arrays and objects are escaped all the way down.
 */
export function escapeCsvCell(value: unknown): unknown {
  if (typeof value === 'string') return escapeText(value);
  if (Array.isArray(value)) return value.map(escapeCsvCell);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, escapeCsvCell(inner)]));
  return value;
}

function escapeText(text: string): string {
  const first = HIDDEN_START.test(text) || FORMULA_LINE.test(text) ? `'` : '';
  if (!/[\r\n]/.test(text)) return first + text;
  const lines = text.split(/\r\n|\r|\n/);
  return (
    first + lines.map((line, index) => (index > 0 && FORMULA_LINE.test(line) ? `'${line}` : line)).join('\n')
  );
}
