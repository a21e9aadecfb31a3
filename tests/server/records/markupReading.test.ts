import { describe, expect, it } from 'vitest';
import { readMarkup } from '../../../server/records/markupReading';
import { MAX_MARKUP_DEPTH, markupProblem, stripTags } from '../../../server/records/sanitize';

const LIMIT = MAX_MARKUP_DEPTH;
const times = (text: string, count: number) => text.repeat(count);
/** The same hostile piece, repeated to fill about `size` characters. */
const filled = (piece: string, size: number) => piece.repeat(Math.ceil(size / piece.length));

describe('reading how deep markup nests, as the cleaner’s parser reads it', () => {
  it.each([
    ['self-closing tags, which HTML ignores', times('<q/>', 150)],
    ['unclosed tags', times('<div>', 150)],
    ['stray closing tags between openings', times('<div></b>', 150)],
    ['stray closing tags of ordinary elements', times('<span></b>', 150)],
    ['end tags hidden in a quoted attribute', times('<div title="></div>">', 150)],
    ['end tags hidden in a comment', times('<div><!-- </div> -->', 150)],
    ['tags after SVG, where the rules change', `<svg>${times('<g>', 150)}</svg>`],
  ])('refuses %s', (_what, html) => {
    expect(readMarkup(html).deep).toBe(true);
    expect(markupProblem(html)).toBe('deep');
  });

  it.each([
    ['paragraphs of formatted text', times('<p><b>bold</b> and <i>italic</i></p>', 1500)],
    ['a list without end tags', `<ul>${times('<li>item', 500)}</ul>`],
    ['a table without end tags', `<table>${times('<tr><td>a<td>b', 300)}</table>`],
    ['nesting just at the limit', times('<div>', LIMIT)],
    ['text with angle brackets', times('a < b and c <d ', 1000)],
    ['more elements than a long article holds', '<p>x</p>'.repeat(20_000)],
  ])('accepts %s', (_what, html) => {
    expect(readMarkup(html).deep).toBe(false);
    expect(markupProblem(html)).toBeUndefined();
  });

  it('refuses hundreds of end tags that close nothing, and takes a few', () => {
    expect(markupProblem(times('</b>', 150))).toBe('stray');
    expect(markupProblem(`<p>${times('</b>', 3)}text</p>`)).toBeUndefined();
    expect(readMarkup(`<p>${times('</b>', 3)}text</p>`).strayEndTags).toBe(3);
  });

  it('stops reading a 2 MB hostile text at the first level too deep', () => {
    for (const piece of ['<q/>', '<div></b>', '<span></b>', '<div title="></div>">'])
      expect(readMarkup(filled(piece, 2_000_000)).deep, piece).toBe(true);
  });

  it('counts the images that have no text alternative', () => {
    expect(
      readMarkup('<img src="/a.png"><img src="/b.png" alt=" "><img src="/c.png" alt="A calm lake">'),
    ).toEqual({
      deep: false,
      strayEndTags: 0,
      imagesWithoutAlt: 2,
    });
  });
});

describe('plain text of wide markup', () => {
  it('reads the text of 50,000 sibling paragraphs', () => {
    expect(stripTags('x<p>'.repeat(50_000))).toBe('x'.repeat(50_000));
    expect(stripTags('<p>a &amp; b</p><script>alert(1)</script>'.repeat(20_000))).toBe(
      'a & b'.repeat(20_000),
    );
  });
});

describe('plain text made of decoded markup', () => {
  it('never parses markup that appears only once entities are decoded, and leaves none behind', () => {
    const encoded = times('&lt;q&gt;', 2000);
    const text = stripTags(`<b>${encoded}</b>`);
    expect(text).not.toMatch(/<[a-z]/i);
    expect(text).toContain('‹q>');
  });
});
