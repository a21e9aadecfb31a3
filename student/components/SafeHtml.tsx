import type { Ref } from 'react';

/**
 * Rich text from our own server, which sanitizes it when it is stored and again when it sends
 * it (server/records/shownHtml.ts), so it is shown as it comes: no sanitizer is shipped with the
 * pages that show it. Markup from another host goes through ForeignHtml instead.
 */
export function SafeHtml({
  html,
  className,
  ref,
}: {
  html: string;
  className?: string;
  /** The element holding the markup, for a component placed into it (a portal). */
  ref?: Ref<HTMLDivElement>;
}) {
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
