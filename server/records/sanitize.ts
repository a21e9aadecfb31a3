import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import {
  CALLOUT,
  IMAGE_SCHEMES,
  LESSON_MEDIA_ATTRIBUTE,
  LINK_SCHEMES,
  RICH_TEXT_ELEMENTS,
} from '../../src/contract/richTextMarkup';
import { MAX_MARKUP_DEPTH, markupProblem, readMarkup } from './markupReading';

export { MAX_MARKUP_DEPTH, MAX_STRAY_END_TAGS, markupProblem } from './markupReading';

/** Elements whose text is not text a person wrote: dropped with what they hold. */
const HIDDEN_CONTENT = (
  'annotation-xml audio colgroup desc foreignobject head iframe math mi mn mo ms mtext noembed ' +
  'noframes noscript object option plaintext script select style svg template textarea thead title ' +
  'video xmp'
).split(' ');
const HIDDEN = new Set(HIDDEN_CONTENT);

/** A name no element has: a tag renamed to it is dropped, its content kept. */
const UNWRAP = 'unwrap';

const classesOf = (attributes: Record<string, string>): string[] =>
  (attributes.class ?? '').split(/\s+/).filter(Boolean);

/**
 * What the console's editor makes (src/contract/richTextMarkup.ts) and nothing more: its
 * elements and attributes, a callout's classes and role, the lesson's media marker, links that
 * open a new tab without handing it the opener, and images only with a text alternative.
 */
// `allowedEmptyAttributes` is sanitize-html's, missing from its type declarations.
const RICH_TEXT: sanitizeHtml.IOptions & { allowedEmptyAttributes: string[] } = {
  allowedTags: Object.keys(RICH_TEXT_ELEMENTS),
  allowedAttributes: RICH_TEXT_ELEMENTS as unknown as Record<string, string[]>,
  allowedClasses: { p: [CALLOUT.labelClassName], div: [CALLOUT.className, CALLOUT.bodyClassName] },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [...IMAGE_SCHEMES] },
  allowProtocolRelative: false,
  allowedEmptyAttributes: [LESSON_MEDIA_ATTRIBUTE],
  disallowedTagsMode: 'discard',
  nonTextTags: HIDDEN_CONTENT,
  parseStyleAttributes: false,
  transformTags: {
    a(tagName, attributes) {
      const { href, target } = attributes;
      const link: Record<string, string> = href === undefined ? {} : { href };
      // A link that opens a new tab must not hand the opener to the page it opens.
      if (target === '_blank') Object.assign(link, { target, rel: 'noopener noreferrer' });
      return { tagName, attribs: link };
    },
    div(tagName, attributes): sanitizeHtml.Tag {
      if (LESSON_MEDIA_ATTRIBUTE in attributes) return { tagName, attribs: { [LESSON_MEDIA_ATTRIBUTE]: '' } };
      const classes = classesOf(attributes);
      if (classes.includes(CALLOUT.className))
        return { tagName, attribs: { class: CALLOUT.className, role: CALLOUT.role } };
      if (classes.includes(CALLOUT.bodyClassName))
        return { tagName, attribs: { class: CALLOUT.bodyClassName } };
      return { tagName: UNWRAP, attribs: {} };
    },
    p(tagName, attributes): sanitizeHtml.Tag {
      const attribs: sanitizeHtml.Attributes = {};
      if (classesOf(attributes).includes(CALLOUT.labelClassName)) attribs.class = CALLOUT.labelClassName;
      return { tagName, attribs };
    },
  },
  // An image whose address was refused, or that has no text alternative, is left out.
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && (!frame.attribs.src || (frame.attribs.alt ?? '').trim() === ''),
  // Checked first (readMarkup); this keeps the output bounded whatever the caller did.
  nestingLimit: MAX_MARKUP_DEPTH,
};

/**
 * Rich text as safe HTML holding only what the editor makes. Markup too deep to read is not
 * shown at all: a text that passed validation never is (it is refused with a 422), so only a
 * row that reached the table another way (a restored backup) can be.
 */
export function sanitizeRichText(html: string): string {
  if (html.includes('<') && readMarkup(html).deep) return '';
  // Void elements as a browser and the editor write them (`<br>`, not `<br />`). The cleaner
  // escapes every `>` of text and attribute values, so ` />` ends a void element and nothing else.
  return sanitizeHtml(html, RICH_TEXT).replace(/ \/>/g, '>');
}

/** The text of parsed markup, entities decoded, without what hidden elements hold. */
function textOf(html: string): string {
  const parts: string[] = [];
  let hidden = 0;
  const parser = new Parser({
    onopentag(name) {
      if (HIDDEN.has(name)) hidden += 1;
    },
    onclosetag(name) {
      if (HIDDEN.has(name)) hidden -= 1;
    },
    ontext(text) {
      if (hidden === 0) parts.push(text);
    },
  });
  parser.end(html);
  return parts.join('');
}

/** Something a browser would read as a tag, a comment or a declaration. */
const LOOKS_LIKE_MARKUP = /<[a-zA-Z!/?]/;

/**
 * Plain text: tags dropped (with a script's or style's content), entities decoded. Decoding
 * can make markup (`&lt;script&gt;` becomes `<script>`), so the text is read again until no
 * tag is left: plain text never carries markup, however it is shown later.
 */
export function stripTags(text: string): string {
  let out = text;
  for (let pass = 0; pass < 8 && LOOKS_LIKE_MARKUP.test(out); pass += 1) {
    // Decoding can make markup the first reading never saw (`&lt;q&gt;` a thousand times):
    // markup too deep to read is never parsed, only made harmless.
    if (markupProblem(out) === 'deep') break;
    const next = textOf(out);
    if (next === out) break;
    out = next;
  }
  // A decoded `<` no parser took for a tag (`a <b`) is fine; one it did would be gone by now.
  return LOOKS_LIKE_MARKUP.test(out) ? out.replace(/</g, '‹') : out;
}
