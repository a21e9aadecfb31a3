import { sql } from 'kysely';
import type { ImportAction, ImportReport, ImportRowResult } from '../../src/contract/csvImport';
import {
  type FieldDef,
  type ResourceDef,
  fieldLabel,
  kindOf,
  richTextHtmlHeading,
  getResource,
  isResourceKey,
  writableFields,
} from '../../src/resources';
import type { Actor } from '../audit';
import { type DbOrTrx, loose } from '../db/schema';
import { type FieldErrors, describeError, unprocessable } from '../errors';
import { createRecord, findRow, updateRecord } from './store';
import type { Values } from './validation';
import { fromRow } from './wire';

/**
 * A column of the file: the record's id, or a field the file may set; `html` marks a rich text
 * field's HTML column, read as it is, where the field's own column holds readable text.
 */
type Column = { heading: string; field: FieldDef | 'id'; html?: boolean };

const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The file's headings matched to the fields by name or label; the rest are ignored. A rich text
 * field whose HTML column is there is read from it, and its readable column is ignored.
 */
function columnsOf(resource: ResourceDef, headings: readonly string[]) {
  const writable = writableFields(resource);
  const columns: Column[] = [];
  const ignored: string[] = [];
  const htmlOf = (field: FieldDef) =>
    kindOf(field).html
      ? headings.find((heading) =>
          [`${field.name} (html)`, richTextHtmlHeading(field)].some(
            (name) => normal(name) === normal(heading),
          ),
        )
      : undefined;
  for (const heading of headings) {
    const wanted = normal(heading);
    if (wanted === 'id') {
      columns.push({ heading, field: 'id' });
      continue;
    }
    const html = writable.find((f) => htmlOf(f) === heading);
    if (html) {
      columns.push({ heading, field: html, html: true });
      continue;
    }
    const field = writable.find((f) => normal(f.name) === wanted || normal(fieldLabel(f)) === wanted);
    if (field && !htmlOf(field)) columns.push({ heading, field });
    else ignored.push(heading);
  }
  return { columns, ignored };
}

// Our export puts a quote before text a spreadsheet could run as a formula; the quote goes again.
const ESCAPED_LINE = /(^|\n)'(?=[\s\p{Cc}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r\n])/gu;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** Reads a reference by id, or by what the referenced record is called (a course's title). */
class ReferenceReader {
  private readonly known = new Map<string, number | string>();

  constructor(private readonly db: DbOrTrx) {}

  /** The id, or the reason there is none. */
  async idOf(field: FieldDef, text: string): Promise<number | { error: string }> {
    if (NUMBER.test(text)) return Number(text);
    const target =
      field.reference && isResourceKey(field.reference) ? getResource(field.reference) : undefined;
    if (!target || target.recordRepresentation === 'id') return { error: `${text} is not an id.` };
    const key = `${target.key}\n${normal(text)}`;
    let found = this.known.get(key);
    if (found === undefined) {
      const rows = await loose(this.db)
        .selectFrom(target.key)
        .select('id')
        .where(sql`lower(${sql.ref(target.recordRepresentation)})`, '=', normal(text))
        .limit(2)
        .execute();
      found =
        rows.length === 1
          ? Number(rows[0].id)
          : rows.length === 0
            ? `No ${target.singular.toLowerCase()} is called “${text}”.`
            : `Several ${target.plural.toLowerCase()} are called “${text}”: give the id instead.`;
      this.known.set(key, found);
    }
    return typeof found === 'number' ? found : { error: found };
  }
}

/**
 * A cell's text as the wire value the field takes, read as its kind reads what the export
 * writes; a rich text field's HTML column as it is. What cannot be read is left for the checks.
 */
async function cellValue(column: Column & { field: FieldDef }, cell: string, references: ReferenceReader) {
  const { field } = column;
  const text = cell.replace(ESCAPED_LINE, '$1');
  if (text.trim() === '') return { value: null };
  if (column.html) return { value: text };
  return kindOf(field).csvIn(field, text, { idOf: (of, name) => references.idOf(of, name) });
}

const same = (field: FieldDef, before: unknown, after: unknown): boolean => {
  // A hashed value cannot be compared: only a blank cell is the same.
  if (kindOf(field).hashed) return after === null;
  const blank = (v: unknown) => (v === '' || v === undefined ? null : v);
  const was = blank(before);
  const now = field.upperCase && typeof after === 'string' ? after.toUpperCase() : blank(after);
  return JSON.stringify(was) === JSON.stringify(now);
};

/** Thrown to roll a trial back; carries its report out. */
class TrialOver extends Error {
  constructor(readonly report: ImportReport) {
    super('trial over');
  }
}

/** A refusal's messages, keyed by field label (or `Row` for the row as a whole). */
function refusalOf(resource: ResourceDef, error: unknown): Record<string, string[]> {
  const { status, body } = describeError(error);
  if (status >= 500) throw error;
  if (!body.errors) return { Row: [body.message] };
  const labelled: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(body.errors)) {
    const field = resource.fields.find((f) => f.name === name);
    labelled[field ? fieldLabel(field) : name] = messages;
  }
  return labelled;
}

/**
 * Tries every row of a file in one transaction: a row with the id of a record changes the
 * fields its columns name, a row without an id creates a record, each through the same checks,
 * hooks and audit as a save in the console. A row that is refused is undone alone (a savepoint),
 * so the others can still be tried. Unless `apply` is set and no row was refused, the
 * transaction is rolled back: nothing changes, and the report says what would have.
 */
export async function importRows(
  db: DbOrTrx,
  resource: ResourceDef,
  rows: readonly Record<string, string>[],
  options: { apply: boolean; actor: Actor },
): Promise<ImportReport> {
  const { columns, ignored } = columnsOf(resource, [...new Set(rows.flatMap(Object.keys))]);
  if (!columns.some((column) => column.field !== 'id'))
    throw unprocessable({
      rows: [`No column of the file names a field of ${resource.plural.toLowerCase()} that can be set.`],
    });
  const create = resource.endpoints.create;
  const update = resource.endpoints.update;

  const work = async (trx: DbOrTrx): Promise<ImportReport> => {
    const references = new ReferenceReader(trx);
    const results: ImportRowResult[] = [];
    for (const [index, row] of rows.entries()) {
      const line = index + 2;
      const values: Values = {};
      const problems: FieldErrors = {};
      let id: number | undefined;
      for (const column of columns) {
        const { heading, field } = column;
        // A row may leave a column out (rows sent as JSON): its field is then left as it is.
        if (!(heading in row)) continue;
        const cell = row[heading];
        if (field === 'id') {
          if (cell.trim() === '') continue;
          if (/^\d+$/.test(cell.trim())) id = Number(cell.trim());
          else problems.ID = ['The id must be a whole number.'];
          continue;
        }
        const { value, error } = await cellValue({ ...column, field }, cell, references);
        if (error) problems[fieldLabel(field)] = [error];
        // An empty password cell leaves the password as it is.
        if (!(kindOf(field).blank === 'unchanged' && value === null)) values[field.name] = value;
      }
      const result = await tryRow(trx, { line, id, values, problems });
      results.push(result);
    }
    const counts: Record<ImportAction, number> = { create: 0, update: 0, unchanged: 0, refused: 0 };
    for (const result of results) counts[result.action] += 1;
    const applied = options.apply && counts.refused === 0;
    const report: ImportReport = { applied, rows: results, ignoredColumns: ignored, counts };
    if (!applied) throw new TrialOver(report);
    return report;
  };

  const tryRow = async (
    trx: DbOrTrx,
    row: { line: number; id?: number; values: Values; problems: FieldErrors },
  ): Promise<ImportRowResult> => {
    const { line, id, values, problems } = row;
    const representation = resource.recordRepresentation;
    const labelOf = (record: Values) =>
      record[representation] == null ? undefined : String(record[representation]);
    if (Object.keys(problems).length > 0) return { line, action: 'refused', id, errors: problems };

    if (id === undefined) {
      if (!create)
        return { line, action: 'refused', errors: { Row: ['New records cannot be created here.'] } };
      return saved(trx, { line }, async () => {
        const record = await createRecord(trx, resource, values, {
          only: create.body?.fields,
          actor: options.actor,
        });
        return {
          line,
          action: 'create',
          id: options.apply ? Number(record.id) : undefined,
          label: labelOf(record),
        };
      });
    }

    const before = await findRow(trx, resource, id);
    if (!before)
      return {
        line,
        action: 'refused',
        id,
        errors: { ID: [`No ${resource.singular.toLowerCase()} has the id ${id}.`] },
      };
    if (!update) return { line, action: 'refused', id, errors: { Row: ['Records cannot be changed here.'] } };
    const current = fromRow(resource, before);
    const changed = resource.fields.filter(
      (field) => field.name in values && !same(field, current[field.name], values[field.name]),
    );
    if (changed.length === 0) return { line, action: 'unchanged', id, label: labelOf(current) };
    return saved(trx, { line, id }, async () => {
      const record = await updateRecord(trx, resource, id, values, {
        only: update.body?.fields,
        actor: options.actor,
      });
      return { line, action: 'update', id, label: labelOf(record), changes: changed.map(fieldLabel) };
    });
  };

  /** Runs one row's save behind a savepoint, so a refusal undoes that row alone. */
  const saved = async (
    trx: DbOrTrx,
    row: { line: number; id?: number },
    save: () => Promise<ImportRowResult>,
  ): Promise<ImportRowResult> => {
    await sql`savepoint import_row`.execute(trx);
    try {
      const result = await save();
      await sql`release savepoint import_row`.execute(trx);
      return result;
    } catch (error) {
      await sql`rollback to savepoint import_row`.execute(trx);
      await sql`release savepoint import_row`.execute(trx);
      return { ...row, action: 'refused', errors: refusalOf(resource, error) };
    }
  };

  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (error instanceof TrialOver) return error.report;
    throw error;
  }
}
