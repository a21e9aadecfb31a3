import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { LESSON_MEDIA_ATTRIBUTE } from '../../../src/contract/richTextMarkup';
import { SafeHtml } from '../../components/SafeHtml';

const MARKER_SELECTOR = `[${LESSON_MEDIA_ATTRIBUTE}]`;

/**
 * A lesson's text with its media player: where the editor placed the media marker when the text
 * holds one, else above the text. The text stays the server's cleaned markup, shown as it comes;
 * the player is rendered into the marker's element (a portal), so the markup is never split.
 */
export function LessonContent({
  html,
  media,
  children,
}: {
  html: string;
  media: ReactNode;
  /** What comes between the media and the text when the media is above it (the transcript). */
  children?: ReactNode;
}) {
  const contentRef = useRef<HTMLDivElement>(null);
  // undefined: not looked for yet; null: the text has no marker element.
  const [spot, setSpot] = useState<Element | null | undefined>(undefined);
  const mayHoldMarker = Boolean(media) && html.includes(LESSON_MEDIA_ATTRIBUTE);

  // Before paint, so the player never shows above the text first and then jumps.
  useLayoutEffect(() => {
    setSpot(mayHoldMarker ? (contentRef.current?.querySelector(MARKER_SELECTOR) ?? null) : null);
  }, [html, mayHoldMarker]);

  const above = !mayHoldMarker || spot === null;
  return (
    <>
      {above && media}
      {children}
      <SafeHtml ref={contentRef} html={html} className="lesson__content prose" />
      {!above && spot && createPortal(media, spot)}
    </>
  );
}
