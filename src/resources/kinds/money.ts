import { formatGbp } from '../../ui/formatGbp';
import { defineKind, numberCell, numberFilter, toNumber } from './kind';

const toPence = (pounds: number) => Math.round(pounds * 100);
const toPounds = (pence: number) => pence / 100;

/** GBP: pounds with two decimals on the wire and in a file, integer pence in the database. */
export const money = defineKind({
  csvIn: (_field, text) => numberCell(text),
  cardText: (_field, value) => formatGbp(value as number | string),
  toWire: (_field, value) => toNumber(value),
  toColumn: (_field, value) => toPence(Number(value)),
  fromColumn: (_field, value) => toPounds(Number(value)),
  toItem: (_field, value) => (typeof value === 'number' ? toPence(value) : value),
  fromItem: (_field, value) => (typeof value === 'number' ? toPounds(value) : value),
  filterColumn: (_field, value) => numberFilter(value, { scale: 100 }),
});
