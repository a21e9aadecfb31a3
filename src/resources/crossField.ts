import type { CrossFieldRule } from './types';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const asNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
};

/** a − b's sign: numbers as numbers, dates by the calendar; undefined when they cannot be compared. */
function compare(a: unknown, b: unknown): number | undefined {
  const [x, y] = [asNumber(a), asNumber(b)];
  if (x !== undefined && y !== undefined) return Math.sign(x - y);
  if (typeof a !== 'string' || typeof b !== 'string') return undefined;
  const [s, t] = [Date.parse(a), Date.parse(b)];
  if (Number.isNaN(s) || Number.isNaN(t)) return undefined;
  return Math.sign(s - t);
}

/** A list is compared by its number of items (an exam's questions). */
const sizeOf = (value: unknown): unknown => (Array.isArray(value) ? value.length : value);

/** Whether `record` breaks `rule`; a rule whose values are missing or of another kind holds. */
export function breaks(rule: CrossFieldRule, record: Readonly<Record<string, unknown>>): boolean {
  if (rule.when && record[rule.when.field] !== rule.when.equals) return false;
  const value = record[rule.field];
  if (isEmpty(value)) return false;
  if (rule.max !== undefined && (compare(value, rule.max) ?? 0) > 0) return true;
  if (rule.notAbove !== undefined && !isEmpty(record[rule.notAbove]))
    if ((compare(value, sizeOf(record[rule.notAbove])) ?? 0) > 0) return true;
  if (rule.notBelow !== undefined && !isEmpty(record[rule.notBelow]))
    if ((compare(value, record[rule.notBelow]) ?? 0) < 0) return true;
  return false;
}

/** Each broken rule's message, by the field it is given on (the first message of a field). */
export function crossFieldErrors(
  rules: readonly CrossFieldRule[] | undefined,
  record: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const rule of rules ?? [])
    if (!errors[rule.field] && breaks(rule, record)) errors[rule.field] = rule.message;
  return errors;
}
