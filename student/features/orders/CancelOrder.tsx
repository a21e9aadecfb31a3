import { useRef, useState } from 'react';
import { Link } from '../../../src/routing/Link';
import { type Receipt, cancelOrder } from '../../api/shop';
import { formatDateTime } from '../../lib/format';
import { formatGbp } from '../../../src/ui/formatGbp';
import { legalPath } from '../../../src/contract/legalPages';

interface Props {
  receipt: Receipt;
  /** The receipt as the cancellation left it, and what to tell the student. */
  onCancelled: (receipt: Receipt, message: string) => void;
}

/**
 * The buyer's right to cancel: within 14 days of paying and before starting, Cancel and refund,
 * confirmed, refunds the order at once. Otherwise the reason it can no longer be cancelled here.
 */
export function CancelOrder({ receipt, onCancelled }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const cancellation = receipt.cancellation;
  if (!cancellation || receipt.status === 'pending') return null;

  const cancel = async () => {
    setSending(true);
    setProblem(null);
    try {
      const answer = await cancelOrder(receipt.id);
      onCancelled(answer.data, answer.message);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The order could not be cancelled.');
      setSending(false);
      setConfirming(false);
    }
  };

  return (
    <section className="cancel-order" aria-labelledby="cancel-order-title">
      <h3 id="cancel-order-title" ref={heading} tabIndex={-1}>
        Your right to cancel
      </h3>
      <div role="alert">{problem && <p className="notice notice--error">{problem}</p>}</div>
      {!cancellation.allowed ? (
        cancellation.reason && <p>{cancellation.reason}</p>
      ) : !confirming ? (
        <>
          <p>
            You can cancel this order and be refunded in full until{' '}
            {cancellation.until ? formatDateTime(cancellation.until) : 'the 14 days end'}, as long as you have
            not started it. See our <Link to={legalPath('refund-policy')}>Refund policy</Link>.
          </p>
          <p>
            <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
              Cancel and refund
            </button>
          </p>
        </>
      ) : (
        <div role="group" aria-labelledby="cancel-order-confirm">
          <p id="cancel-order-confirm">
            <strong>
              Cancel order #{receipt.id} and refund {formatGbp(receipt.total)} to your card?
            </strong>{' '}
            The courses it bought leave your account straight away.
          </p>
          <p className="actions">
            <button
              type="button"
              className="button button--danger"
              disabled={sending}
              onClick={() => void cancel()}
            >
              {sending ? 'Cancelling…' : 'Yes, cancel and refund'}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={sending}
              onClick={() => {
                setConfirming(false);
                heading.current?.focus();
              }}
            >
              Keep my order
            </button>
          </p>
        </div>
      )}
    </section>
  );
}
