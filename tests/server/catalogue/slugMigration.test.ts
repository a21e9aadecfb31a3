import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate';
import { type EmptyDatabase, emptyDatabase } from '../helpers/emptyDatabase';

let database: EmptyDatabase;

beforeAll(async () => {
  database = await emptyDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('the catalogue migration', () => {
  it('gives the bundles and products already there a unique slug made from their title', async () => {
    const { db, dialect } = database.handle;
    await database.migrateTo('0004_users_disabled');

    const now = new Date().toISOString();
    for (const title of ['Calm & Clear', 'Calm & Clear', '¡Ñandú! Bundle', '***'])
      await sql`insert into bundles (title, price, status, created_at, updated_at) values (${title}, 100, 'published', ${now}, ${now})`.execute(
        db,
      );
    await sql`insert into products (title, regular_price, created_at, updated_at) values ('The Workbook', 900, ${now}, ${now})`.execute(
      db,
    );

    expect(await migrateToLatest(db, dialect)).toContain('0045_catalogue_slugs');
    const bundles = await sql<{ slug: string }>`select slug from bundles order by id`.execute(db);
    expect(bundles.rows.map((r) => r.slug)).toEqual([
      'calm-and-clear',
      'calm-and-clear-2',
      'nandu-bundle',
      'item',
    ]);
    const products = await sql<{ slug: string }>`select slug from products`.execute(db);
    expect(products.rows.map((r) => r.slug)).toEqual(['the-workbook']);
    await expect(
      sql`insert into bundles (title, slug, price, status, created_at, updated_at) values ('x', 'CALM-AND-CLEAR', 1, 'draft', ${now}, ${now})`.execute(
        db,
      ),
    ).rejects.toThrow();
  });
});
