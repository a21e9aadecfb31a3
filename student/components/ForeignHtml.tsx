import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize';

/**
 * Rich text from a host that may not be ours (the blog host, docs/legacy-api.md): sanitized here
 * before it is shown, whatever that host did.
 */
export function ForeignHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
