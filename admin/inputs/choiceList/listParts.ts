import { fieldLabel, type FieldDef } from '../../../src/resources';

/** The item fields of a list field. */
export const itemFields = (list: FieldDef): readonly FieldDef[] => list.fields ?? [];

/**
 * The list whose items are chosen among by a sibling `itemOf` field (a question's options), and
 * that field (its right answer); undefined for a list without one.
 */
export function choiceParts(list: FieldDef): { options: FieldDef; choice: FieldDef } | undefined {
  const choice = itemFields(list).find((field) => field.itemOf);
  const options = itemFields(list).find((field) => field.name === choice?.itemOf);
  return choice && options?.kind === 'list' ? { options, choice } : undefined;
}

/** How one item is named: the table's `itemLabel`, else the list's label ("Question 2"). */
export const itemName = (list: FieldDef, index: number): string =>
  `${list.itemLabel ?? fieldLabel(list)} ${index + 1}`;

/** The next id of a list of items with ids: one more than the highest, from 1. */
export const nextId = (items: readonly { id?: unknown }[]): number =>
  items.reduce((highest, item) => Math.max(highest, Number(item.id) || 0), 0) + 1;

/** A new item: each field's default, the option list started with its fewest items. */
export function blankItem(list: FieldDef): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const field of itemFields(list)) {
    if (field.kind === 'list') {
      const count = field.minItems ?? field.length ?? 0;
      item[field.name] = Array.from({ length: count }, (_, index) => ({
        ...blankItem(field),
        id: index + 1,
      }));
    } else item[field.name] = field.defaultValue ?? null;
  }
  return item;
}

/** A field's label inside a sentence, as the server's messages say it ("the right answer"). */
export function attributeOf(field: FieldDef): string {
  const label = fieldLabel(field);
  return /^[A-Z][A-Z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}
