import { useEffect, useRef, useState } from 'react';
import { Link } from '../../../src/routing/Link';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError, type FieldErrors } from '../../api/client';
import {
  type DeliveryAddress,
  type Basket,
  type BasketLine,
  addToBasket,
  applyCoupon,
  checkout,
  fetchBasket,
  removeCoupon,
  removeFromBasket,
} from '../../api/shop';
import type { FromState } from '../../app/RequireUser';
import { useBasket } from '../../basket/useBasket';
import { Loading } from '../../components/Loading';
import { PageBand } from '../../components/PageBand';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSession } from '../../session/useSession';
import { parseAddParam } from './addParam';
import { BasketLines } from './BasketLines';
import { BasketSummary } from './BasketSummary';
import { DeliveryAddressFields } from './DeliveryAddress';

const NO_ADDRESS: DeliveryAddress = { name: '', line1: '', line2: '', town: '', postcode: '' };
import { CouponForm } from './CouponForm';
import { AccessConsent } from '../checkout/AccessConsent';

type Notice = { kind: 'success' | 'error'; text: string } | null;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong.');

/** Goes to where the student pays: this site's own page, or the provider's (Stripe Checkout). */
function useGoTo() {
  const navigate = useNavigate();
  return (url: string) => {
    if (url.startsWith('/') && !url.startsWith('//')) navigate(url);
    else window.location.assign(url);
  };
}

function VisitorBasket() {
  const location = useLocation();
  const state: FromState = { from: `${location.pathname}${location.search}` };
  // Someone who clicked "Add to basket" signs in first and comes back to this exact address.
  if (parseAddParam(new URLSearchParams(location.search).get('add')))
    return <Navigate to="/login" replace state={state} />;
  return (
    <div className="container narrow">
      <p>Log in or create an account to fill your basket. It is kept for you on every device.</p>
      <p className="actions">
        <Link to="/login" state={state} className="button">
          Log in
        </Link>
        <Link to="/register" state={state} className="button button--ghost">
          Register
        </Link>
      </p>
    </div>
  );
}

function StudentBasket() {
  const { basket, setBasket } = useBasket();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const goTo = useGoTo();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [address, setAddress] = useState<DeliveryAddress>(NO_ADDRESS);
  const [addressErrors, setAddressErrors] = useState<FieldErrors>({});
  const [consent, setConsent] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // Read once: the page takes the parameter away as soon as it has acted on it.
  const [add] = useState(() => params.get('add'));
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const request = parseAddParam(add);
    if (add && !request)
      setNotice({ kind: 'error', text: 'That link does not name something that can be bought.' });
    const work = request
      ? addToBasket(request.kind, request.id, request.courseId).then(
          (fresh) => {
            const line = fresh.lines.find((l) => l.kind === request.kind && l.item_id === request.id);
            setNotice({ kind: 'success', text: `${line?.title ?? 'The item'} is in your basket.` });
            return fresh;
          },
          (error: unknown) => {
            setNotice({ kind: 'error', text: messageOf(error) });
            return fetchBasket();
          },
        )
      : fetchBasket();
    if (add) navigate('/basket', { replace: true });
    work
      .then(setBasket, (error: unknown) => setNotice({ kind: 'error', text: messageOf(error) }))
      .finally(() => setLoaded(true));
  }, [add, navigate, setBasket]);

  const change = async (work: () => Promise<Basket>, success?: string) => {
    setBusy(true);
    try {
      setBasket(await work());
      setNotice(success ? { kind: 'success', text: success } : null);
    } catch (error) {
      setNotice({ kind: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const apply = async (code: string): Promise<readonly string[]> => {
    setBusy(true);
    try {
      setBasket(await applyCoupon(code));
      setNotice({ kind: 'success', text: 'Coupon applied.' });
      return [];
    } catch (error) {
      setNotice(null);
      if (error instanceof ApiError && error.errors.code) return error.errors.code;
      return [messageOf(error)];
    } finally {
      setBusy(false);
    }
  };

  const startCheckout = async (current: Basket) => {
    setBusy(true);
    setNotice(null);
    setAddressErrors({});
    try {
      const { redirect_url } = await checkout(
        current.total_pence,
        current.delivery ? address : undefined,
        current.digital_content && consent,
      );
      goTo(redirect_url);
    } catch (error) {
      const fresh = await fetchBasket().catch(() => null);
      if (fresh) setBasket(fresh);
      // The basket is at checkout already: carry on paying for that order.
      if (error instanceof ApiError && error.status === 409 && fresh?.checkout_order_id) {
        navigate(`/checkout/pay/${fresh.checkout_order_id}`);
        return;
      }
      if (error instanceof ApiError) setAddressErrors(error.errors);
      setNotice({ kind: 'error', text: messageOf(error) });
      setBusy(false);
    }
  };

  const remove = (line: BasketLine) =>
    void change(() => removeFromBasket(line.id), `${line.title} was removed from your basket.`);

  return (
    <div className="container">
      <div
        role="status"
        aria-live="polite"
        className={notice?.kind === 'success' ? 'notice notice--success' : undefined}
      >
        {notice?.kind === 'success' ? notice.text : null}
      </div>
      <div role="alert" className={notice?.kind === 'error' ? 'notice notice--error' : undefined}>
        {notice?.kind === 'error' ? notice.text : null}
      </div>
      {!loaded || !basket ? (
        <Loading label="Loading your basket…" />
      ) : basket.lines.length === 0 ? (
        <p>
          Your basket is empty. <Link to="/">Find a course</Link>
        </p>
      ) : (
        <div className="basket">
          <BasketLines basket={basket} busy={busy} onRemove={remove} />
          <div className="basket__side">
            <CouponForm
              basket={basket}
              busy={busy}
              onApply={apply}
              onRemove={() => void change(removeCoupon, 'Coupon removed.')}
            />
            {basket.delivery && (
              <DeliveryAddressFields
                delivery={basket.delivery}
                address={address}
                errors={addressErrors}
                onChange={setAddress}
              />
            )}
            {basket.delivery_problem && <p className="field__error">{basket.delivery_problem}</p>}
            <BasketSummary basket={basket} />
            {basket.digital_content && (
              <AccessConsent checked={consent} onChange={setConsent} errors={addressErrors.access_consent} />
            )}
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void startCheckout(basket)}
            >
              Checkout
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

export default function BasketPage() {
  usePageTitle('Basket');
  const { status, user } = useSession();
  return (
    <>
      <PageBand title="Basket" />
      {status === 'loading' ? (
        <Loading label="Checking your session…" />
      ) : user ? (
        <StudentBasket />
      ) : (
        <VisitorBasket />
      )}
    </>
  );
}
