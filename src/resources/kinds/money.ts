import { formatGbp } from '../../ui/formatGbp';
import { defineKind, numberCell, toNumber } from './kind';

/** GBP: pounds with two decimals on the wire and in a file, integer pence in the database. */
export const money = defineKind({
  csvIn: (_field, text) => numberCell(text),
  cardText: (_field, value) => formatGbp(value as number | string),
  toWire: (_field, value) => toNumber(value),
});
