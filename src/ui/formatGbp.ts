const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** A money amount in pounds, as DESIGN.md shows it: `49.99` → `£49.99`. Empty for no amount. */
export function formatGbp(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? gbp.format(value) : '';
}

/** The Intl options a money column passes to react-admin's NumberField. */
export const GBP_FORMAT: Intl.NumberFormatOptions = { style: 'currency', currency: 'GBP' };
export const GBP_LOCALE = 'en-GB';
