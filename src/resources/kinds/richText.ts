import { defineKind } from './kind';
import { htmlToText } from './readableText';
import { textSchema } from './valueChecks';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * HTML, sanitized on the server and again when shown. A file holds it twice: as the text a
 * person reads, and as its HTML in a column of its own (src/resources richTextHtmlHeading), which
 * the import reads as it is; text alone (a person's file) makes each line a paragraph, with
 * nothing in it read as markup.
 */
export const richText = defineKind({
  schema: (field, attr, context) => textSchema(context, field, attr, context.sanitizeRichText, true),
  column: () => 'text',
  searchable: true,
  long: true,
  mayNameUploads: true,
  html: true,
  csvOut: (_field, value) => (typeof value === 'string' ? htmlToText(value) : value),
  csvIn: (_field, text) => ({
    value: text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => `<p>${line.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c])}</p>`)
      .join(''),
  }),
  // The words it holds, for one line of a card (React escapes what is left).
  cardText: (_field, value) => String(value).replace(/<[^>]*>/g, ' '),
});
