/** The VAT a total holds, as every page, mail and document of the shop names it. */
export interface VatIncluded {
  /** Percent: 20. */
  rate_percent: number;
  /** Pence of VAT inside the total. */
  included_pence: number;
}

/** The rate as a person reads it: 20 → "20%", 17.5 → "17.5%". */
export const ratePercentText = (ratePercent: number): string => `${Number(ratePercent.toFixed(2))}%`;

/** The label of the line that shows the VAT in a total: "VAT (20%) included". */
export const vatLineLabel = (ratePercent: number): string => `VAT (${ratePercentText(ratePercent)}) included`;
