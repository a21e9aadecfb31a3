import { defineKind, fromNumberColumn, numberCell, numberFilter, toNumber } from './kind';

/** A number, decimals allowed. */
export const number = defineKind({
  csvIn: (_field, text) => numberCell(text),
  toWire: (_field, value) => toNumber(value),
  fromColumn: fromNumberColumn,
  filterColumn: (_field, value) => numberFilter(value, { integer: false }),
});
