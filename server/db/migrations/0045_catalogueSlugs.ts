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
  // The price a buyer pays: the sale price when it is lower, else the price.
  await sql`create index courses_paid_price_idx on courses (status, (case when sale_price is not null and sale_price < price then sale_price else price end), id)`.execute(
    db,
  );
  await sql`create index courses_status_created_idx on courses (status, created_at, id)`.execute(db);
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
      'courses_status_created_idx',
      'courses_paid_price_idx',
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
