/**
 * How deep a piece of markup would nest once parsed, read in one pass over the text without a
 * parser. HTML parsers (parse5, under jsdom and DOMPurify) spend time that grows with the depth
 * on every tag, so markup deeper than a limit must be refused before one sees it.
 *
 * The reading follows the HTML tokenizer (tags, quoted attributes, comments, raw text) and the
 * parts of tree building that decide depth: void elements, end tags that close only what is in
 * scope, formatting elements that a parser reopens after they are closed out of order. Where it
 * cannot be sure, it counts high, never low: `<q/>` opens a `q` (HTML ignores the slash), a stray
 * `</b>` closes nothing, an unclosed tag stays open. Past SVG or MathML (where parsing rules
 * change) every later tag counts as one level.
 *
 * Its cost is linear in the input: every search moves forward, and the stack it walks is never
 * deeper than the limit, at which it stops.
 */

/** Elements that never hold others. */
const VOID = new Set(
  'area base basefont bgsound br col embed frame hr image img input keygen link meta param source track wbr'.split(
    ' ',
  ),
);
/** Elements a parser reopens when closed out of order (the "active formatting elements"). */
const FORMATTING = new Set('a b big code em font i nobr s small strike strong tt u'.split(' '));
/** Elements past which a stray end tag of an ordinary element is ignored ("special" in the HTML standard). */
const SPECIAL = new Set(
  (
    'address applet area article aside base basefont bgsound blockquote body br button caption center col ' +
    'colgroup dd details dir div dl dt embed fieldset figcaption figure footer form frame frameset h1 h2 h3 ' +
    'h4 h5 h6 head header hgroup hr html iframe img input keygen li link listing main marquee menu meta nav ' +
    'noembed noframes noscript object ol p param plaintext pre script search section select source style ' +
    'summary table tbody td template textarea tfoot th thead title tr track ul wbr xmp'
  ).split(' '),
);
/** Elements that bound the scope an end tag may close across; `select` ignores end tags as well. */
const SCOPE = ['applet', 'caption', 'html', 'table', 'td', 'th', 'marquee', 'object', 'template', 'select'];
const DEFAULT_SCOPE = new Set(SCOPE);
const BUTTON_SCOPE = new Set([...SCOPE, 'button']);
const LIST_SCOPE = new Set([...SCOPE, 'ol', 'ul']);
const TABLE_SCOPE = new Set(['html', 'table', 'template']);
const TABLE_PARTS = new Set('caption colgroup table tbody td tfoot th thead tr'.split(' '));
const TABLE_BODIES = new Set(['tbody', 'thead', 'tfoot']);
/** Elements whose end forgets the formatting elements opened inside them. */
const MARKERS = new Set('applet caption marquee object td th template'.split(' '));
/** Elements whose content is text up to their own end tag. */
const RAW_TEXT = new Set('iframe noembed noframes style textarea title xmp'.split(' '));
/** Elements under which other parsing rules apply: everything after is counted as opening a level. */
const FOREIGN = new Set(['math', 'svg']);
/** A start tag that closes the current element when it is one of these: siblings, not children. */
const SIBLINGS: Record<string, ReadonlySet<string>> = {};
for (const [names, closes] of [
  ['li', 'li'],
  ['dt dd', 'dt dd'],
  ['p', 'p'],
  ['option', 'option'],
  ['optgroup', 'option optgroup'],
  ['tr', 'td th tr'],
  ['td th', 'td th'],
  ['tbody thead tfoot', 'td th tr tbody thead tfoot'],
  ['rb rt rtc rp', 'rb rt rtc rp'],
] as const)
  for (const name of names.split(' ')) SIBLINGS[name] = new Set(closes.split(' '));

const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\t' || c === '\f' || c === '\r';
const isLetter = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');

export interface MarkupReading {
  /** The depth a parser would build, counted high where unsure; capped at the limit plus one. */
  depth: number;
  /** End tags that closed nothing. */
  strayEndTags: number;
  /** Start tags read. */
  startTags: number;
  /** Characters read plus open elements looked at: what the reading cost. */
  work: number;
}

interface Open {
  name: string;
  /** For a marker: how many reopenable formatting elements there were when it opened. */
  reopenable: number;
}

/** Reads `html`, stopping as soon as the depth passes `limit`. */
export function readMarkup(html: string, limit: number): MarkupReading {
  const lower = html.toLowerCase();
  const n = html.length;
  // Where each searched string next occurs: searches only ever move forward.
  const next = new Map<string, number>();
  const find = (needle: string, from: number): number => {
    const known = next.get(needle);
    if (known !== undefined && (known === -1 || known >= from)) return known;
    const found = lower.indexOf(needle, from);
    next.set(needle, found);
    return found;
  };

  const open: Open[] = [];
  /** Formatting elements closed out of order: a parser reopens them at the next text. */
  const reopenable: string[] = [];
  let deepest = 0;
  let strayEndTags = 0;
  let startTags = 0;
  let visited = 0;
  let pos = 0;
  const reading = (): MarkupReading => ({
    depth: Math.min(deepest, limit + 1),
    strayEndTags,
    startTags,
    work: Math.min(pos, n) + visited,
  });

  const popTo = (index: number) => {
    while (open.length > index) {
      const element = open.pop() as Open;
      if (FORMATTING.has(element.name)) reopenable.push(element.name);
      if (MARKERS.has(element.name)) reopenable.length = Math.min(reopenable.length, element.reopenable);
    }
  };
  /** The index of the nearest open `name` not across a bound of `scope`; -1 when there is none. */
  const inScope = (name: string, scope: ReadonlySet<string>): number => {
    for (let i = open.length - 1; i >= 0; i -= 1) {
      visited += 1;
      const element = open[i] as Open;
      if (element.name === name) return i;
      if (scope.has(element.name)) return -1;
    }
    return -1;
  };
  /** Notes the depth now, with `extra` levels beyond those open. */
  const grow = (extra: number) => {
    deepest = Math.max(deepest, open.length + reopenable.length + extra);
  };
  /** From `from` on, every tag counts as a level: used where the reading cannot follow a parser. */
  const countTheRest = (from: number) => {
    let levels = 0;
    for (let at = find('<', from); at !== -1 && levels <= limit; at = find('<', at + 1))
      if (isLetter(html.charAt(at + 1))) levels += 1;
    grow(levels);
    pos = n;
  };

  /** Reads a tag's name and attributes from `at`; answers where the tag ends (after `>`), or -1. */
  const readTag = (at: number): { name: string; end: number } => {
    let i = at;
    while (i < n && !isSpace(html.charAt(i)) && html.charAt(i) !== '/' && html.charAt(i) !== '>') i += 1;
    const name = lower.slice(at, i);
    while (i < n) {
      const c = html.charAt(i);
      if (c === '>') return { name, end: i + 1 };
      if (isSpace(c) || c === '/') {
        i += 1;
        continue;
      }
      // An attribute name (a first `=` belongs to it), then maybe `=` and a value.
      i += 1;
      while (i < n && !isSpace(html.charAt(i)) && !'/>='.includes(html.charAt(i))) i += 1;
      while (i < n && isSpace(html.charAt(i))) i += 1;
      if (html.charAt(i) !== '=') continue;
      i += 1;
      while (i < n && isSpace(html.charAt(i))) i += 1;
      const quote = html.charAt(i);
      if (quote === '"' || quote === "'") {
        const close = find(quote, i + 1);
        if (close === -1) return { name, end: -1 };
        i = close + 1;
      } else {
        while (i < n && !isSpace(html.charAt(i)) && html.charAt(i) !== '>') i += 1;
      }
    }
    return { name, end: -1 };
  };

  /** Where the text of a raw-text element ends: at its own end tag, or the end of the input. */
  const endOfText = (name: string, from: number): number => {
    for (let at = find(`</${name}`, from); at !== -1; at = find(`</${name}`, at + 1)) {
      const after = html.charAt(at + name.length + 2);
      if (isSpace(after) || after === '/' || after === '>') return at;
    }
    return -1;
  };

  const startTag = (name: string): boolean => {
    if (FOREIGN.has(name)) return false;
    if (VOID.has(name)) return true;
    const siblings = SIBLINGS[name];
    if (siblings) while (open.length > 0 && siblings.has((open.at(-1) as Open).name)) popTo(open.length - 1);
    // A row or cell straight in a table gets the body and row a parser puts around it.
    const cell = name === 'td' || name === 'th';
    if (open.at(-1)?.name === 'table' && (cell || name === 'tr'))
      open.push({ name: 'tbody', reopenable: reopenable.length });
    if (cell && TABLE_BODIES.has(open.at(-1)?.name ?? ''))
      open.push({ name: 'tr', reopenable: reopenable.length });
    open.push({ name, reopenable: reopenable.length });
    grow(0);
    return true;
  };

  const endTag = (name: string) => {
    if (FORMATTING.has(name)) {
      const at = inScope(name, DEFAULT_SCOPE);
      // Closed out of order, a parser moves it rather than closing it: it still counts.
      if (at >= 0 && at === open.length - 1) open.pop();
      else if (at === -1) {
        // Only one reopened since the innermost open marker (a table cell...) can be closed.
        let floor = 0;
        for (let i = open.length - 1; i >= 0 && floor === 0; i -= 1) {
          visited += 1;
          if (MARKERS.has((open[i] as Open).name)) floor = (open[i] as Open).reopenable;
        }
        const kept = reopenable.lastIndexOf(name);
        if (kept >= floor && kept >= 0) reopenable.splice(kept, 1);
        else strayEndTags += 1;
      }
      return;
    }
    let scope: ReadonlySet<string> = SPECIAL;
    if (TABLE_PARTS.has(name)) scope = TABLE_SCOPE;
    else if (name === 'p') scope = BUTTON_SCOPE;
    else if (name === 'li') scope = LIST_SCOPE;
    else if (SPECIAL.has(name)) scope = DEFAULT_SCOPE;
    const at = inScope(name, scope);
    if (at >= 0) popTo(at);
    else strayEndTags += 1;
  };

  while (pos < n && deepest <= limit) {
    const lt = find('<', pos);
    if (lt === -1) {
      pos = n;
      break;
    }
    const c = html.charAt(lt + 1);
    if (isLetter(c)) {
      const { name, end } = readTag(lt + 1);
      if (end === -1) {
        pos = n;
        break;
      }
      pos = end;
      startTags += 1;
      if (!startTag(name)) {
        countTheRest(lt);
        break;
      }
      if (name === 'plaintext') {
        pos = n;
        break;
      }
      if (RAW_TEXT.has(name) || name === 'script') {
        const close = endOfText(name, pos);
        // Script text holding `<!--` may hide its end tag from a simple reading (the standard's
        // "double escaped" state): count every later tag instead.
        if (name === 'script' && html.slice(pos, close === -1 ? n : close).includes('<!--')) {
          countTheRest(pos);
          break;
        }
        if (close === -1) {
          pos = n;
          break;
        }
        pos = close;
      }
    } else if (c === '/') {
      const d = html.charAt(lt + 2);
      if (isLetter(d)) {
        const { name, end } = readTag(lt + 2);
        if (end === -1) {
          pos = n;
          break;
        }
        pos = end;
        endTag(name);
      } else if (d === '>') {
        pos = lt + 3;
      } else {
        // `</` and anything else: a bogus comment, up to the next `>`.
        const close = find('>', lt + 2);
        pos = close === -1 ? n : close + 1;
      }
    } else if (c === '!' && html.startsWith('<!--', lt)) {
      if (html.startsWith('<!-->', lt)) pos = lt + 5;
      else if (html.startsWith('<!--->', lt)) pos = lt + 6;
      else {
        const dashes = find('-->', lt + 4);
        const bang = find('--!>', lt + 4);
        const close = dashes === -1 ? bang : bang === -1 ? dashes : Math.min(dashes, bang);
        pos = close === -1 ? n : close + (close === dashes ? 3 : 4);
      }
    } else if (c === '!' || c === '?') {
      const close = find('>', lt + 2);
      pos = close === -1 ? n : close + 1;
    } else {
      pos = lt + 1;
    }
  }
  return reading();
}
