import type { Basket, BasketLine } from '../../api/shop';
import { pence } from '../../api/shop';
import { formatGbp } from '../../../src/ui/formatGbp';

const KIND_LABEL: Record<BasketLine['kind'], string> = {
  course: 'Course',
  bundle: 'Bundle',
  product: 'Product',
  certificate_level: 'Certificate',
};

interface Props {
  basket: Basket;
  busy: boolean;
  onRemove: (line: BasketLine) => void;
}

/** The basket's lines, each with what it is, its price and a way to take it out. */
export function BasketLines({ basket, busy, onRemove }: Props) {
  return (
    <div className="table-scroll">
      <table className="table basket-table">
        <caption className="visually-hidden">Items in your basket</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="table__number">
              Price
            </th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {basket.lines.map((line) => (
            <tr key={line.id}>
              <td>
                <span className="muted">{KIND_LABEL[line.kind]}</span>
                <br />
                <strong>{line.title}</strong>
                {line.for && <span className="muted"> for {line.for}</span>}
                {line.unavailable && <p className="field__error">{line.unavailable}</p>}
                {line.kind === 'bundle' && line.courses.length > 0 && (
                  <p className="muted">Includes {line.courses.map((c) => c.title).join(', ')}.</p>
                )}
              </td>
              <td className="table__number">
                {line.unavailable ? '—' : formatGbp(pence(line.unit_price_pence))}
              </td>
              <td>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={busy}
                  onClick={() => onRemove(line)}
                  aria-label={`Remove ${line.title}`}
                >
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
