/**
 * A list filter between two dates: a field the table marks `filterable: 'range'` (the audit
 * log's "When") is filtered by `{gte, lte}`, either bound left out at will, each a day
 * (`YYYY-MM-DD`) or an ISO time (docs/API.md, list options). Read the same way by the server and
 * by the console's own lists against a server without list options (src/api/clientLists.ts).
 */
import { isObject } from './isObject';
import { kindOf } from '../resources/kinds';
import type { FieldDef } from '../resources/types';

/** Stored values at or after `from` and before `until`, compared as text (ISO order). */
export interface Bounds {
  from?: string;
  until?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayAfter = (day: string): string => {
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

/** A bound as the field stores it, and whether it is a whole day; undefined when no date at all. */
function boundOf(field: FieldDef, value: unknown): { at: string; day: boolean } | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  if (DAY.test(text)) {
    if (Number.isNaN(Date.parse(`${text}T00:00:00.000Z`))) return undefined;
    return { at: kindOf(field).calendar === 'moment' ? `${text}T00:00:00.000Z` : text, day: true };
  }
  const time = Date.parse(text);
  if (Number.isNaN(time)) return undefined;
  const iso = new Date(time).toISOString();
  return { at: kindOf(field).calendar === 'moment' ? iso : iso.slice(0, 10), day: false };
}

/**
 * The bounds a range filter asks for: from the start of its `gte` day (or time) to the end of
 * its `lte` day (or that time, included). Days are UTC days, as the stored times are UTC.
 * Undefined when the value is no `{gte?, lte?}` of dates.
 */
export function boundsOf(field: FieldDef, value: unknown): Bounds | undefined {
  if (!isObject(value) || Object.keys(value).some((key) => key !== 'gte' && key !== 'lte')) return undefined;
  const bounds: Bounds = {};
  if (value.gte !== undefined && value.gte !== '' && value.gte !== null) {
    const from = boundOf(field, value.gte);
    if (!from) return undefined;
    bounds.from = from.at;
  }
  if (value.lte !== undefined && value.lte !== '' && value.lte !== null) {
    const to = boundOf(field, value.lte);
    if (!to) return undefined;
    // To the end of its day, or just past its time.
    bounds.until =
      kindOf(field).calendar !== 'moment'
        ? dayAfter(to.at)
        : to.day
          ? `${dayAfter(to.at.slice(0, 10))}T00:00:00.000Z`
          : new Date(Date.parse(to.at) + 1).toISOString();
  }
  return bounds;
}

/** Whether a stored value lies within the bounds. */
export const withinBounds = (value: unknown, { from, until }: Bounds): boolean =>
  typeof value === 'string' &&
  value !== '' &&
  (from === undefined || value >= from) &&
  (until === undefined || value < until);
