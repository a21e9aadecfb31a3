import type { FastifyInstance } from 'fastify';
import { LEGAL_SLUGS, legalPageEndpoint } from '../../src/contract/legalPages';
import { loose } from '../db/schema';
import { notFound } from '../errors';
import { shownHtml } from '../records/shownHtml';

/** A legal page as the public site shows it: Terms, Privacy, Refund policy or Contact. */
export async function legalPageRoutes(app: FastifyInstance): Promise<void> {
  app.get(legalPageEndpoint, async (request) => {
    const slug = String((request.params as { slug?: string }).slug ?? '');
    if (!(LEGAL_SLUGS as readonly string[]).includes(slug)) throw notFound('Page');
    const row = await loose(app.ctx.db)
      .selectFrom('legal_pages')
      .select(['slug', 'title', 'content', 'updated_at'])
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!row) throw notFound('Page');
    return {
      data: {
        slug: String(row.slug),
        title: String(row.title),
        content: shownHtml(String(row.content ?? '')),
        updated_at: String(row.updated_at),
      },
    };
  });
}
