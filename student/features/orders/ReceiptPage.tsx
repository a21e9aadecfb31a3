import { useEffect, useRef, useState } from 'react';
import { Link } from '../../../src/routing/Link';
import { useParams, useSearchParams } from 'react-router';
import { type Receipt, fetchReceipt } from '../../api/shop';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { PageBand } from '../../components/PageBand';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { useRemote } from '../../lib/useRemote';
import { formatGbp } from '../../../src/ui/formatGbp';
import { CancelOrder } from './CancelOrder';
import { statusLabel } from './statusLabel';
import { VatDocumentLinks } from './VatDocumentLinks';
import { vatLineLabel } from '../../../src/contract/vatLine';

/** The course the order bought, in the player; My courses when it bought several, or none. */
const startLearningPath = (receipt: Receipt): string =>
  receipt.enrolled_course_ids.length === 1 && receipt.first_course_slug
    ? `/learn/${encodeURIComponent(receipt.first_course_slug)}`
    : '/dashboard/courses';

function ReceiptBody({
  receipt,
  onCancelled,
}: {
  receipt: Receipt;
  onCancelled: (receipt: Receipt, message: string) => void;
}) {
  const paid = receipt.status === 'paid';
  return (
    <article className="receipt" aria-labelledby="receipt-title">
      {paid && (
        <p className="receipt__thanks">
          Thank you for your order. Your receipt is below, and has been sent by email.
        </p>
      )}
      <h2 id="receipt-title">Receipt for order #{receipt.id}</h2>
      <dl className="receipt__facts">
        <div>
          <dt>Date</dt>
          <dd>
            <time dateTime={receipt.paid_at ?? receipt.created_at}>
              {formatDate(receipt.paid_at ?? receipt.created_at)}
            </time>
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{statusLabel[receipt.status] ?? receipt.status}</dd>
        </div>
        {receipt.payment_reference && (
          <div>
            <dt>Payment reference</dt>
            <dd>{receipt.payment_reference}</dd>
          </div>
        )}
        {receipt.delivery_address && (
          <div>
            <dt>Deliver to</dt>
            <dd className="address">
              {receipt.delivery_address.split('\n').map((line) => (
                <span key={line} style={{ display: 'block' }}>
                  {line}
                </span>
              ))}
            </dd>
          </div>
        )}
        {receipt.dispatched_at && (
          <div>
            <dt>Dispatched</dt>
            <dd>
              {new Date(receipt.dispatched_at).toLocaleDateString('en-GB')}
              {receipt.tracking_reference ? `, tracking reference ${receipt.tracking_reference}` : ''}
            </dd>
          </div>
        )}
      </dl>
      <table className="table">
        <caption className="visually-hidden">Order lines</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="table__number">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.items.map((item, index) => (
            <tr key={index}>
              <td>{item.title}</td>
              <td className="table__number">{formatGbp(item.unit_price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Subtotal</th>
            <td className="table__number">{formatGbp(receipt.subtotal)}</td>
          </tr>
          {receipt.discount > 0 && (
            <tr>
              <th scope="row">Discount{receipt.coupon_code ? ` (${receipt.coupon_code})` : ''}</th>
              <td className="table__number">−{formatGbp(receipt.discount)}</td>
            </tr>
          )}
          <tr>
            <th scope="row">Total</th>
            <td className="table__number">{formatGbp(receipt.total)}</td>
          </tr>
          {receipt.vat && (
            <tr>
              <th scope="row">{vatLineLabel(receipt.vat.rate_percent)}</th>
              <td className="table__number">{formatGbp(receipt.vat.included_pence / 100)}</td>
            </tr>
          )}
          {receipt.refunds.map((refund) => (
            <tr key={refund.id}>
              <th scope="row">
                Refunded on <time dateTime={refund.at}>{formatDate(refund.at)}</time>
              </th>
              <td className="table__number">−{formatGbp(refund.amount_pence / 100)}</td>
            </tr>
          ))}
        </tfoot>
      </table>
      <VatDocumentLinks receipt={receipt} />
      <p className="receipt__actions">
        {paid && (
          <Link to={startLearningPath(receipt)} className="button">
            Start learning
          </Link>
        )}
        <button type="button" className="button button--ghost" onClick={() => window.print()}>
          Print receipt
        </button>
        <Link to="/dashboard/orders">All orders</Link>
      </p>
      <CancelOrder receipt={receipt} onCancelled={onCancelled} />
    </article>
  );
}

export default function ReceiptPage() {
  const orderId = Number(useParams().id);
  usePageTitle(`Order #${orderId}`);
  const { state, reload } = useRemote(`receipt-${orderId}`, (signal) => fetchReceipt(orderId, signal));
  // A cancellation answers the receipt as it left it, shown in place of the one loaded.
  const [cancelled, setCancelled] = useState<{ receipt: Receipt; message: string } | null>(null);
  // Back from Stripe Checkout, the payment's webhook may arrive a moment after the student does.
  const [params] = useSearchParams();
  const waiting = params.get('paid') === '1' && state.status === 'ready' && state.data.status === 'pending';
  const tries = useRef(0);
  useEffect(() => {
    if (!waiting || tries.current >= 20) return;
    const timer = setTimeout(() => {
      tries.current += 1;
      reload();
    }, 1500);
    return () => clearTimeout(timer);
  }, [waiting, state, reload]);
  return (
    <>
      <PageBand
        title={state.status === 'ready' && state.data.status === 'paid' ? 'Thank you' : `Order #${orderId}`}
      />
      <div className="container narrow">
        {state.status === 'loading' && <Loading />}
        {state.status === 'error' && <ErrorNotice error={state.error} onRetry={reload} />}
        {waiting && (
          <p role="status" className="notice">
            Waiting for the payment provider to confirm your payment…
          </p>
        )}
        <div role="status">{cancelled && <p className="notice notice--success">{cancelled.message}</p>}</div>
        {state.status === 'ready' && (
          <ReceiptBody
            receipt={cancelled?.receipt ?? state.data}
            onCancelled={(receipt, message) => setCancelled({ receipt, message })}
          />
        )}
      </div>
    </>
  );
}
