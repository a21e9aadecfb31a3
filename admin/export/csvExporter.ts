import jsonExport from 'jsonexport/dist/index.js';
import { downloadCSV, type Exporter, type FetchRelatedRecords, type RaRecord } from 'react-admin';
import {
  fieldLabel,
  getResource,
  kindOf,
  richTextHtmlHeading,
  type FieldDef,
  type ResourceDef,
} from '../../src/resources';
import { routeOfKey } from '../table/resourceByRoute';
import { escapeCsvCell } from './escapeCsvCell';

/** The records the reference fields point at, by field name, then by id. */
export type RelatedRecords = Readonly<Record<string, Readonly<Record<string, RaRecord>>>>;

/** react-admin's `fetchRelatedRecords`: the records of `resource` that `field` of `data` names, by id. */
type FetchRelated = (data: RaRecord[], field: string, resource: string) => Promise<Record<string, RaRecord>>;

const exportedFields = (resource: ResourceDef) => resource.fields.filter((field) => !kindOf(field).hashed);

/** How a referenced record reads: its entry's representation, or its id when it is gone. */
function nameOf(field: FieldDef, id: unknown, related: RelatedRecords): unknown {
  if (id === null || id === undefined || id === '') return null;
  const target = related[field.name]?.[String(id)];
  if (!target) return `#${String(id)}`;
  const representation = getResource(field.reference ?? '').recordRepresentation;
  return target[representation] ?? `#${String(id)}`;
}

/** One value as a reader of the spreadsheet wants it, as its kind writes it: names, plain text, readable dates. */
function readable(field: FieldDef, value: unknown, related: RelatedRecords): unknown {
  if (value === null || value === undefined) return value;
  return kindOf(field).csvOut(field, value, { nameOf: (of, id) => nameOf(of, id, related) });
}

/** The key of a rich text field's second column, which holds its HTML. */
const htmlKey = (field: FieldDef) => `${field.name}:html`;

/**
 * The file's columns, by key and heading: the id, then every field but passwords; a rich text
 * field has a second, "Content (HTML)", which the import reads back without loss.
 */
function columnsOf(resource: ResourceDef): { keys: string[]; headings: string[] } {
  const keys = ['id'];
  const headings = ['ID'];
  for (const field of exportedFields(resource)) {
    keys.push(field.name);
    headings.push(fieldLabel(field));
    if (kindOf(field).html) {
      keys.push(htmlKey(field));
      headings.push(richTextHtmlHeading(field));
    }
  }
  return { keys, headings };
}

/** One CSV row of a record: its id and every field but passwords, each readable and made safe. */
export function csvRow(
  resource: ResourceDef,
  record: RaRecord,
  related: RelatedRecords = {},
): Record<string, unknown> {
  const row: Record<string, unknown> = { id: record.id };
  for (const field of exportedFields(resource)) {
    const value: unknown = record[field.name];
    row[field.name] = escapeCsvCell(readable(field, value, related));
    if (kindOf(field).html) row[htmlKey(field)] = escapeCsvCell(value);
  }
  return row;
}

/** A heading with a comma, quote or line break in quotes ("After an attempt, show"), as jsonexport does cells. */
const quotedHeading = (heading: string): string =>
  /[",\n\r]/.test(heading) ? `"${heading.replace(/"/g, '""')}"` : heading;

/** The CSV text of some records, columns named by the table's labels. */
export function toCsv(
  resource: ResourceDef,
  records: readonly RaRecord[],
  related: RelatedRecords = {},
): Promise<string> {
  const { keys: headers, headings: rename } = columnsOf(resource);
  return new Promise((resolve, reject) =>
    jsonExport(
      records.map((record) => csvRow(resource, record, related)),
      { headers, rename, mapHeaders: quotedHeading },
      (error, csv) => (error ? reject(error) : resolve(csv)),
    ),
  );
}

/** The records every reference field of the export points at, fetched once per field. */
export async function relatedRecords(
  resource: ResourceDef,
  records: readonly RaRecord[],
  fetchRelated: FetchRelated,
): Promise<RelatedRecords> {
  const references = exportedFields(resource).filter((field) => kindOf(field).pointsTo && field.reference);
  const entries = await Promise.all(
    references.map(async (field) => {
      const used = records.some((record) => {
        const value: unknown = record[field.name];
        return Array.isArray(value)
          ? value.length > 0
          : value !== null && value !== undefined && value !== '';
      });
      if (!used) return [field.name, {}] as const;
      const found = await fetchRelated([...records], field.name, routeOfKey(field.reference ?? ''));
      return [field.name, found] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The list's Export button: every record of the current filter, as `<route>.csv`. */
export const csvExporter =
  (resource: ResourceDef): Exporter =>
  async (records: RaRecord[], fetchRelated: FetchRelatedRecords) =>
    downloadCSV(
      await toCsv(resource, records, await relatedRecords(resource, records, fetchRelated)),
      resource.route.replace(/\//g, '-'),
    );
