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
