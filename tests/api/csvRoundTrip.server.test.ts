/**
 * A list exported to CSV by the console and imported again, unchanged, changes nothing: for every
 * resource of the table that offers Import, on the demo catalogue, through the console's own
 * exporter, CSV reader and data provider, over HTTP.
 */
import { JSDOM } from 'jsdom';
import { fetchRelatedRecords } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relatedRecords, toCsv } from '../../admin/export/csvExporter';
import { readCsv } from '../../admin/import/readCsv';
import type { MindWellDataProvider } from '../../src/api/dataProvider';
import { allResources, type ResourceDef, takesImports } from '../../src/resources';
import { ADMIN_EMAIL, ADMIN_PASSWORD, consoleClient, startServer, type RunningServer } from './serverHarness';

let running: RunningServer;
let provider: MindWellDataProvider;

beforeAll(async () => {
  // The export reads rich text with the browser's DOMParser; jsdom's stands in for the browser's.
  globalThis.DOMParser = new JSDOM('').window.DOMParser;
  running = await startServer();
  const client = consoleClient(running.baseURL);
  provider = client.dataProvider;
  await client.authProvider.login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  await client.authProvider.checkAuth({});
});

afterAll(async () => {
  await running?.server.close();
});

/** The list's Export: every record, then the CSV text the console would download. */
async function exported(resource: ResourceDef): Promise<{ csv: string; count: number }> {
  const { data } = await provider.getList(resource.route, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
  });
  const related = await relatedRecords(resource, data, fetchRelatedRecords(provider));
  return { csv: await toCsv(resource, data, related), count: data.length };
}

const importable = allResources.filter(takesImports);

describe('a CSV export imported again, unchanged', () => {
  it.each(importable.map((resource): [string, ResourceDef] => [resource.key, resource]))(
    'leaves every record of %s as it is (the trial says nothing to change)',
    async (_key, resource) => {
      const { csv, count } = await exported(resource);
      const file = readCsv(csv);
      expect(file.problems).toEqual([]);
      expect(count, 'the demo catalogue has records to export').toBeGreaterThan(0);
      const report = await provider.importRows(resource.route, { rows: file.rows, apply: false });
      const notUnchanged = report.rows.filter((row) => row.action !== 'unchanged');
      expect(notUnchanged).toEqual([]);
      expect(report.counts).toEqual({ create: 0, update: 0, unchanged: count, refused: 0 });
    },
  );

  it('offers no Import where a row could change no record (enrolments)', () => {
    expect(importable.map((resource) => resource.key)).not.toContain('enrolments');
  });
});
