import { instructorAddresses, teachingInstructorIds } from '../catalogue/instructors';
import { PUBLISHED, catalogueDb } from '../catalogue/tables';
import { type DbOrTrx, loose } from '../db/schema';

export interface SitemapEntry {
  path: string;
  /** When the page's record last changed; absent for a page of fixed text. */
  lastmod?: string;
}

const day = (value: unknown): string => new Date(value as string | Date).toISOString();

const newest = (entries: readonly SitemapEntry[]): string | undefined =>
  entries.reduce<string | undefined>(
    (latest, entry) => (entry.lastmod && (!latest || entry.lastmod > latest) ? entry.lastmod : latest),
    undefined,
  );

/**
 * Every public page a search engine should know: the lists, then each published course, bundle
 * and blog post, each product, each instructor who teaches a published course, and the legal
 * pages (Terms, Privacy, Refund policy, Contact), with the time
 * its record last changed (a list's is its newest record's).
 */
export async function sitemapEntries(db: DbOrTrx): Promise<SitemapEntry[]> {
  const cdb = catalogueDb(db);
  const [courses, bundles, products, posts, instructors, teaching, legal] = await Promise.all([
    cdb
      .selectFrom('courses')
      .select(['slug', 'updated_at'])
      .where('status', '=', PUBLISHED)
      .orderBy('id')
      .execute(),
    cdb
      .selectFrom('bundles')
      .select(['slug', 'updated_at'])
      .where('status', '=', PUBLISHED)
      .orderBy('id')
      .execute(),
    cdb.selectFrom('products').select(['slug', 'updated_at']).orderBy('id').execute(),
    loose(db)
      .selectFrom('blogs')
      .select(['id', 'updated_at'])
      .where('post_status', '=', PUBLISHED)
      .orderBy('id')
      .execute(),
    instructorAddresses(db),
    teachingInstructorIds(db),
    loose(db).selectFrom('legal_pages').select(['slug', 'updated_at']).orderBy('id').execute(),
  ]);
  const each = (prefix: string, rows: readonly { slug: string; updated_at: unknown }[]) =>
    rows.map((row) => ({ path: `${prefix}/${row.slug}`, lastmod: day(row.updated_at) }));
  const coursePages = each('/courses', courses);
  const bundlePages = each('/bundles', bundles);
  const productPages = each('/shop', products);
  const postPages = posts.map((row) => ({ path: `/blog/${String(row.id)}`, lastmod: day(row.updated_at) }));
  const instructorPages = instructors
    .filter((one) => teaching.has(one.id))
    .map((one) => ({ path: `/instructors/${one.slug}`, lastmod: day(one.updated_at) }));
  const records = [...coursePages, ...bundlePages, ...productPages, ...postPages, ...instructorPages];
  return [
    { path: '/', lastmod: newest(records) },
    { path: '/courses', lastmod: newest(coursePages) },
    { path: '/bundles', lastmod: newest(bundlePages) },
    { path: '/shop', lastmod: newest(productPages) },
    { path: '/blog', lastmod: newest(postPages) },
    { path: '/about' },
    ...legal.map((row) => ({ path: `/${String(row.slug)}`, lastmod: day(row.updated_at) })),
    ...records,
  ];
}
