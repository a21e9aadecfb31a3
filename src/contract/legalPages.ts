/** The legal pages, each at its own public address, edited in the console (the `legal_pages` resource). */
export const LEGAL_PAGES = [
  {
    slug: 'terms',
    title: 'Terms',
    description: 'The terms on which MindWell Academy sells its courses, certificates and products.',
  },
  {
    slug: 'privacy',
    title: 'Privacy',
    description: 'What personal information MindWell Academy keeps, why, for how long, and your rights.',
  },
  {
    slug: 'refund-policy',
    title: 'Refund policy',
    description:
      'How to cancel an order within 14 days and be refunded, and what counts as starting a course.',
  },
  {
    slug: 'contact',
    title: 'Contact',
    description: 'How to reach MindWell Academy about a course, an order, a refund or a complaint.',
  },
] as const;
export type LegalSlug = (typeof LEGAL_PAGES)[number]['slug'];
export const LEGAL_SLUGS: readonly LegalSlug[] = LEGAL_PAGES.map((page) => page.slug);

/** The public address of a legal page. */
export const legalPath = (slug: LegalSlug): string => `/${slug}`;

/** The public API call that answers a legal page (`{data: {slug, title, content, updated_at}}`). */
export const legalPageEndpoint = '/api/pages/:slug';

/** A legal page as `GET /api/pages/:slug` answers it; `content` is sanitized rich text. */
export interface LegalPage {
  slug: LegalSlug;
  title: string;
  content: string;
  updated_at: string;
}
