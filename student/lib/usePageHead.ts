import { useContext, useEffect } from 'react';
import { type PageHeadInput, PageReportContext } from '../ssr/pageReport';

export const documentTitle = (title: string): string =>
  title ? `${title} | MindWell Academy` : 'MindWell Academy';

/**
 * A public page's title, description, address, preview image and structured data. The server
 * renderer writes them into the page's head; in the browser, the title follows the page.
 */
export function usePageHead(head: PageHeadInput): void {
  const report = useContext(PageReportContext);
  report?.head(head);
  useEffect(() => {
    document.title = documentTitle(head.title);
  }, [head.title]);
}

/** The status the server answers the page with (a missing record's page: 404). */
export function usePageStatus(code: number): void {
  useContext(PageReportContext)?.status(code);
}
