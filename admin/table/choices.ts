import type { FieldDef } from '../../src/resources';

export interface Choice {
  id: string | number;
  name: string;
}

const sentenceCase = (value: string): string =>
  (value.charAt(0).toUpperCase() + value.slice(1)).replace(/_/g, ' ');

/** The label of one value of a choice field: its `choiceLabels` entry, or the value itself. */
export const choiceLabel = (field: FieldDef, value: string | number): string =>
  field.choiceLabels?.[String(value)] ?? sentenceCase(String(value));

/** A choice field's values as react-admin choices. */
export const choicesOf = (field: FieldDef): Choice[] =>
  (field.choices ?? []).map((value) => ({ id: value, name: choiceLabel(field, value) }));

/** A 0/1 flag offered as a choice, for list filters. */
export const FLAG_CHOICES: Choice[] = [
  { id: 1, name: 'Yes' },
  { id: 0, name: 'No' },
];
