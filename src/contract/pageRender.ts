/**
 * What the server and the student site's server renderer (student/ssr/renderPage.tsx) hand each
 * other for one page: the request going in; the status, head, body and hydration state coming out.
 */

/** An answer a page's loader got, as the page reads it again when it hydrates. */
export type SettledAnswer = { data: unknown } | { error: { status: number; message: string } };

/** What the browser is handed beside the HTML, so it hydrates without asking again. */
export interface PageState {
  /** The signed-in user as GET /api/user answers it, or null for a visitor. */
  user: unknown;
  /** The page's loaded answers, by the key its loader uses (student/lib/useRemote.ts). */
  answers: Record<string, SettledAnswer>;
}

/** The head a page asks for: the server writes it as tags (server/pages/headTags.ts). */
export interface PageHead {
  /** The page's own title, without the site's name. '' is the home page. */
  title: string;
  description: string;
  /** The page's address (path and query that matter), made absolute with the site's origin. */
  path: string;
  /** An absolute or root-relative image for link previews. */
  image?: string | null;
  /** Open Graph type: `website`, `article`, `product`... */
  type?: string;
  /** schema.org objects, each written as its own JSON-LD script. */
  jsonLd?: readonly object[];
  /** Pages that must stay out of search results. */
  noindex?: boolean;
}

export interface PageRequest {
  /** The address asked for: path and query. */
  url: string;
  /** The site's public origin (PUBLIC_URL), for absolute addresses in structured data. */
  origin: string;
  user: unknown;
  /** Calls the API in process as the visitor (their cookie), answering as fetch does. */
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
}

export interface RenderedPage {
  status: number;
  head: PageHead;
  /** The markup of the page's root element. */
  html: string;
  state: PageState;
}

/** The server renderer's module (its production build is dist/server/renderPage.js). */
export interface PageRenderer {
  renderPage(request: PageRequest): Promise<RenderedPage>;
}

/** Where a server-rendered page's hydration state sits (a JSON script beside the root element). */
export const PAGE_STATE_ID = 'page-state';
