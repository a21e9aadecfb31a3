import { defineKind, numberCell, toNumber } from './kind';

/** A number, decimals allowed. */
export const number = defineKind({
  csvIn: (_field, text) => numberCell(text),
  toWire: (_field, value) => toNumber(value),
});
