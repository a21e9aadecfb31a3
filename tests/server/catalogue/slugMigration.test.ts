import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, connectDatabase } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';
import { migrations } from '../../../server/db/migrations';
import { TEST_SCHEMA_PREFIX, postgresUnderTest } from '../../setup/postgres';

let dir: string;
let handle: DatabaseHandle;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mindwell-slugs-'));
  const url = postgresUnderTest();
  handle = url
    ? await connectDatabase(
        { kind: 'postgres', url },
        { schema: `${TEST_SCHEMA_PREFIX}${randomBytes(6).toString('hex')}` },
      )
    : await connectDatabase({ kind: 'sqlite', file: path.join(dir, 'slugs.sqlite') });
});
afterAll(async () => {
  await handle?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the catalogue migration', () => {
  it('gives the bundles and products already there a unique slug made from their title', async () => {
    const { db, dialect } = handle;
    let migrationTableSchema: string | undefined;
    if (dialect === 'postgres')
      migrationTableSchema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0].s;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrations(dialect) },
      migrationTableSchema,
    });
    const before = await migrator.migrateTo('0004_users_disabled');
    expect(before.error).toBeUndefined();

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
