import type { FieldDef, ResourceDef } from '../../src/resources';
import { hashPassword } from '../auth/passwords';
import type { Row } from '../db/schema';
import { columnOf, wireFields } from './columns';
import type { Values } from './validation';

const toPence = (pounds: number) => Math.round(pounds * 100);
const toPounds = (pence: number) => pence / 100;

function listToStored(fields: readonly FieldDef[], items: readonly Values[]): Values[] {
  return items.map((item) => {
    const stored: Values = {};
    for (const field of fields) {
      const value = item[field.name];
      if (value === undefined) continue;
      if (field.kind === 'money' && typeof value === 'number') stored[field.name] = toPence(value);
      else if (field.kind === 'list' && Array.isArray(value))
        stored[field.name] = listToStored(field.fields ?? [], value as Values[]);
      else stored[field.name] = value;
    }
    return stored;
  });
}

function listFromStored(fields: readonly FieldDef[], items: readonly Values[]): Values[] {
  return items.map((item) => {
    const wire: Values = { ...item };
    for (const field of fields) {
      const value = item[field.name];
      if (field.kind === 'money' && typeof value === 'number') wire[field.name] = toPounds(value);
      else if (field.kind === 'list' && Array.isArray(value))
        wire[field.name] = listFromStored(field.fields ?? [], value as Values[]);
    }
    return wire;
  });
}

/** Checked wire values to columns: pence, JSON text, password hashes. Async for the hashing. */
export async function toRow(resource: ResourceDef, values: Values): Promise<Row> {
  const row: Row = {};
  for (const field of resource.fields) {
    if (field.confirms || !Object.hasOwn(values, field.name)) continue;
    const value = values[field.name];
    const column = columnOf(field);
    if (value === null || value === undefined) {
      if (field.kind !== 'password') row[column] = field.kind === 'references' ? '[]' : null;
      continue;
    }
    switch (field.kind) {
      case 'money':
        row[column] = toPence(Number(value));
        break;
      case 'references':
        row[column] = JSON.stringify(value);
        break;
      case 'list':
        row[column] = JSON.stringify(listToStored(field.fields ?? [], value as Values[]));
        break;
      case 'password':
        row[column] = await hashPassword(String(value));
        break;
      default:
        row[column] = value;
    }
  }
  return row;
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A stored row as the wire format: id first, pounds, arrays, and never a password hash. */
export function fromRow(resource: ResourceDef, row: Row): Values {
  const record: Values = { id: Number(row.id) };
  for (const field of wireFields(resource)) {
    const value = row[columnOf(field)];
    if (value === null || value === undefined) {
      record[field.name] = field.kind === 'references' ? [] : null;
      continue;
    }
    switch (field.kind) {
      case 'money':
        record[field.name] = toPounds(Number(value));
        break;
      case 'references': {
        const ids = parseJson(value);
        record[field.name] = Array.isArray(ids) ? ids : [];
        break;
      }
      case 'list': {
        const items = parseJson(value);
        record[field.name] = Array.isArray(items)
          ? listFromStored(field.fields ?? [], items as Values[])
          : null;
        break;
      }
      case 'integer':
      case 'number':
      case 'flag':
      case 'reference':
        record[field.name] = Number(value);
        break;
      default:
        record[field.name] = value;
    }
  }
  record.created_at = row.created_at;
  record.updated_at = row.updated_at;
  return record;
}
