import type { FieldDef } from '../../src/resources';

/** A new item of a list field: the table's default of each item field. */
export function newItem(list: FieldDef, index: number): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const field of list.fields ?? []) {
    if (field.kind === 'list') item[field.name] = fixedItems(field) ?? [];
    // Fixed-size items are numbered from 1 (an exam question's four option ids).
    else if (field.name === 'id' && field.kind === 'integer') item.id = index + 1;
    else item[field.name] = field.defaultValue ?? null;
  }
  return item;
}

/** The items a fixed-size list starts with (exactly four options); undefined when not fixed. */
export function fixedItems(list: FieldDef): Record<string, unknown>[] | undefined {
  if (list.length === undefined) return undefined;
  return Array.from({ length: list.length }, (_, index) => newItem(list, index));
}
