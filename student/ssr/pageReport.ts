import { createContext } from 'react';
import type { PageHead } from '../../src/contract/pageRender';

/** A page's head as the page states it: JSON-LD is made only where it is written, with the site's origin. */
export interface PageHeadInput extends Omit<PageHead, 'jsonLd'> {
  jsonLd?: (origin: string) => object[];
}

/** Server rendering only: what a page tells the server about itself while it renders. */
export interface PageReport {
  head(head: PageHeadInput): void;
  status(code: number): void;
}

export const PageReportContext = createContext<PageReport | null>(null);
