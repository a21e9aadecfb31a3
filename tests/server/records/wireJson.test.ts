/**
 * The admin lists send JSON the database wrote (server/records/wireJson.ts): SQLite as it reads
 * the page, PostgreSQL's triggers as each record is written (server/records/storedWire.ts). It
 * must be the record `fromRow` makes in JavaScript, key for key and value for value, for every
 * resource and for the awkward values too, on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ResourceKey, allResources, getResource } from '../../../src/resources';
import { loose } from '../../../server/db/schema';
import { listRecords, listRecordsJson, parseListOptions } from '../../../server/records/list';
import { wireJsonOf } from '../../../server/records/wireJson';
import { makeRecord } from '../helpers/records';
import { type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
});
afterAll(async () => {
  await server?.close();
});

/** The same page both ways: the database's text, parsed, and the records decoded in JavaScript. */
async function bothWays(resourceKey: string, query: Record<string, unknown>) {
  const resource = getResource(resourceKey);
  const options = parseListOptions(resource, query);
  const text = await listRecordsJson(server.db, resource, options);
  return {
    fromDatabase: JSON.parse(text) as unknown,
    fromRows: await listRecords(server.db, resource, options),
  };
}

describe('the wire JSON the database writes', () => {
  it.each(allResources.map((resource) => [resource.key]))(
    'is the record fromRow makes, for every %s of the demo data',
    async (key) => {
      // Records only students' learning writes (exam attempts, certificates): one made here.
      if ((await bothWays(key, { per_page: 1 })).fromRows.data.length === 0)
        await makeRecord(server.db, key as ResourceKey);
      const { fromDatabase, fromRows } = await bothWays(key, { per_page: 500 });
      expect(fromRows.data.length).toBeGreaterThan(0);
      expect(fromDatabase).toEqual(fromRows);
    },
  );

  it('keeps the key order of fromRow: id first, the fields as the table lists them, the timestamps last', async () => {
    const { fromDatabase, fromRows } = await bothWays('courses', { per_page: 1 });
    const keys = (page: unknown) => Object.keys((page as { data: Record<string, unknown>[] }).data[0]);
    expect(keys(fromDatabase)).toEqual(keys(fromRows));
    expect(keys(fromDatabase)[0]).toBe('id');
    expect(keys(fromDatabase).slice(-2)).toEqual(['created_at', 'updated_at']);
  });

  it('writes awkward values as fromRow does: odd pence, empty columns, bad tag JSON, quotes and unicode', async () => {
    const categoryId = Number(
      (await loose(server.db).selectFrom('course_categories').select('id').executeTakeFirstOrThrow()).id,
    );
    const now = new Date().toISOString();
    const odd = {
      title: 'Quotes " and \\ backslashes, </script>, tabs\tand\nnew lines, ünïcödé ✓ 🧠',
      slug: 'awkward-values',
      short_description: null,
      description: '<p>Line one</p>\r\n<p>“Curly” quotes</p>',
      course_category_id: categoryId,
      course_level_id: null,
      instructor_id: null,
      tag_ids: 'not json',
      price: 1999,
      sale_price: 1,
      thumbnail: null,
      duration_hours: 20,
      status: 'draft',
      featured: 0,
      created_at: now,
      updated_at: now,
    };
    const { id } = await loose(server.db)
      .insertInto('courses')
      .values(odd)
      .returning('id')
      .executeTakeFirstOrThrow();
    const second = { ...odd, slug: 'awkward-values-2', tag_ids: null, price: 123456789, sale_price: 5 };
    const { id: secondId } = await loose(server.db)
      .insertInto('courses')
      .values(second)
      .returning('id')
      .executeTakeFirstOrThrow();

    const { fromDatabase, fromRows } = await bothWays('courses', {
      filter: JSON.stringify({ id: [id, secondId] }),
    });
    expect(fromDatabase).toEqual(fromRows);
    const [first, other] = (fromDatabase as { data: Record<string, unknown>[] }).data;
    expect(first).toMatchObject({
      title: odd.title,
      price: 19.99,
      sale_price: 0.01,
      tag_ids: [],
      duration_hours: 20,
    });
    expect(other).toMatchObject({ price: 1234567.89, sale_price: 0.05, tag_ids: [] });
  });

  it('is written by the database for every resource without a list of objects', () => {
    const written = allResources.filter(
      (resource) => wireJsonOf(resource, server.db, server.dialect) !== undefined,
    );
    expect(written.length).toBe(allResources.length - 2);
  });

  it('is left to JavaScript for resources with a list of objects, whose answers are the same', async () => {
    const withLists = allResources.filter((resource) =>
      resource.fields.some((field) => field.kind === 'list'),
    );
    expect(withLists.map((resource) => resource.key).sort()).toEqual(['exams', 'orders']);
    for (const resource of withLists) expect(wireJsonOf(resource, server.db, server.dialect)).toBeUndefined();
    const { fromDatabase, fromRows } = await bothWays('orders', {});
    expect(fromDatabase).toEqual(fromRows);
  });
});
