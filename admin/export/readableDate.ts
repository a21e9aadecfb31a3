const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** A `date` field (YYYY-MM-DD) as people write it: 5 Mar 2026. Read as a calendar day, in no zone. */
export function readableDate(value: string): string {
  const day = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? value : day.toLocaleDateString('en-GB', { ...DAY, timeZone: 'UTC' });
}

/** A `datetime` field (ISO 8601) in the reader's own time: 5 Mar 2026, 14:07. */
export function readableDateTime(value: string): string {
  const at = new Date(value);
  return Number.isNaN(at.getTime())
    ? value
    : at.toLocaleString('en-GB', { ...DAY, hour: '2-digit', minute: '2-digit' });
}
