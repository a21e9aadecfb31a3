import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { type DefaultTreeAdapterTypes, parseFragment } from 'parse5';
import { readMarkup } from './markupDepth';

// One window for the life of the process: making a jsdom window costs far more than a sanitize.
const window = new JSDOM('').window;
const purify = createDOMPurify(window);

purify.addHook('afterSanitizeAttributes', (node) => {
  // A link that opens a new tab must not hand the opener to the page it opens.
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
    node.setAttribute('rel', 'noopener noreferrer');
});

/**
 * Markup nested deeper than this is refused before any parser sees it: HTML parsers (parse5,
 * jsdom) spend time quadratic in the depth and jsdom overflows its stack on a few thousand
 * levels, so a short body of `<div><div>...` would hold the one event loop for minutes.
 * Real content (editors, pasted pages) stays far below it.
 */
export const MAX_MARKUP_DEPTH = 100;

/** End tags that close nothing: a few slip into pasted markup, hundreds are an attack. */
export const MAX_STRAY_END_TAGS = 100;

/**
 * Elements one text may hold: a long article has a few thousand. The sanitizer builds a jsdom
 * document, whose cost per element is high, so their number is bounded too.
 */
export const MAX_MARKUP_ELEMENTS = 5000;

/** What is wrong with markup before it is parsed (too deep, too many stray end tags or elements), if anything. */
export function markupProblem(html: string): 'deep' | 'stray' | 'many' | undefined {
  if (!html.includes('<')) return undefined;
  const reading = readMarkup(html, MAX_MARKUP_DEPTH);
  if (reading.depth > MAX_MARKUP_DEPTH) return 'deep';
  if (reading.strayEndTags > MAX_STRAY_END_TAGS) return 'stray';
  if (reading.startTags > MAX_MARKUP_ELEMENTS) return 'many';
  return undefined;
}

/** Rich text as safe HTML: no scripts, handlers, styles that run code, or javascript: URLs. */
export function sanitizeRichText(html: string): string {
  return purify.sanitize(html, {
    FORBID_TAGS: ['style', 'svg', 'math', 'form', 'input', 'button', 'textarea', 'select'],
    ADD_ATTR: ['target'],
    FORBID_ATTR: ['style'],
  });
}

/** Elements whose text is not text a person wrote (DOMPurify's FORBID_CONTENTS). */
const HIDDEN_CONTENT = new Set(
  (
    'annotation-xml audio colgroup desc foreignobject head iframe math mi mn mo ms mtext noembed ' +
    'noframes noscript plaintext script style svg template thead title video xmp'
  ).split(' '),
);

/**
 * The text of parsed markup, read in one walk of parse5's tree. Parsed by parse5 itself, not by
 * a jsdom element's innerHTML: jsdom moves each parsed node into place one by one, at a cost
 * that grows with the square of their number (8,000 paragraphs took 10 s).
 */
function textOf(html: string): string {
  const parts: string[] = [];
  const stack: DefaultTreeAdapterTypes.ChildNode[] = [...parseFragment(html).childNodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as DefaultTreeAdapterTypes.ChildNode;
    if (node.nodeName === '#text') parts.push((node as DefaultTreeAdapterTypes.TextNode).value);
    else if ('childNodes' in node && !HIDDEN_CONTENT.has(node.nodeName.toLowerCase()))
      for (let i = node.childNodes.length - 1; i >= 0; i -= 1)
        stack.push(node.childNodes[i] as DefaultTreeAdapterTypes.ChildNode);
  }
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
    // that is never parsed, only made harmless. parse5 alone takes any number of elements.
    const problem = markupProblem(out);
    if (problem === 'deep' || problem === 'stray') break;
    const next = textOf(out);
    if (next === out) break;
    out = next;
  }
  // A decoded `<` no parser took for a tag (`a <b`) is fine; one it did would be gone by now.
  return LOOKS_LIKE_MARKUP.test(out) ? out.replace(/</g, '‹') : out;
}
