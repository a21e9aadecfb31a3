import { useEffect, useState } from 'react';
import { Link } from '../../../src/routing/Link';
import { useSearchParams } from 'react-router';
import { checkResetLink, resetPassword, type NewPassword } from '../../api/account';
import { fetchCurrentUser } from '../../api/auth';
import { ApiError } from '../../api/client';
import { Loading } from '../../components/Loading';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSubmit } from '../../lib/useSubmit';
import { useSession } from '../../session/useSession';
import { FormError } from '../auth/FormError';
import { LinkProblem } from './LinkProblem';

const empty: NewPassword = { password: '', password_confirmation: '' };

/**
 * The page a reset link opens. A new password ends every session of the account, this
 * browser's too: the student then logs in with it.
 */
export default function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { setUser } = useSession();
  const [linkState, setLinkState] = useState<'checking' | 'usable' | { problem: string }>('checking');
  const [values, setValues] = useState<NewPassword>(empty);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    checkResetLink(token)
      .then(() => !controller.signal.aborted && setLinkState('usable'))
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setLinkState({ problem: failure instanceof Error ? failure.message : 'This link cannot be used.' });
      });
    return () => controller.abort();
  }, [token]);

  const set = (key: keyof NewPassword) => (event: { target: { value: string } }) =>
    setValues((was) => ({ ...was, [key]: event.target.value }));

  const {
    submit,
    sending,
    errors: fieldErrors,
  } = useSubmit(
    async () => {
      setError(null);
      setDone(await resetPassword(token, values));
      // Whoever this browser was signed in as may have been signed out just now.
      setUser(await fetchCurrentUser().catch(() => null));
    },
    {
      onFailure: (failure) => {
        if (failure instanceof ApiError && failure.status !== 422) setLinkState({ problem: failure.message });
        else setError(failure instanceof Error ? failure.message : 'Something went wrong');
      },
    },
  );

  let content;
  if (done)
    content = (
      <div role="status" className="notice notice--success">
        <p>{done}</p>
        <p>
          <Link to="/login">Log in</Link>
        </p>
      </div>
    );
  else if (linkState === 'checking') content = <Loading label="Checking your link…" />;
  else if (linkState !== 'usable')
    content = (
      <LinkProblem message={linkState.problem}>
        <p>
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      </LinkProblem>
    );
  else
    content = (
      <form className="form" onSubmit={submit} aria-label="Choose a new password">
        <FormError message={error} />
        <NewPasswordFields label="New password" values={values} onChange={set} errors={fieldErrors} />
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Saving…' : 'Set new password'}
        </button>
      </form>
    );

  return (
    <div className="container narrow auth">
      <h1>Choose a new password</h1>
      {content}
    </div>
  );
}
