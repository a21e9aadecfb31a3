import { defineKind, fromNumberColumn, numberFilter } from './kind';

const YES = new Set(['1', 'true', 'yes', 'y']);
const NO = new Set(['0', 'false', 'no', 'n']);

/** 0 or 1 on the wire; Yes or No to people, and either read back. */
export const flag = defineKind({
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
