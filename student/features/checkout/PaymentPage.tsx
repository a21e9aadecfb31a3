import { type FormEvent, useState } from 'react';
import { Link } from '../../../src/routing/Link';
import { useNavigate, useParams } from 'react-router';
import { ApiError, type FieldErrors } from '../../api/client';
import { type Card, fetchPayment, pence, payWithTestCard } from '../../api/shop';
import { useBasket } from '../../basket/useBasket';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { PageBand } from '../../components/PageBand';
import { usePageTitle } from '../../lib/usePageTitle';
import { useRemote } from '../../lib/useRemote';
import { formatGbp } from '../../../src/ui/formatGbp';
import { FormError } from '../auth/FormError';
import { VatIncludedLine } from '../../components/VatIncludedLine';

const EMPTY: Card = { card_number: '', expiry: '', cvc: '', name: '' };

/** The built-in test provider's payment page: a card form that moves no money. */
function TestCardForm({ orderId, total }: { orderId: number; total: number }) {
  const navigate = useNavigate();
  const { reload } = useBasket();
  const [card, setCard] = useState<Card>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const set = (name: keyof Card) => (event: { target: { value: string } }) =>
    setCard((was) => ({ ...was, [name]: event.target.value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setMessage(null);
    setErrors({});
    try {
      const paid = await payWithTestCard(orderId, card);
      reload();
      navigate(paid.redirect_url);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) setErrors(error.errors);
      else setMessage(error instanceof Error ? error.message : 'The payment failed.');
      setSending(false);
    }
  };

  return (
    <form className="form payment-form" onSubmit={(e) => void submit(e)} aria-label="Card payment" noValidate>
      <FormError message={message} />
      <Field
        label="Card number"
        name="card_number"
        inputMode="numeric"
        autoComplete="cc-number"
        value={card.card_number}
        errors={errors.card_number}
        onChange={set('card_number')}
      />
      <div className="payment-form__row">
        <Field
          label="Expiry"
          name="expiry"
          placeholder="MM/YY"
          hint="MM/YY"
          autoComplete="cc-exp"
          value={card.expiry}
          errors={errors.expiry}
          onChange={set('expiry')}
        />
        <Field
          label="CVC"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={card.cvc}
          errors={errors.cvc}
          onChange={set('cvc')}
        />
      </div>
      <Field
        label="Name on card"
        name="name"
        autoComplete="cc-name"
        value={card.name}
        errors={errors.name}
        onChange={set('name')}
      />
      <button type="submit" className="button" disabled={sending}>
        {sending ? 'Paying…' : `Pay ${formatGbp(pence(total))}`}
      </button>
    </form>
  );
}

export default function PaymentPage() {
  usePageTitle('Payment');
  const orderId = Number(useParams().orderId);
  const { state, reload } = useRemote(`payment-${orderId}`, (signal) => fetchPayment(orderId, signal));
  return (
    <>
      <PageBand title="Payment" />
      <div className="container narrow">
        {state.status === 'loading' && <Loading />}
        {state.status === 'error' && <ErrorNotice error={state.error} onRetry={reload} />}
        {state.status === 'ready' &&
          (state.data.order.status !== 'pending' ? (
            <div className="notice">
              <p>
                Order #{orderId} is {state.data.order.status}.{' '}
                {state.data.order.status === 'paid' ? (
                  <Link to={`/dashboard/orders/${orderId}`}>See the receipt</Link>
                ) : (
                  <Link to="/basket">Back to your basket</Link>
                )}
              </p>
            </div>
          ) : (
            <>
              {state.data.test_mode && (
                <p className="test-mode" role="note">
                  <strong>Test mode — no money moves</strong>
                  <br />
                  Pay with 4242 4242 4242 4242; 4000 0000 0000 0002 is declined.
                </p>
              )}
              <p>
                Order #{orderId}: {state.data.order.items.map((item) => item.title).join(', ')}
              </p>
              <dl className="totals">
                <div className="totals__total">
                  <dt>Total</dt>
                  <dd>{formatGbp(pence(state.data.total_pence))}</dd>
                </div>
                <VatIncludedLine vat={state.data.vat} />
              </dl>
              {state.data.test_mode ? (
                <TestCardForm orderId={orderId} total={state.data.total_pence} />
              ) : (
                <p className="notice">
                  This order is paid on the payment provider&apos;s own page. Check out again from your basket
                  to return there.
                </p>
              )}
              <p>
                <Link to="/basket">Back to your basket</Link>
              </p>
            </>
          ))}
      </div>
    </>
  );
}
