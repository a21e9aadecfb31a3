import { type VatIncluded, vatLineLabel } from '../../src/contract/vatLine';
import { formatGbp } from '../../src/ui/formatGbp';

/** "VAT (20%) included £9.17" as a row of a totals list; nothing when no VAT is charged. */
export function VatIncludedLine({ vat }: { vat: VatIncluded | null | undefined }) {
  if (!vat) return null;
  return (
    <div className="totals__vat">
      <dt>{vatLineLabel(vat.rate_percent)}</dt>
      <dd>{formatGbp(vat.included_pence / 100)}</dd>
    </div>
  );
}
