import { choiceLabel, type FieldDef } from '../../src/resources';

export interface Choice {
  id: string | number;
  name: string;
}

/** A choice field's values as react-admin choices. */
export const choicesOf = (field: FieldDef): Choice[] =>
  (field.choices ?? []).map((value) => ({ id: value, name: choiceLabel(field, value) }));

/** A 0/1 flag offered as a choice, for list filters. */
export const FLAG_CHOICES: Choice[] = [
  { id: 1, name: 'Yes' },
  { id: 0, name: 'No' },
];
