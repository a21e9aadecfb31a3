import { shareImage } from '../../src/contract/imageVariants';
import type { PageHead } from '../../src/contract/pageRender';

export const SITE_NAME = 'MindWell Academy';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside a script element: `<` escaped, so no text in it can close the element. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const absolute = (origin: string, address: string): string => new URL(address, `${origin}/`).href;

/**
 * A page's head as tags: title, description, canonical address, Open Graph and Twitter card
 * (with the page's image when it has one), robots, and each JSON-LD object in a script of its own
 * (a data block: the Content-Security-Policy, which allows no inline script, runs none of them).
 */
export function headTags(head: PageHead, origin: string): string {
  const title = head.title ? `${head.title} | ${SITE_NAME}` : SITE_NAME;
  const url = absolute(origin, head.path);
  // A preview shows a wide variant of an uploaded image, not its original.
  const shared = shareImage(head.image);
  const image = shared ? absolute(origin, shared) : null;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title || SITE_NAME),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', 'en_GB'),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title || SITE_NAME),
    meta('name', 'twitter:description', head.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.join('\n    ');
}
