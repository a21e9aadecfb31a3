import { type FormEvent, useState } from 'react';
import type { Basket } from '../../api/shop';
import { Field } from '../../components/Field';

interface Props {
  basket: Basket;
  busy: boolean;
  onApply: (code: string) => Promise<readonly string[]>;
  onRemove: () => void;
}

/** The coupon: a code to apply, or the one applied with a way to take it off. */
export function CouponForm({ basket, busy, onApply, onRemove }: Props) {
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<readonly string[]>([]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = await onApply(code);
    setErrors(problems);
    if (problems.length === 0) setCode('');
  };

  if (basket.coupon)
    return (
      <div className="coupon">
        <p>
          Coupon <strong>{basket.coupon.code}</strong> applied.
          {basket.coupon_problem && <span className="field__error"> {basket.coupon_problem}</span>}
        </p>
        <button type="button" className="button button--ghost" disabled={busy} onClick={onRemove}>
          Remove coupon
        </button>
      </div>
    );
  return (
    <form className="coupon form" onSubmit={(e) => void submit(e)} aria-label="Coupon">
      <Field
        label="Coupon code"
        name="code"
        autoComplete="off"
        value={code}
        errors={errors}
        onChange={(e) => setCode(e.target.value)}
      />
      <button type="submit" className="button button--ghost" disabled={busy}>
        Apply coupon
      </button>
    </form>
  );
}
