import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Rich text from the server. The server sanitizes it before storing; it is sanitized again
 * here because the blog host may be another server (rich text is sanitized when stored and again when shown).
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
