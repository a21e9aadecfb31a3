import { useContext, useEffect } from 'react';
import { type PageHeadInput, PageReportContext } from '../ssr/pageReport';

export const documentTitle = (title: string): string =>
  title ? `${title} | MindWell Academy` : 'MindWell Academy';

/**
 * A public page's title, description, address, preview image and structured data. The server
 * renderer writes them into the page's head; in the browser, the title follows the page. Null
 * while the page shows another in its place (the not-found page, for a missing record), which
 * states its own: a parent's effects run after its child's, and would otherwise overwrite it.
 */
export function usePageHead(head: PageHeadInput | null): void {
  const report = useContext(PageReportContext);
  if (head) report?.head(head);
  const title = head?.title;
  useEffect(() => {
    if (title !== undefined) document.title = documentTitle(title);
  }, [title]);
}

/** The status the server answers the page with (a missing record's page: 404). */
export function usePageStatus(code: number): void {
  useContext(PageReportContext)?.status(code);
}
