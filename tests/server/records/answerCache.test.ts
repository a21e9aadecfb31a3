/** List answers kept while their table is unchanged, within a budget. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResource } from '../../../src/resources';
import { loose } from '../../../server/db/schema';
import { AnswerCache, listJson } from '../../../server/records/answerCache';
import { parseListOptions } from '../../../server/records/listOptions';
import { postgresUnderTest } from '../../setup/postgres';
import { makeRecord } from '../helpers/records';
import { type TestServer, startTestServer } from '../helpers/testServer';

describe('the answers kept', () => {
  it('give an answer back only for the number of changes it was kept with', () => {
    const answers = new AnswerCache(1000);
    answers.set('products page 1', 7, '{"data":[]}');
    expect(answers.get('products page 1', 7)).toBe('{"data":[]}');
    expect(answers.get('products page 1', 8)).toBeUndefined();
    // An answer older than its table is let go, not kept for later.
    expect(answers.get('products page 1', 7)).toBeUndefined();
    expect(answers.size).toBe(0);
  });

  it('let the least recently used answers go once the budget is spent', () => {
    const answers = new AnswerCache(10);
    answers.set('a', 1, 'aaaa');
    answers.set('b', 1, 'bbbb');
    expect(answers.get('a', 1)).toBe('aaaa');
    answers.set('c', 1, 'cccc');
    expect(answers.get('b', 1)).toBeUndefined();
    expect(answers.get('a', 1)).toBe('aaaa');
    expect(answers.get('c', 1)).toBe('cccc');
    answers.set('too long', 1, 'x'.repeat(11));
    expect(answers.get('too long', 1)).toBeUndefined();
    expect(answers.size).toBe(8);
  });
});

describe(`a list page on ${postgresUnderTest() ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;
  const products = getResource('products');
  const page = (query: Record<string, string>) => parseListOptions(products, query);

  beforeAll(async () => {
    server = await startTestServer();
    for (let i = 0; i < 12; i += 1) await makeRecord(server.db, 'products', {}, { title: `Kept ${i}` });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is kept once read, and read anew after a write to its table', async () => {
    const answers = new AnswerCache(1_000_000);
    const first = await listJson(server.db, products, page({ page: '1', per_page: '5' }), answers);
    expect(answers.size).toBe(first.length);
    expect(await listJson(server.db, products, page({ page: '1', per_page: '5' }), answers)).toBe(first);

    const { id } = (JSON.parse(first) as { data: { id: number }[] }).data[0];
    await loose(server.db).updateTable('products').set({ title: 'Renamed' }).where('id', '=', id).execute();
    const after = await listJson(server.db, products, page({ page: '1', per_page: '5' }), answers);
    expect((JSON.parse(after) as { data: { title: string }[] }).data[0].title).toBe('Renamed');
  });

  it('is not kept with a budget of 0 (LIST_CACHE_MB=0)', async () => {
    const answers = new AnswerCache(0);
    const first = await listJson(server.db, products, page({ page: '1', per_page: '5' }), answers);
    expect(JSON.parse(first)).toMatchObject({ per_page: 5 });
    expect(answers.size).toBe(0);
  });

  it('is not kept when it looks records up by id', async () => {
    const answers = new AnswerCache(1_000_000);
    const lookup = page({ filter: JSON.stringify({ id: [1, 2] }) });
    expect(JSON.parse(await listJson(server.db, products, lookup, answers))).toMatchObject({ total: 2 });
    expect(answers.size).toBe(0);
  });
});
