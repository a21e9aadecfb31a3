/** The server keeps exactly the markup the console's editor makes, and nothing more. */
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../server/records/sanitize';

const EDITOR_MARKUP = [
  '<h2>Grounding</h2>',
  '<h3>Five senses</h3>',
  '<h4>Sight</h4>',
  '<p>Name <strong>five</strong> things you <em>see</em>, <u>four</u> you <s>hear</s> touch.</p>',
  '<ul><li><p>One</p></li></ul><ol><li><p>Two</p></li></ol>',
  '<blockquote><p>Breathe.</p></blockquote>',
  '<hr>',
  '<p><img src="/uploads/0123456789abcdef0123456789abcdef.png" alt="A calm lake at dawn"></p>',
  '<div class="callout" role="note"><p class="callout-label">Tip</p><div class="callout-body"><p>Go slowly.</p></div></div>',
  '<div data-lesson-media=""></div>',
  '<p><a href="https://example.org/calm" target="_blank" rel="noopener noreferrer">More</a> and <a href="/courses">ours</a>.</p>',
  '<p>Line<br>break</p>',
].join('');

describe('cleaning rich text', () => {
  it('keeps everything the editor makes as it is', () => {
    expect(sanitizeRichText(EDITOR_MARKUP)).toBe(EDITOR_MARKUP);
  });

  it('leaves out an image without a text alternative, or whose address is not http(s) or ours', () => {
    expect(sanitizeRichText('<p>a<img src="/uploads/x.png">b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<p><img src="/uploads/x.png" alt="  "></p>')).toBe('<p></p>');
    expect(sanitizeRichText('<p><img src="data:image/png;base64,AAAA" alt="x"></p>')).toBe('<p></p>');
    expect(sanitizeRichText('<p><img src="javascript:alert(1)" alt="x"></p>')).toBe('<p></p>');
    expect(sanitizeRichText('<p><img src="//evil.example/x.png" alt="x"></p>')).toBe('<p></p>');
  });

  it('keeps a callout’s and the marker’s own attributes only', () => {
    expect(
      sanitizeRichText('<div class="callout warning" role="alert" style="color:red" onclick="x()">Hi</div>'),
    ).toBe('<div class="callout" role="note">Hi</div>');
    expect(sanitizeRichText('<div data-lesson-media="https://evil.example" id="m">text</div>')).toBe(
      '<div data-lesson-media="">text</div>',
    );
    expect(sanitizeRichText('<p class="lead callout-label">Tip</p><p class="lead">x</p>')).toBe(
      '<p class="callout-label">Tip</p><p>x</p>',
    );
  });

  it('unwraps any other block and drops what the editor never makes, keeping its text', () => {
    expect(
      sanitizeRichText('<div class="x"><span style="color:red">Hi</span> <mark>there</mark></div>'),
    ).toBe('Hi there');
    expect(sanitizeRichText('<h1>Title</h1><table><tr><td>cell</td></tr></table>')).toBe('Titlecell');
  });

  it('drops scripts, frames, forms and styles with what they hold', () => {
    expect(
      sanitizeRichText(
        '<p>ok</p><script>alert(1)</script><iframe src="https://x"></iframe><style>p{}</style>' +
          '<svg><script>alert(2)</script></svg><textarea>t</textarea><select><option>o</option></select>',
      ),
    ).toBe('<p>ok</p>');
  });

  it('makes a new tab’s link safe and keeps only http(s), mail and phone links', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://x.example" target="_top" rel="nofollow">x</a>')).toBe(
      '<a href="https://x.example">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:help@example.org">m</a><a href="tel:+441234">t</a>')).toBe(
      '<a href="mailto:help@example.org">m</a><a href="tel:+441234">t</a>',
    );
    expect(sanitizeRichText('<a href=" jav&#x09;ascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="&#0000106avascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('writes void elements as a browser does, and keeps a text’s own “ />”', () => {
    expect(sanitizeRichText('<p>a<br/>b<img src="/x.png" alt="x /> y"/> c /&gt; d</p>')).toBe(
      '<p>a<br>b<img src="/x.png" alt="x /&gt; y"> c /&gt; d</p>',
    );
  });

  it('shows nothing of a stored text too deep to read', () => {
    expect(sanitizeRichText('<div>'.repeat(5000))).toBe('');
  });
});
