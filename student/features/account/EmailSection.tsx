import { useState } from 'react';
import { changeEmail } from '../../api/account';
import type { User } from '../../api/types';
import { Field } from '../../components/Field';
import { useToast } from '../../toast/useToast';
import { formatDate } from '../../lib/format';
import { useSubmit } from '../../lib/useSubmit';
import { announceAccountChange, useAccountStatus } from './accountStatus';

const empty = { email: '', password: '' };

/**
 * Whether the account's address is verified (the reminder above the page offers a new link), and
 * Change email, confirmed by a link mailed to the new address.
 */
export function EmailSection({ user }: { user: User }) {
  const status = useAccountStatus(user.id);
  const toast = useToast();
  const [values, setValues] = useState(empty);

  const set = (key: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((was) => ({ ...was, [key]: event.target.value }));

  const {
    submit,
    sending: saving,
    errors,
  } = useSubmit(
    async () => {
      toast.success(await changeEmail(values.email, values.password));
      setValues(empty);
      announceAccountChange();
    },
    {
      onFailure: (failure) =>
        toast.error(failure instanceof Error ? failure.message : 'Something went wrong'),
    },
  );

  return (
    <form className="form card card__body" onSubmit={submit} aria-labelledby="email-title">
      <h2 id="email-title">Email address</h2>
      <dl className="account-facts">
        <dt>Verified</dt>
        <dd>
          {!status
            ? '…'
            : status.email_verified && status.email_verified_at
              ? `Yes, on ${formatDate(status.email_verified_at)}`
              : 'Not yet'}
        </dd>
        {status?.pending_email && (
          <>
            <dt>Waiting for confirmation</dt>
            <dd>{status.pending_email}: open the link we sent there to move your account to it.</dd>
          </>
        )}
      </dl>
      <h3>Change email</h3>
      <Field
        label="New email address"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={set('email')}
        errors={errors.email}
        hint="We will mail a link to the new address; your address changes when you open it."
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={set('password')}
        errors={errors.password}
      />
      <button type="submit" className="button" disabled={saving}>
        {saving ? 'Sending…' : 'Change email'}
      </button>
    </form>
  );
}
