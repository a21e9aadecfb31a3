import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LESSON_MEDIA_MARKER } from '../../src/contract/richTextMarkup';
import { LessonContent } from '../../student/features/learn/LessonContent';
import { LessonVideo } from '../../student/features/learn/LessonVideo';

const poster = (
  <LessonVideo
    video={{ kind: 'youtube', src: 'https://www.youtube-nocookie.com/embed/abc' }}
    title="Breathing"
  />
);
const play = () => screen.getByRole('button', { name: /Play video: Breathing/ });

/** `a` comes before `b` in the page. */
const precedes = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('a lesson’s media within its text', () => {
  it('plays where the editor placed the marker, between the text before and after it', () => {
    render(
      <LessonContent
        html={`<p>Before the film</p>${LESSON_MEDIA_MARKER}<p>After the film</p>`}
        media={poster}
      />,
    );
    expect(precedes(screen.getByText('Before the film'), play())).toBe(true);
    expect(precedes(play(), screen.getByText('After the film'))).toBe(true);
    expect(play().closest('[data-lesson-media]')).not.toBeNull();
  });

  it('plays inside a callout when the marker is there, the callout’s markup untouched', () => {
    render(
      <LessonContent
        html={`<div class="callout" role="note"><p class="callout-label">Try this</p><div class="callout-body">${LESSON_MEDIA_MARKER}</div></div><p>After</p>`}
        media={poster}
      />,
    );
    expect(screen.getByRole('note')).toContainElement(play());
    expect(precedes(play(), screen.getByText('After'))).toBe(true);
  });

  it('sits above the text, with what comes between, when the text has no marker', () => {
    render(
      <LessonContent html="<p>The text</p>" media={poster}>
        <p>The transcript</p>
      </LessonContent>,
    );
    expect(precedes(play(), screen.getByText('The transcript'))).toBe(true);
    expect(precedes(screen.getByText('The transcript'), screen.getByText('The text'))).toBe(true);
  });

  it('shows the text alone, the empty marker left out of sight, when the lesson has no media', () => {
    const { container } = render(
      <LessonContent html={`<p>Only words</p>${LESSON_MEDIA_MARKER}`} media={null} />,
    );
    expect(screen.getByText('Only words')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('[data-lesson-media]')?.childElementCount).toBe(0);
  });

  it('keeps the same player when the lesson is shown again with the same text', () => {
    const html = `<p>Before</p>${LESSON_MEDIA_MARKER}<p>After</p>`;
    const { rerender } = render(<LessonContent html={html} media={poster} />);
    const first = play();
    rerender(<LessonContent html={html} media={poster} />);
    expect(play()).toBe(first);
  });
});
