import type { Kysely } from 'kysely';
import { type FieldDef, kindOf } from '../../../src/resources';
import type { Dialect } from '../connect';
import { type ListSupport, addListSupport, removeListSupport, trigramSchema } from './listSupport';
import { type ColumnSpec, type TableSpec, createRecordTable } from './tableBuilder';

/**
 * A new resource's table from the fields its migration writes out, in the vocabulary of
 * `resources.config.ts` (`f.text('title', { sortable: true })`): one column per stored field,
 * with the stored form of its kind, and the list support its sortable, filterable and
 * searchable fields ask for. The migration lists the fields itself, never reads the table, so
 * it keeps its meaning when the entry changes later.
 *
 * Migrations are history: once one has shipped calling this, what it makes of a given field
 * list must not change.
 */
export async function createResourceTable(
  db: Kysely<unknown>,
  dialect: Dialect,
  name: string,
  fields: readonly FieldDef[],
): Promise<void> {
  await createRecordTable(db, dialect, name, tableSpec(fields));
  await addResourceListSupport(db, dialect, name, fields);
}

/**
 * The list support of `createResourceTable` for a table made without it: what a migration
 * calls to mend one (the table's columns stay as they are).
 */
export async function addResourceListSupport(
  db: Kysely<unknown>,
  dialect: Dialect,
  name: string,
  fields: readonly FieldDef[],
): Promise<void> {
  const trgm = dialect === 'postgres' ? await trigramSchema(db) : undefined;
  await addListSupport(db, dialect, name, listSupport(fields), trgm);
}

/** Undoes `addResourceListSupport` with the same fields. */
export async function removeResourceListSupport(
  db: Kysely<unknown>,
  dialect: Dialect,
  name: string,
  fields: readonly FieldDef[],
): Promise<void> {
  await removeListSupport(db, dialect, name, listSupport(fields));
}

/** Undoes `createResourceTable` with the same fields. */
export async function dropResourceTable(
  db: Kysely<unknown>,
  dialect: Dialect,
  name: string,
  fields: readonly FieldDef[],
): Promise<void> {
  await removeResourceListSupport(db, dialect, name, fields);
  await db.schema.dropTable(name).execute();
}

/** Columns every record table has already (`createRecordTable`). */
const SYSTEM_COLUMNS = new Set(['id', 'created_at', 'updated_at']);

/** The stored form of each kind (money in pence, flags 0/1, references and lists as JSON text), as the kind says. */
function columnSpec(field: FieldDef): ColumnSpec {
  const kind = kindOf(field);
  const type = kind.column(field);
  return {
    type,
    unique: field.unique && type === 'text',
    // A `keep` reference (a history's author) outlives its record, so it has no foreign key.
    ...(kind.pointsTo === 'one' && field.onDelete !== 'keep'
      ? {
          references: field.reference,
          onDelete: field.onDelete === 'detach' ? 'set null' : (field.onDelete ?? 'restrict'),
        }
      : {}),
  };
}

function tableSpec(fields: readonly FieldDef[]): TableSpec {
  const spec: TableSpec = {};
  for (const field of fields) {
    if (field.confirms || SYSTEM_COLUMNS.has(field.name)) continue;
    spec[kindOf(field).hashed ? `${field.name}_hash` : field.name] = columnSpec(field);
  }
  return spec;
}

/** Sorted, filtered and referencing columns get an index; searchable ones a substring index. */
function listSupport(fields: readonly FieldDef[]): ListSupport {
  return {
    sorted: fields
      .filter((f) => f.sortable || f.filterable || kindOf(f).pointsTo === 'one')
      .map((f) => f.name),
    searchable: fields.filter((f) => f.searchable).map((f) => f.name),
  };
}
