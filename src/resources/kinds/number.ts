import { defineKind, fromNumberColumn, numberCell, numberFilter, toNumber } from './kind';
import { bounded, numeric } from './valueChecks';

/** A number, decimals allowed. */
export const number = defineKind({
  schema: (field, attr, { z }) =>
    z.preprocess(
      numeric,
      bounded(z.number({ error: `The ${attr} must be a number.` }), field, attr, -1e12, 1e12),
    ),
  column: () => 'real',
  filterInput: 'number',
  csvIn: (_field, text) => numberCell(text),
  toWire: (_field, value) => toNumber(value),
  fromColumn: fromNumberColumn,
  filterColumn: (_field, value) => numberFilter(value, { integer: false }),
});
