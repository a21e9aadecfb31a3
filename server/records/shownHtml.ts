import { sanitizeRichText } from './sanitize';

/** Texts already sanitized for showing, most recently used last. */
const shown = new Map<string, string>();
const KEPT = 500;

/**
 * Rich text as the student site shows it, sanitized again as it leaves the server: it was
 * sanitized when stored, and this covers rows that reached the table another way (a restored
 * backup, an import). The site renders these answers as they are, so it need not ship a
 * sanitizer. The few texts a site shows over and over (lessons, course descriptions) are
 * remembered, so a page is not a cleaning pass each time it is opened.
 */
export function shownHtml<T extends string | null | undefined>(html: T): T {
  if (typeof html !== 'string' || html === '') return html;
  const known = shown.get(html);
  if (known !== undefined) {
    shown.delete(html);
    shown.set(html, known);
    return known as T;
  }
  const clean = sanitizeRichText(html);
  shown.set(html, clean);
  if (shown.size > KEPT) shown.delete(shown.keys().next().value as string);
  return clean as T;
}
