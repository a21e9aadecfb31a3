/**
 * A database an earlier build served kept each record's JSON in a `wire_json` column written by
 * triggers; migration 0030 takes both off, and the lists answer from the columns alone.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropStoredWire } from '../../../server/db/migrations/0030_dropStoredWire';
import { loose } from '../../../server/db/schema';
import { makeRecord } from '../helpers/records';
import { type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The column and trigger an earlier build installed on the products table. */
async function installAsEarlierBuildsDid(): Promise<void> {
  await sql`alter table products add column wire_json text`.execute(server.db);
  if (server.dialect === 'sqlite') {
    await sql`create trigger products_wire_json_insert after insert on products
      begin update products set wire_json = '{}' where id = new.id; end`.execute(server.db);
    return;
  }
  await sql`create function products_wire_json() returns trigger language plpgsql as $$
    begin new.wire_json := '{}'; return new; end $$`.execute(server.db);
  await sql`create trigger products_wire_json before insert or update on products
    for each row execute function products_wire_json()`.execute(server.db);
}

async function hasWireColumn(): Promise<boolean> {
  const { rows } =
    server.dialect === 'sqlite'
      ? await sql`select name from pragma_table_info('products') where name = 'wire_json'`.execute(server.db)
      : await sql`select column_name from information_schema.columns
          where table_schema = current_schema() and table_name = 'products' and column_name = 'wire_json'`.execute(
          server.db,
        );
  return rows.length > 0;
}

describe('taking the stored wire JSON off', () => {
  it('drops the triggers and the column, keeps every record, and is safe to run again', async () => {
    const id = await makeRecord(server.db, 'products', {}, { title: 'Kept through the change' });
    await installAsEarlierBuildsDid();
    expect(await hasWireColumn()).toBe(true);

    await dropStoredWire(server.db, server.dialect);
    await dropStoredWire(server.db, server.dialect);

    expect(await hasWireColumn()).toBe(false);
    const added = await makeRecord(server.db, 'products', {}, { title: 'Written after the change' });
    const titles = await loose(server.db)
      .selectFrom('products')
      .select('title')
      .where('id', 'in', [id, added])
      .execute();
    expect(titles.map((row) => row.title).sort()).toEqual([
      'Kept through the change',
      'Written after the change',
    ]);
    const admin = await server.signInAsAdmin();
    const page = await admin.request('GET', '/api/admin/products', {
      query: { filter: JSON.stringify({ id: [added] }) },
    });
    expect(page.json<{ data: { title: string }[] }>().data.map((row) => row.title)).toEqual([
      'Written after the change',
    ]);
  });
});
