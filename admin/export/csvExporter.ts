import jsonExport from 'jsonexport/dist/index.js';
import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import { fieldLabel, type ResourceDef } from '../../src/resources';
import { escapeCsvCell } from './escapeCsvCell';

/** One CSV row of a record: its id and every field but passwords, each made safe. */
export function csvRow(resource: ResourceDef, record: RaRecord): Record<string, unknown> {
  const row: Record<string, unknown> = { id: record.id };
  for (const field of resource.fields) {
    if (field.kind === 'password') continue;
    const value = record[field.name];
    // A list (exam questions) is one cell of JSON rather than dozens of dotted columns.
    row[field.name] = escapeCsvCell(field.kind === 'list' && value != null ? JSON.stringify(value) : value);
  }
  return row;
}

/** The CSV text of some records, columns named by the table's labels. */
export function toCsv(resource: ResourceDef, records: readonly RaRecord[]): Promise<string> {
  const fields = resource.fields.filter((field) => field.kind !== 'password');
  const headers = ['id', ...fields.map((field) => field.name)];
  const rename = ['ID', ...fields.map(fieldLabel)];
  return new Promise((resolve, reject) =>
    jsonExport(
      records.map((record) => csvRow(resource, record)),
      { headers, rename },
      (error, csv) => (error ? reject(error) : resolve(csv)),
    ),
  );
}

/** The list's Export button: every record of the current filter, as `<route>.csv`. */
export const csvExporter =
  (resource: ResourceDef): Exporter =>
  async (records: RaRecord[]) =>
    downloadCSV(await toCsv(resource, records), resource.route.replace(/\//g, '-'));
