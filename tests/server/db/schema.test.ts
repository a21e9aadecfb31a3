/** The database follows the resource table: every stored field has its column, every table its list support. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allResources } from '../../../src/resources';
import type { ResourceDef } from '../../../src/resources/types';
import { f } from '../../../src/resources/fields';
import { migrateToLatest } from '../../../server/db/migrate';
import { missingListSupport } from '../../../server/db/listSupportCheck';
import { assertSchemaMatchesTable, missingColumns } from '../../../server/db/schemaCheck';
import { type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  // Fresh: the server itself runs every migration as it starts, as on a new install.
  server = await startTestServer({ fresh: true });
});
afterAll(async () => {
  await server?.close();
});

describe('the schema', () => {
  it('has a column for every stored field of every resource', async () => {
    expect(await missingColumns(server.db)).toEqual([]);
  });

  it('names the columns a new field or a 29th resource lacks', async () => {
    const courses = allResources.find((r) => r.key === 'courses') as ResourceDef;
    const grown = { ...courses, fields: [...courses.fields, f.text('subtitle'), f.password('secret')] };
    const newcomer = { ...courses, key: 'webinars', fields: [f.text('title')] } as unknown as ResourceDef;
    expect(await missingColumns(server.db, [grown, newcomer])).toEqual([
      'courses.subtitle',
      'courses.secret_hash',
      'webinars.id',
      'webinars.created_at',
      'webinars.updated_at',
      'webinars.title',
    ]);
  });

  it('gives every table of the resource table its list counters and search index', async () => {
    expect(await missingListSupport(server.db, allResources)).toEqual([]);
  });

  it('refuses to start while a table of the resource table lacks its list support, naming what it lacks', async () => {
    const courses = allResources.find((r) => r.key === 'courses') as ResourceDef;
    // A table made by hand, as createRecordTable alone makes one: columns, no list support.
    await server.db.schema
      .createTable('webinars')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('title', 'text')
      .addColumn('created_at', 'text')
      .addColumn('updated_at', 'text')
      .execute();
    const newcomer = {
      ...courses,
      key: 'webinars',
      fields: [f.text('title', { searchable: true })],
    } as unknown as ResourceDef;
    try {
      expect(await missingListSupport(server.db, [...allResources, newcomer])).toEqual([
        'webinars: list counters',
        'webinars: search index of title',
      ]);
      await expect(assertSchemaMatchesTable(server.db, [...allResources, newcomer])).rejects.toThrow(
        'Resource tables lack their list support (make them with createResourceTable, or add a migration calling addResourceListSupport): webinars: list counters, webinars: search index of title',
      );
    } finally {
      await server.db.schema.dropTable('webinars').execute();
    }
  });

  it('runs each migration once', async () => {
    expect(await migrateToLatest(server.db, server.dialect)).toEqual([]);
  });
});
