/** The Intl options a money column passes to react-admin's NumberField. */
export const GBP_FORMAT: Intl.NumberFormatOptions = { style: 'currency', currency: 'GBP' };
export const GBP_LOCALE = 'en-GB';

// Made on first use, as student/lib/format.ts's date format is: a module-level formatter loads
// the locale's data on every page load.
let gbp: Intl.NumberFormat | undefined;

/** A money amount in pounds, as the site shows it: `49.99` → `£49.99`. Empty for no amount. */
export function formatGbp(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return '';
  gbp ??= new Intl.NumberFormat(GBP_LOCALE, GBP_FORMAT);
  return gbp.format(value);
}
