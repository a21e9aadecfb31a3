import { kindOf, storedFields } from '../../src/resources';
import type { FieldDef, ResourceDef } from '../../src/resources';

/** Columns every record table has, whatever the resource declares. */
export const SYSTEM_COLUMNS: readonly string[] = ['id', 'created_at', 'updated_at'];

/** The column a field lives in: a hashed kind (passwords) only ever as its hash. */
export const columnOf = (field: FieldDef): string =>
  kindOf(field).hashed ? `${field.name}_hash` : field.name;

const columnFieldsOf = new WeakMap<ResourceDef, readonly FieldDef[]>();

/**
 * The fields that have a column of their own (not confirmations, not the system columns).
 * Worked out once per resource: every row of every list is decoded by it.
 */
export function columnFields(resource: ResourceDef): readonly FieldDef[] {
  let fields = columnFieldsOf.get(resource);
  if (!fields) {
    fields = storedFields(resource).filter((field) => !SYSTEM_COLUMNS.includes(field.name));
    columnFieldsOf.set(resource, fields);
  }
  return fields;
}

const wireFieldsOf = new WeakMap<ResourceDef, readonly FieldDef[]>();

/**
 * The fields a record's wire form carries, in its order: every column field but hashed ones.
 * `fromRow`, SQLite's `json_object` and PostgreSQL's stored JSON all encode these.
 */
export function wireFields(resource: ResourceDef): readonly FieldDef[] {
  let fields = wireFieldsOf.get(resource);
  if (!fields) {
    fields = columnFields(resource).filter((field) => !kindOf(field).hashed);
    wireFieldsOf.set(resource, fields);
  }
  return fields;
}

/** Every column the table of a resource must have. */
export const expectedColumns = (resource: ResourceDef): string[] => [
  ...SYSTEM_COLUMNS,
  ...columnFields(resource).map(columnOf),
];
