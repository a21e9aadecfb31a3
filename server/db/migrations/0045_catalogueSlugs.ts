import { type Kysely, type Migration, sql } from 'kysely';
import { freeSlug, slugOf } from '../../catalogue/slug';
import { createIndexes } from './tableBuilder';

/**
 * The public catalogue's needs: bundles and products get a slug (their address on the site),
 * made from the title for the rows already there; social profiles may belong to an instructor;
 * indexes for the catalogue's filters and sorts on courses, and for approved reviews per course.
 */
async function addSlugs(db: Kysely<unknown>, table: 'bundles' | 'products'): Promise<void> {
  await db.schema.alterTable(table).addColumn('slug', 'text').execute();
  const rows = await sql<{
    id: number;
    title: string | null;
  }>`select id, title from ${sql.table(table)} order by id`.execute(db);
  const taken = new Set<string>();
  for (const row of rows.rows) {
    const slug = freeSlug(slugOf(row.title ?? ''), taken);
    taken.add(slug);
    await sql`update ${sql.table(table)} set slug = ${slug} where id = ${row.id}`.execute(db);
  }
  await createIndexes(db, table, { slug: { type: 'text', unique: true } });
}

async function up(db: Kysely<unknown>): Promise<void> {
  await addSlugs(db, 'bundles');
  await addSlugs(db, 'products');
  await db.schema
    .alterTable('social_profiles')
    .addColumn('instructor_id', 'integer', (c) => c.references('instructors.id').onDelete('set null'))
    .execute();
  await createIndexes(db, 'social_profiles', { instructor_id: { type: 'integer', index: true } });
  // The catalogue's orders, each over the published courses, carrying what its filters read
  // (level, category, prices, tags) so a filtered page is read from the index alone
  // (server/catalogue/courseList.ts). The price is the one a buyer pays: the sale price when it
  // is lower.
  const carried = sql`course_level_id, course_category_id, price, sale_price, tag_ids`;
  await sql`create index courses_catalogue_newest_idx on courses (status, created_at, id, ${carried})`.execute(
    db,
  );
  await sql`create index courses_catalogue_title_idx on courses (status, title, id, ${carried})`.execute(db);
  await sql`create index courses_catalogue_price_idx on courses (status, (case when sale_price is not null and sale_price < price then sale_price else price end), id, ${carried})`.execute(
    db,
  );
  await sql`create index reviews_course_status_idx on reviews (course_id, status, rating)`.execute(db);
}

export const catalogueSlugs = (): Migration => ({
  async up(db: Kysely<unknown>) {
    // PostgreSQL runs migrations in a transaction already; SQLite's runner does not.
    if (db.isTransaction) return up(db);
    await db.transaction().execute((trx) => up(trx));
  },
  async down(db: Kysely<unknown>) {
    for (const index of [
      'reviews_course_status_idx',
      'courses_catalogue_price_idx',
      'courses_catalogue_title_idx',
      'courses_catalogue_newest_idx',
      'social_profiles_instructor_id_idx',
      'products_slug_unique',
      'bundles_slug_unique',
    ])
      await db.schema.dropIndex(index).execute();
    await db.schema.alterTable('social_profiles').dropColumn('instructor_id').execute();
    await db.schema.alterTable('products').dropColumn('slug').execute();
    await db.schema.alterTable('bundles').dropColumn('slug').execute();
  },
});
