import { defineKind, fromNumberColumn, numberFilter } from './kind';
import { numeric } from './valueChecks';

const YES = new Set(['1', 'true', 'yes', 'y']);
const NO = new Set(['0', 'false', 'no', 'n']);

/** 0 or 1 on the wire; Yes or No to people, and either read back. */
export const flag = defineKind({
  schema: (_field, attr, { z }) =>
    z.preprocess(
      (value) =>
        value === true || value === 'true' ? 1 : value === false || value === 'false' ? 0 : numeric(value),
      z.literal([0, 1], { error: `The ${attr} must be 0 or 1.` }),
    ),
  // Never empty: left blank (as a form sends an unticked box) it is 0.
  blank: 'zero',
  column: () => 'integer',
  filterInput: 'flag',
  csvOut: (_field, value) =>
    value === 1 || value === true ? 'Yes' : value === 0 || value === false ? 'No' : value,
  csvIn: (_field, text) => {
    const word = text.trim().toLowerCase();
    return { value: YES.has(word) ? 1 : NO.has(word) ? 0 : text.trim() };
  },
  cardText: (_field, value) => (value === true || Number(value) === 1 ? 'Yes' : 'No'),
  toWire: (_field, value) => {
    if (value === true || value === '1' || value === 'true') return 1;
    if (value === false || value === '0' || value === 'false') return 0;
    return value === '' ? 0 : value;
  },
  fromColumn: fromNumberColumn,
  filterColumn: (_field, value) => numberFilter(value),
});
