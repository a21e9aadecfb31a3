import { useState } from 'react';
import { useNavigate } from 'react-router';
import { closeAccount, exportDataUrl } from '../../api/account';
import { Field } from '../../components/Field';
import { useSubmit } from '../../lib/useSubmit';
import { useSession } from '../../session/useSession';
import { FormError } from '../auth/FormError';
import type { ClosedState } from './AccountClosedPage';

/** Your data: download everything held about you, or close the account (confirmed with the password). */
export function YourDataSection() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const {
    submit,
    sending: closing,
    errors,
  } = useSubmit(
    async () => {
      setError(null);
      const message = await closeAccount(password);
      const state: ClosedState = { message };
      // The server has ended the session already; this forgets the user here in the same step as
      // leaving the profile, so the guarded page never sends the visitor to the login page.
      await signOut(() => navigate('/account-closed', { replace: true, state }));
    },
    {
      onFailure: (failure) => setError(failure instanceof Error ? failure.message : 'Something went wrong'),
      leavesPage: true,
    },
  );

  return (
    <section className="card card__body form" aria-labelledby="your-data-title">
      <h2 id="your-data-title">Your data</h2>
      <p>Download everything MindWell Academy holds about you, as a JSON file.</p>
      <p>
        <a className="button button--ghost" href={exportDataUrl} download>
          Download your data
        </a>
      </p>
      <form className="form" onSubmit={submit} aria-labelledby="close-title">
        <h3 id="close-title">Close account</h3>
        <p>
          Closing your account signs you out everywhere and erases your profile, notes, comments and course
          progress. Orders are kept for the accounts, without your name or address. This cannot be undone.
        </p>
        <FormError message={error} />
        <Field
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          errors={errors.password}
        />
        <button type="submit" className="button button--danger" disabled={closing}>
          {closing ? 'Closing…' : 'Close account'}
        </button>
      </form>
    </section>
  );
}
