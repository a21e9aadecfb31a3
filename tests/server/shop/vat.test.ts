/**
 * The VAT in prices that include it (server/shop/vat.ts): worked out once on the total, to the
 * nearest penny with a half penny up, and shared among the lines so they add up to it.
 */
import { describe, expect, it } from 'vitest';
import { vatBreakdown, vatIncluded } from '../../../server/shop/vat';
import { ratePercentText, vatLineLabel } from '../../../src/contract/vatLine';

describe('the VAT a price including it holds', () => {
  it('is a sixth of a price at 20%, to the penny', () => {
    expect(vatIncluded(120, 20)).toBe(20);
    expect(vatIncluded(7999, 20)).toBe(1333); // 1333.17
    expect(vatIncluded(4000, 20)).toBe(667); // 666.67
    expect(vatIncluded(2450, 20)).toBe(408); // 408.33
  });

  it('rounds a half penny up and anything less down', () => {
    expect(vatIncluded(3, 20)).toBe(1); // 0.5
    expect(vatIncluded(1, 20)).toBe(0); // 0.17
    expect(vatIncluded(2, 20)).toBe(0); // 0.33
    expect(vatIncluded(4, 20)).toBe(1); // 0.67
    expect(vatIncluded(9, 20)).toBe(2); // 1.5
    expect(vatIncluded(-9, 20)).toBe(-2);
  });

  it('follows another rate, a fraction of a percent included', () => {
    expect(vatIncluded(105, 5)).toBe(5);
    expect(vatIncluded(1175, 17.5)).toBe(175);
    expect(vatIncluded(1000, 17.5)).toBe(149); // 148.94
    expect(vatIncluded(1000, 0)).toBe(0);
  });
});

describe('a sale’s VAT, line by line', () => {
  it('is worked out on the total, not summed from rounded lines', () => {
    // Two lines of 3p: 0.5p of VAT each, 1p on the total (per line it would be 2p).
    const sale = vatBreakdown([3, 3], 20);
    expect(sale.total).toEqual({ gross: 6, net: 5, vat: 1 });
    expect(sale.lines.map((line) => line.vat)).toEqual([1, 0]);
  });

  it('shares the total’s VAT among the lines so they add up to it', () => {
    const sale = vatBreakdown([3000, 2500, 1200, 999], 20);
    expect(sale.total.vat).toBe(vatIncluded(7699, 20));
    expect(sale.lines.reduce((sum, line) => sum + line.vat, 0)).toBe(sale.total.vat);
    expect(sale.lines.map((line) => line.vat)).toEqual([500, 417, 200, 166]);
    for (const line of sale.lines) expect(line.net + line.vat).toBe(line.gross);
  });

  it('takes a discount off as a line of its own, its VAT with it', () => {
    const sale = vatBreakdown([4000, 2500, -650], 20);
    expect(sale.total).toEqual({ gross: 5850, net: 4875, vat: 975 });
    expect(sale.lines).toEqual([
      { gross: 4000, net: 3333, vat: 667 },
      { gross: 2500, net: 2083, vat: 417 },
      { gross: -650, net: -541, vat: -109 },
    ]);
  });

  it('is nothing at a rate of nought', () => {
    expect(vatBreakdown([500, 250], 0).total).toEqual({ gross: 750, net: 750, vat: 0 });
  });
});

describe('the VAT line’s words', () => {
  it('name the rate as a person writes it', () => {
    expect(vatLineLabel(20)).toBe('VAT (20%) included');
    expect(ratePercentText(17.5)).toBe('17.5%');
  });
});
