import { INTEGER_MAX } from '../fieldRules';
import { defineKind, fromNumberColumn, numberCell, numberFilter, toNumber } from './kind';
import { bounded, numeric } from './valueChecks';

/** A whole number. */
export const integer = defineKind({
  schema: (field, attr, { z }) =>
    z.preprocess(
      numeric,
      bounded(
        z.number({ error: `The ${attr} must be a whole number.` }).int(`The ${attr} must be a whole number.`),
        field,
        attr,
        -INTEGER_MAX,
        INTEGER_MAX,
      ),
    ),
  column: () => 'integer',
  filterInput: 'number',
  csvIn: (_field, text) => numberCell(text),
  toWire: (_field, value) => toNumber(value),
  fromColumn: fromNumberColumn,
  filterColumn: (_field, value) => numberFilter(value),
});
