/**
 * VAT in prices that include it, in integer pence: the one place the shop works it out (the
 * basket, the payment page, the receipt and its mail, the invoice and credit note, Stripe).
 *
 * The VAT of a sale is worked out once, on its total (HMRC allows VAT to be worked out per line
 * or on the invoice's total), and rounded to the nearest penny, a half penny up: a retailer
 * working from prices that include VAT must not round down. On the total, the VAT is always the
 * rate's share of what the buyer paid, to the penny, whatever the number of lines and however a
 * coupon falls across them; per line, a basket of many small lines would carry up to half a
 * penny of rounding for each. The invoice still shows each line's VAT: the total's VAT shared
 * among the lines by their prices (largest remainder), so the lines add up to the total.
 * docs/vat.md says more.
 */

/** The rate in hundredths of a percent: 20 → 2000, 17.5 → 1750. */
const basisPoints = (ratePercent: number) => Math.round(ratePercent * 100);

/**
 * The VAT inside an amount that includes it, rounded to the nearest penny (a half penny up, a
 * negative amount's away from zero): 120 pence at 20% hold 20.
 */
export function vatIncluded(grossPence: number, ratePercent: number): number {
  const rate = basisPoints(ratePercent);
  if (rate <= 0 || grossPence === 0) return 0;
  const whole = 10_000 + rate;
  const magnitude = Math.floor((2 * Math.abs(grossPence) * rate + whole) / (2 * whole));
  return grossPence < 0 ? -magnitude : magnitude;
}

/** One amount split into what is before VAT and the VAT in it; pence. */
export interface VatSplit {
  gross: number;
  net: number;
  vat: number;
}

/** A sale's VAT: the total's, and each line's share of it. */
export interface VatBreakdown {
  ratePercent: number;
  lines: VatSplit[];
  total: VatSplit;
}

/**
 * The VAT of a sale of lines at VAT-inclusive prices (pence; a discount is a negative line):
 * worked out on the total (`vatIncluded`), then shared among the lines in proportion to their
 * exact VAT, each line its share rounded down and the pennies left to the lines with the
 * largest remainders, so the lines' VAT adds up to the total's.
 */
export function vatBreakdown(linesGross: readonly number[], ratePercent: number): VatBreakdown {
  const rate = basisPoints(ratePercent);
  const whole = 10_000 + rate;
  const totalGross = linesGross.reduce((sum, gross) => sum + gross, 0);
  const totalVat = vatIncluded(totalGross, ratePercent);
  // Each line's exact VAT is gross × rate / whole: its floor, and what is left over, in 1/whole pence.
  const shares = linesGross.map((gross, index) => {
    const exact = gross * rate;
    const floor = Math.floor(exact / whole);
    return { index, vat: floor, left: exact - floor * whole };
  });
  let pennies = totalVat - shares.reduce((sum, share) => sum + share.vat, 0);
  const byRemainder = [...shares].sort((a, b) => b.left - a.left || a.index - b.index);
  for (const share of byRemainder) {
    if (pennies <= 0) break;
    share.vat += 1;
    pennies -= 1;
  }
  return {
    ratePercent,
    lines: shares.map(({ vat }, index) => ({ gross: linesGross[index], net: linesGross[index] - vat, vat })),
    total: { gross: totalGross, net: totalGross - totalVat, vat: totalVat },
  };
}
