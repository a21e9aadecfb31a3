import type { FieldDef } from '../types';
import { defineKind, numberFilter, textFilter, toNumber } from './kind';
import { numeric } from './valueChecks';

const sentenceCase = (value: string): string =>
  (value.charAt(0).toUpperCase() + value.slice(1)).replace(/_/g, ' ');

/**
 * The label of one value of a choice field, as the console shows it and the CSV export writes
 * it: its `choiceLabels` entry, or the value in sentence case ("percent": Percent).
 */
export const choiceLabel = (field: FieldDef, value: string | number): string =>
  field.choiceLabels?.[String(value)] ?? sentenceCase(String(value));

const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The value a choice field's text names, read back as the export wrote it: a value, or its
 * label; `undefined` when the text names no choice.
 */
export const choiceOf = (field: FieldDef, text: string): string | number | undefined =>
  (field.choices ?? []).find(
    (choice) =>
      normal(String(choice)) === normal(text) || normal(choiceLabel(field, choice)) === normal(text),
  );

/** Choices declared as numbers (role ids) rather than strings. */
const numbered = (field: FieldDef): boolean => (field.choices ?? []).every((one) => typeof one === 'number');

/** One of `choices`: shown and exported by its label, read back by its value or its label. */
export const choice = defineKind({
  schema: (field, attr, { z }) => {
    const choices = field.choices ?? [];
    const message = `The selected ${attr} is invalid; choose one of: ${choices.join(', ')}.`;
    return z.preprocess(
      (value) => (numbered(field) ? numeric(value) : typeof value === 'string' ? value.trim() : value),
      choices.length > 0 ? z.literal(choices, { error: message }) : z.never({ error: message }),
    );
  },
  column: (field) => (numbered(field) ? 'integer' : 'text'),
  filterInput: 'choice',
  csvOut: (field, value) =>
    typeof value === 'string' || typeof value === 'number' ? choiceLabel(field, value) : value,
  csvIn: (field, text) => ({ value: choiceOf(field, text.trim()) ?? text.trim() }),
  cardText: (field, value) => choiceLabel(field, value as string | number),
  // Choices stay strings unless the table declares them as numbers (role ids).
  toWire: (field, value) => {
    if (value === '') return null;
    return numbered(field) ? toNumber(value) : value;
  },
  filterColumn: (field, value) => (numbered(field) ? numberFilter(value) : textFilter(value)),
});
