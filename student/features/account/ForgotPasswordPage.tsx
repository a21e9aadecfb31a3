import { useState } from 'react';
import { Link } from '../../../src/routing/Link';
import { askForResetLink } from '../../api/account';
import { Field } from '../../components/Field';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSubmit } from '../../lib/useSubmit';
import { FormError } from '../auth/FormError';

/** Asks for a reset link; says the same whatever the address, so it cannot tell who has an account. */
export default function ForgotPasswordPage() {
  usePageTitle('Forgot your password?');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const {
    submit,
    sending,
    errors: fieldErrors,
  } = useSubmit(
    async () => {
      setError(null);
      setSent(await askForResetLink(email));
    },
    { onFailure: (failure) => setError(failure instanceof Error ? failure.message : 'Something went wrong') },
  );

  return (
    <div className="container narrow auth">
      <h1>Forgot your password?</h1>
      {sent ? (
        <div role="status" className="notice notice--success">
          <p>{sent}</p>
          <p>Check your inbox, and your spam folder too.</p>
        </div>
      ) : (
        <form className="form" onSubmit={submit} aria-label="Forgot your password?">
          <p className="muted">
            Enter the address of your account and we will mail you a link to choose a new password.
          </p>
          <FormError message={error} />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            errors={fieldErrors.email}
          />
          <button type="submit" className="button" disabled={sending}>
            {sending ? 'Sending…' : 'Send reset link'}
          </button>
        </form>
      )}
      <p>
        Remembered it? <Link to="/login">Log in</Link>
      </p>
    </div>
  );
}
