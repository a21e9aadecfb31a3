import type { Basket } from '../../api/shop';
import { pence } from '../../api/shop';
import { formatGbp } from '../../../src/ui/formatGbp';
import { VatIncludedLine } from '../../components/VatIncludedLine';

/** Subtotal (delivery included), the delivery charge, discount, total and the VAT it holds, in GBP. */
export function BasketSummary({ basket }: { basket: Basket }) {
  return (
    <dl className="totals">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatGbp(pence(basket.subtotal_pence))}</dd>
      </div>
      {basket.delivery && (
        <div>
          <dt>Delivery ({basket.delivery.delivery_time})</dt>
          <dd>{formatGbp(pence(basket.delivery.pence))}</dd>
        </div>
      )}
      <div>
        <dt>Discount</dt>
        <dd>{basket.discount_pence > 0 ? `−${formatGbp(pence(basket.discount_pence))}` : formatGbp(0)}</dd>
      </div>
      <div className="totals__total">
        <dt>Total</dt>
        <dd>{formatGbp(pence(basket.total_pence))}</dd>
      </div>
      <VatIncludedLine vat={basket.vat} />
    </dl>
  );
}
