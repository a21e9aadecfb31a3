import { Parser } from 'htmlparser2';

/**
 * Markup nested deeper than this is refused before it is cleaned: htmlparser2 keeps its open
 * elements in an array it adds to at the front, so its time grows with the square of the depth
 * (`<div></b>` 50,000 times: 6.5 s). Real content (editors, pasted pages) stays far below it.
 */
export const MAX_MARKUP_DEPTH = 100;

/** End tags that close nothing: a few slip into pasted markup, hundreds are an attack. */
export const MAX_STRAY_END_TAGS = 100;

/** What reading markup found, before anything cleans it. */
export interface MarkupReading {
  /** Nested deeper than MAX_MARKUP_DEPTH (the reading stopped there). */
  deep: boolean;
  strayEndTags: number;
  /** Images with no text alternative: no `alt`, or one of only spaces. */
  imagesWithoutAlt: number;
}

class TooDeep extends Error {}

/** htmlparser2's parser, counting the end tags it meets: those that closed nothing are stray. */
class EndTagCounter extends Parser {
  endTags = 0;

  override onclosetag(start: number, endIndex: number): void {
    this.endTags += 1;
    super.onclosetag(start, endIndex);
  }
}

/**
 * Reads markup as the cleaner's own parser (htmlparser2) reads it, stopping as soon as it is too
 * deep, so its cost grows in step with the text's length whatever the text holds.
 */
export function readMarkup(html: string): MarkupReading {
  let depth = 0;
  let closed = 0;
  let imagesWithoutAlt = 0;
  const parser = new EndTagCounter({
    onopentag(name, attributes) {
      depth += 1;
      if (depth > MAX_MARKUP_DEPTH) throw new TooDeep();
      if (name === 'img' && (attributes.alt ?? '').trim() === '') imagesWithoutAlt += 1;
    },
    onclosetag(_name, isImplied) {
      depth -= 1;
      if (!isImplied) closed += 1;
    },
  });
  try {
    parser.end(html);
  } catch (error) {
    if (error instanceof TooDeep) return { deep: true, strayEndTags: 0, imagesWithoutAlt };
    throw error;
  }
  return { deep: false, strayEndTags: parser.endTags - closed, imagesWithoutAlt };
}

/** What is wrong with markup before it is cleaned (too deep, too many stray end tags), if anything. */
export function markupProblem(html: string): 'deep' | 'stray' | undefined {
  if (!html.includes('<')) return undefined;
  const reading = readMarkup(html);
  if (reading.deep) return 'deep';
  if (reading.strayEndTags > MAX_STRAY_END_TAGS) return 'stray';
  return undefined;
}
