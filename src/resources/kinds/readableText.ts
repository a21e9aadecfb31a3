/** Elements after which a reader expects a new line. */
const BLOCKS = 'p, div, li, h1, h2, h3, h4, h5, h6, blockquote, pre, tr';

/**
 * The text a reader sees in some HTML (rich text), for a spreadsheet cell: tags gone, entities
 * decoded, paragraphs and line breaks kept as line breaks. The browser's own parser reads it
 * (DOMParser runs no scripts and loads no images).
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const br of doc.body.querySelectorAll('br')) br.replaceWith('\n');
  for (const block of doc.body.querySelectorAll(BLOCKS)) block.append('\n');
  return (doc.body.textContent ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** A `date` field (YYYY-MM-DD) as people write it: 5 Mar 2026. Read as a calendar day, in no zone. */
export function readableDate(value: string): string {
  const day = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? value : day.toLocaleDateString('en-GB', { ...DAY, timeZone: 'UTC' });
}

/** A `datetime` field (ISO 8601) in the reader's own time: 5 Mar 2026, 14:07. */
export function readableDateTime(value: string): string {
  const at = new Date(value);
  return Number.isNaN(at.getTime())
    ? value
    : at.toLocaleString('en-GB', { ...DAY, hour: '2-digit', minute: '2-digit' });
}
