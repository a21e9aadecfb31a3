/** The database follows the resource table: every stored field has its column. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allResources } from '../../../src/resources';
import type { ResourceDef } from '../../../src/resources/types';
import { f } from '../../../src/resources/fields';
import { migrateToLatest } from '../../../server/db/migrate';
import { missingColumns } from '../../../server/db/schemaCheck';
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

  it('runs each migration once', async () => {
    expect(await migrateToLatest(server.db, server.dialect)).toEqual([]);
  });
});
