/**
 * Admin list answers: a list read again after any write shows that write, wherever it was made,
 * and each client gets the answer in the form it takes, compressed or text.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loose } from '../../../server/db/schema';
import { makeRecord } from '../helpers/records';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
  for (let i = 0; i < 30; i += 1) await makeRecord(server.db, 'products', {}, { title: `Product ${i}` });
});
afterAll(async () => {
  await server?.close();
});

interface Paged {
  data: { id: number; title: string }[];
  total: number;
}

const firstPage = { page: '1', per_page: '25' };
const GZIP = { 'accept-encoding': 'gzip' };

/** A list as a browser reads it: asking for gzip. */
const read = async (query: Record<string, string>): Promise<Paged> => {
  const response = await admin.request('GET', '/api/admin/products', { query, headers: GZIP });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-encoding']).toBe('gzip');
  return JSON.parse(gunzipSync(response.rawPayload).toString('utf8')) as Paged;
};
const titles = () => read(firstPage);

describe('a list read again', () => {
  it('shows a record the admin API changed since it was last read', async () => {
    const before = await titles();
    const { id } = before.data[0];
    const updated = await admin.admin('POST', 'products/update-product', {
      id,
      title: 'Renamed by the admin',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await titles()).data[0]).toMatchObject({ id, title: 'Renamed by the admin' });
  });

  it('shows writes made outside this process, as another instance would make them', async () => {
    const before = await titles();
    const { id } = before.data[1];
    await loose(server.db)
      .updateTable('products')
      .set({ title: 'Renamed elsewhere' })
      .where('id', '=', id)
      .execute();
    const added = await makeRecord(server.db, 'products', {}, { title: 'Added elsewhere' });
    await loose(server.db).deleteFrom('products').where('id', '=', before.data[2].id).execute();
    const after = await titles();
    expect(after.data[1]).toMatchObject({ id, title: 'Renamed elsewhere' });
    expect(after.data.map((row) => row.id)).not.toContain(before.data[2].id);
    expect(after.total).toBe(before.total);
    const last = await read({ page: '2', per_page: '25' });
    expect(last.data.map((row) => row.id)).toContain(added);
  });

  it('is the same answer whether it was read or kept, compressed or not', async () => {
    const query = { page: '2', per_page: '10' };
    const plain = await admin.request('GET', '/api/admin/products', { query });
    const zipped = await read(query);
    const again = await admin.request('GET', '/api/admin/products', { query });
    expect(zipped).toEqual(plain.json());
    expect(again.body).toBe(plain.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('a list answer', () => {
  it('is sent compressed to a client that takes compression, and as text to one that does not', async () => {
    const query = { page: '3', per_page: '10', sort: 'title', order: 'desc' };
    const text = (await admin.request('GET', '/api/admin/products', { query })).body;
    const zipped = await admin.request('GET', '/api/admin/products', {
      query,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(text);
    const plain = await admin.request('GET', '/api/admin/products', {
      query,
      headers: { 'accept-encoding': 'gzip;q=0, identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(text);
    const refused = await admin.request('GET', '/api/admin/products', {
      query,
      headers: { 'accept-encoding': 'gzip', 'x-no-compression': '1' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(text);
  });

  it('is sent as brotli to a browser that takes it, and as gzip to one that takes only that', async () => {
    const query = { page: '1', per_page: '25', sort: 'title', order: 'asc' };
    const text = (await admin.request('GET', '/api/admin/products', { query })).body;
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024);
    const browser = await admin.request('GET', '/api/admin/products', {
      query,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(browser.headers['content-length'])).toBe(browser.rawPayload.length);
    expect(brotliDecompressSync(browser.rawPayload).toString('utf8')).toBe(text);
    const anyEncoding = await admin.request('GET', '/api/admin/products', {
      query,
      headers: { 'accept-encoding': '*' },
    });
    expect(anyEncoding.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(anyEncoding.rawPayload).toString('utf8')).toBe(text);
  });

  it('is answered in a batch of lists as its own call answers it', async () => {
    const alone = await read(firstPage);
    const batch = await admin.post('/api/admin/batch/lists', {
      calls: [{ method: 'GET', path: 'products', options: firstPage }],
    });
    expect(batch.json<{ answers: { status: number; body: unknown }[] }>().answers).toEqual([
      { status: 200, body: alone },
    ]);
  });
});

describe('a lookup by id', () => {
  it('answers the record asked for', async () => {
    const { id } = (await titles()).data[3];
    const query = { filter: JSON.stringify({ id: [id] }) };
    const plain = await admin.request('GET', '/api/admin/products', { query });
    expect(plain.json<Paged>().data.map((row) => row.id)).toEqual([id]);
  });
});
