import { describe, expect, it } from 'vitest';
import { excerpt } from '../../student/lib/format';

describe('a post excerpt', () => {
  it('is the plain text of the post, with a space between paragraphs', () => {
    expect(excerpt('<p>Be kind to <em>yourself</em>.</p><p>Rest.</p>')).toBe('Be kind to yourself. Rest.');
  });

  it('shows neither markup nor the text of a script', () => {
    expect(excerpt('<img src=x onerror="alert(1)"><script>alert(2)</script><p>Safe</p>')).toBe('Safe');
  });

  it('is cut at a word boundary with an ellipsis when the post is long', () => {
    const text = excerpt(`<p>${'calm '.repeat(60)}</p>`, 22);
    expect(text).toBe('calm calm calm calm…');
  });
});
