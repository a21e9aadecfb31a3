import { formatGbp } from '../../ui/formatGbp';
import { MONEY_MAX } from '../fieldRules';
import { defineKind, numberCell, numberFilter, toNumber } from './kind';
import { bounded, numeric } from './valueChecks';

const toPence = (pounds: number) => Math.round(pounds * 100);
const toPounds = (pence: number) => pence / 100;

/** GBP: pounds with two decimals on the wire and in a file, integer pence in the database. */
export const money = defineKind({
  schema: (field, attr, { z }) =>
    z
      .preprocess(
        numeric,
        bounded(
          z.number({ error: `The ${attr} must be an amount in pounds.` }),
          field,
          attr,
          0,
          MONEY_MAX,
        ).refine(
          (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
          `The ${attr} may have at most two decimal places.`,
        ),
      )
      .meta({ description: 'Pounds, at most two decimals.' }),
  column: () => 'integer',
  filterInput: 'number',
  csvIn: (_field, text) => numberCell(text),
  cardText: (_field, value) => formatGbp(value as number | string),
  toWire: (_field, value) => toNumber(value),
  toColumn: (_field, value) => toPence(Number(value)),
  fromColumn: (_field, value) => toPounds(Number(value)),
  toItem: (_field, value) => (typeof value === 'number' ? toPence(value) : value),
  fromItem: (_field, value) => (typeof value === 'number' ? toPounds(value) : value),
  filterColumn: (_field, value) => numberFilter(value, { scale: 100 }),
});
