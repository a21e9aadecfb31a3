const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Pence as a person reads them: 7999 → "£79.99". */
export const money = (pence: number): string => gbp.format(pence / 100);
