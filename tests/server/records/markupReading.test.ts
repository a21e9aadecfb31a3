import { describe, expect, it } from 'vitest';
import { readMarkup } from '../../../server/records/markupDepth';
import {
  MAX_MARKUP_DEPTH,
  MAX_MARKUP_ELEMENTS,
  markupProblem,
  stripTags,
} from '../../../server/records/sanitize';

const LIMIT = MAX_MARKUP_DEPTH;
const times = (text: string, count: number) => text.repeat(count);
/** The same hostile piece, repeated to fill about `size` characters. */
const filled = (piece: string, size: number) => piece.repeat(Math.ceil(size / piece.length));

describe('reading how deep markup nests, without a parser', () => {
  it.each([
    ['self-closing tags, which HTML ignores', times('<q/>', 150)],
    ['unclosed tags', times('<div>', 150)],
    ['stray closing tags between openings', times('<div></b>', 150)],
    ['stray closing tags of ordinary elements', times('<span></b>', 150)],
    ['end tags that cannot reach past a block', times('<span><div></span>', 80)],
    ['end tags that cannot reach into a table cell', times('<div><table><td></div>', 30)],
    ['end tags hidden in a quoted attribute', times('<div title="></div>">', 150)],
    ['end tags hidden in a comment', times('<div><!-- </div> -->', 150)],
    ['end tags hidden in a textarea', times('<div><textarea></div></textarea>', 150)],
    [
      'formatting a parser reopens',
      `${Array.from({ length: 150 }, (_, i) => `<div><b id=${i}></div>`).join('')}x`,
    ],
    ['tags after SVG, where the rules change', `<svg>${times('<g/>', 150)}</svg>`],
    ['a script that hides its end tag', times('<div><script><!--<script></script></div>', 150)],
  ])('refuses %s', (_what, html) => {
    expect(readMarkup(html, LIMIT).depth).toBeGreaterThan(LIMIT);
    expect(markupProblem(html)).toBe('deep');
  });

  it.each([
    ['paragraphs of formatted text', times('<p><b>bold</b> and <i>italic</i></p>', 1500), 2],
    ['a list without end tags', `<ul>${times('<li>item', 500)}</ul>`, 2],
    ['a table without end tags', `<table>${times('<tr><td>a<td>b', 300)}</table>`, 4],
    ['nesting just at the limit', times('<div>', LIMIT), LIMIT],
    ['text with angle brackets', times('a < b and c <d ', 1000), 0],
  ])('accepts %s and reads its depth', (_what, html, depth) => {
    expect(readMarkup(html, LIMIT).depth).toBe(depth);
    expect(markupProblem(html)).toBeUndefined();
  });

  it('refuses more elements than a long article holds', () => {
    expect(markupProblem('<p>x</p>'.repeat(MAX_MARKUP_ELEMENTS))).toBeUndefined();
    expect(markupProblem('<p>x</p>'.repeat(MAX_MARKUP_ELEMENTS + 1))).toBe('many');
  });

  it('refuses hundreds of end tags that close nothing', () => {
    expect(markupProblem(times('</b>', 150))).toBe('stray');
    expect(markupProblem(`<p>${times('</b>', 3)}text</p>`)).toBeUndefined();
  });

  it('refuses a 200 KB hostile text as soon as it is too deep, as it refuses one ten times larger', () => {
    for (const piece of ['<q/>', '<div></b>', '<span><div></span>', '<div title="></div>">']) {
      const small = readMarkup(filled(piece, 200_000), LIMIT);
      const large = readMarkup(filled(piece, 2_000_000), LIMIT);
      expect(small.depth).toBe(LIMIT + 1);
      expect(large).toEqual(small);
    }
  });

  it('reads any text at a cost that grows in step with its length', () => {
    for (const piece of [
      '<a',
      '<a title="',
      '<!--',
      '<p>x</p>',
      '</b>',
      '<li>x',
      '<div>x</div>',
      '<a href=x>y</a><!-- c -->',
      '<textarea>',
      '<style>',
    ]) {
      const small = readMarkup(filled(piece, 20_000), LIMIT).work;
      const large = readMarkup(filled(piece, 200_000), LIMIT).work;
      expect(small, piece).toBeGreaterThan(0);
      // Ten times the text, ten times the work (and a little for the rounding of the pieces).
      expect(large / small, piece).toBeLessThan(10.1);
    }
  });
});

describe('plain text of wide markup', () => {
  it('reads the text of 50,000 sibling paragraphs (jsdom’s innerHTML took minutes: its cost grew with their square)', () => {
    expect(stripTags('x<p>'.repeat(50_000))).toBe('x'.repeat(50_000));
    expect(stripTags('<p>a &amp; b</p><script>alert(1)</script>'.repeat(20_000))).toBe(
      'a & b'.repeat(20_000),
    );
  });
});

describe('plain text made of decoded markup', () => {
  it('never parses markup that appears only once entities are decoded, and leaves none behind', () => {
    const encoded = times('&lt;q/&gt;', 2000);
    const text = stripTags(`<b>${encoded}</b>`);
    expect(text).not.toMatch(/<[a-z]/i);
    expect(text).toContain('‹q/>');
  });
});
