import type { FastifyInstance } from 'fastify';
import { CRAWLERS_KEPT_OUT } from '../pages/privatePages';
import { sitemapEntries } from '../pages/sitemap';

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The files crawlers ask for: robots.txt (keeping them out of the signed-in site, the basket and
 * the API, and pointing at the sitemap) and sitemap.xml (https://www.sitemaps.org/protocol.html).
 */
export async function siteFiles(app: FastifyInstance): Promise<void> {
  const { db, config } = app.ctx;
  const origin = config.publicUrl;

  app.get('/robots.txt', async (_request, reply) => {
    const rules = CRAWLERS_KEPT_OUT.map((path) => `Disallow: ${path}`).join('\n');
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return `User-agent: *\n${rules}\n\nSitemap: ${origin}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const urls = (await sitemapEntries(db)).map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeXml(new URL(path, `${origin}/`).href)}</loc>` +
        `${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    );
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=600');
    return (
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      `${urls.join('\n')}\n</urlset>\n`
    );
  });
}
