import type { DbOrTrx } from '../db/schema';
import { notFound } from '../errors';
import type { CatalogueCourse, Product } from '../../src/contract/catalogueTypes';
import { courseCardsById } from './courseList';
import { slugIs } from './slug';
import { PUBLISHED, catalogueDb, paidPence, pounds } from './tables';
import { shownHtml } from '../records/shownHtml';

/**
 * Published bundles with their courses (published ones only) and what buying those courses one
 * by one would cost: `courses_total` at each course's own price (its sale price when lower),
 * `saving` that less the bundle's price, never below 0.
 */
async function bundlesWhere(db: DbOrTrx, slug?: string) {
  let query = catalogueDb(db)
    .selectFrom('bundles')
    .select(['id', 'title', 'slug', 'description', 'price', 'sale_price', 'image'])
    .where('status', '=', PUBLISHED);
  if (slug !== undefined) query = query.where(slugIs('slug', slug));
  const bundles = await query.orderBy('title').orderBy('id').execute();
  if (bundles.length === 0) return [];
  const items = await catalogueDb(db)
    .selectFrom('bundle_items')
    .innerJoin('courses', 'courses.id', 'bundle_items.course_id')
    .select(['bundle_items.bundle_id', 'courses.id', 'courses.price', 'courses.sale_price'])
    .where(
      'bundle_items.bundle_id',
      'in',
      bundles.map((b) => b.id),
    )
    .where('courses.status', '=', PUBLISHED)
    .orderBy('bundle_items.sort_order')
    .orderBy('bundle_items.id')
    .execute();
  return bundles.map((bundle) => {
    const inside = items.filter((item) => Number(item.bundle_id) === Number(bundle.id));
    const separately = inside.reduce((sum, item) => sum + paidPence(item.price, item.sale_price), 0);
    const paid = paidPence(bundle.price, bundle.sale_price);
    return {
      id: Number(bundle.id),
      title: bundle.title,
      slug: bundle.slug,
      description: bundle.description,
      image: bundle.image,
      price: pounds(bundle.price) ?? 0,
      sale_price: pounds(bundle.sale_price),
      course_ids: inside.map((item) => Number(item.id)),
      courses_total: pounds(separately) ?? 0,
      saving: pounds(Math.max(0, separately - paid)) ?? 0,
    };
  });
}

export type BundleSummary = Awaited<ReturnType<typeof bundlesWhere>>[number];

export const listBundles = (db: DbOrTrx): Promise<BundleSummary[]> => bundlesWhere(db);

export async function bundlePage(
  db: DbOrTrx,
  slug: string,
): Promise<BundleSummary & { courses: CatalogueCourse[] }> {
  const [bundle] = await bundlesWhere(db, slug);
  if (!bundle) throw notFound('Bundle');
  return { ...bundle, courses: await courseCardsById(db, bundle.course_ids) };
}

const productColumns = [
  'id',
  'title',
  'slug',
  'regular_price',
  'sale_price',
  'short_description',
  'featured_photo',
] as const;

/** A product row (money in pence) as the wire has it (pounds). */
const productOf = (row: Product): Product => ({
  id: Number(row.id),
  title: row.title,
  slug: row.slug,
  regular_price: pounds(row.regular_price) ?? 0,
  sale_price: pounds(row.sale_price),
  short_description: row.short_description,
  featured_photo: row.featured_photo,
});

/** Every product of the shop, by title (products have no draft state). */
export async function listProducts(db: DbOrTrx) {
  const rows = await catalogueDb(db)
    .selectFrom('products')
    .select(productColumns)
    .orderBy('title')
    .orderBy('id')
    .execute();
  return rows.map(productOf);
}

export async function productPage(db: DbOrTrx, slug: string) {
  const row = await catalogueDb(db)
    .selectFrom('products')
    .select([...productColumns, 'long_description'])
    .where(slugIs('slug', slug))
    .executeTakeFirst();
  if (!row) throw notFound('Product');
  return { ...productOf(row), long_description: shownHtml(row.long_description) };
}
