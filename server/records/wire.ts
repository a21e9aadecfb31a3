import { type ColumnContext, type FieldDef, type ResourceDef, kindOf } from '../../src/resources';
import { hashPassword } from '../auth/passwords';
import type { Row } from '../db/schema';
import { columnOf, wireFields } from './columns';
import type { Values } from './validation';

/** What the kinds need of the server to store a value: hashing, and a list's items each way. */
const columns: ColumnContext = {
  hashPassword,
  storedItems: (fields, items) =>
    items.map((item) => {
      const stored: Values = {};
      for (const field of fields) {
        const value = item[field.name];
        if (value !== undefined) stored[field.name] = kindOf(field).toItem(field, value, columns);
      }
      return stored;
    }),
  wireItems: (fields, items) =>
    items.map((item) => {
      const wire: Values = { ...item };
      for (const field of fields)
        if (Object.hasOwn(item, field.name))
          wire[field.name] = kindOf(field).fromItem(field, item[field.name], columns);
      return wire;
    }),
};

/** Checked wire values to columns, as each field's kind stores them. Async for the hashing. */
export async function toRow(resource: ResourceDef, values: Values): Promise<Row> {
  const row: Row = {};
  for (const field of resource.fields) {
    if (field.confirms || !Object.hasOwn(values, field.name)) continue;
    const kind = kindOf(field);
    const value = values[field.name];
    if (value === null || value === undefined) {
      if (!kind.hashed) row[columnOf(field)] = emptyColumn(field);
      continue;
    }
    row[columnOf(field)] = await kind.toColumn(field, value, columns);
  }
  return row;
}

/** The column of an empty field: null, or what its kind stores for its empty value ('[]'). */
const emptyColumn = (field: FieldDef): unknown => {
  const kind = kindOf(field);
  const empty = kind.empty();
  return empty === null ? null : kind.toColumn(field, empty, columns);
};

/** A stored row as the wire format: id first, each field as its kind sends it, never a hash. */
export function fromRow(resource: ResourceDef, row: Row): Values {
  const record: Values = { id: Number(row.id) };
  for (const field of wireFields(resource)) {
    const kind = kindOf(field);
    const value = row[columnOf(field)];
    record[field.name] =
      value === null || value === undefined ? kind.empty() : kind.fromColumn(field, value, columns);
  }
  record.created_at = row.created_at;
  record.updated_at = row.updated_at;
  return record;
}
