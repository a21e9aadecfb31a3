import { useState } from 'react';
import { Link } from '../../../src/routing/Link';
import { Navigate, useLocation } from 'react-router';
import { signIn } from '../../api/auth';
import { Field } from '../../components/Field';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSubmit } from '../../lib/useSubmit';
import { useSession } from '../../session/useSession';
import { FormError } from './FormError';
import { SignInReason } from './SignInReason';
import { useAfterSignIn } from './useAfterSignIn';

export default function LoginPage() {
  usePageTitle('Log in');
  const { user, setUser } = useSession();
  const done = useAfterSignIn();
  // A visitor sent here from a page (the basket) keeps that way back if they register instead.
  const { state } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { submit, sending } = useSubmit(
    async () => {
      setError(null);
      setUser(await signIn(email, password));
      done();
    },
    {
      onFailure: (failure) => setError(failure instanceof Error ? failure.message : 'Sign-in failed'),
      leavesPage: true,
    },
  );

  if (user && !sending) return <Navigate to="/dashboard" replace />;

  return (
    <div className="container narrow auth">
      <h1>Log in</h1>
      <SignInReason />
      <form className="form" onSubmit={submit} aria-label="Log in">
        <FormError message={error} />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Signing in…' : 'Log in'}
        </button>
        <p>
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
      </form>
      <p>
        New to MindWell Academy?{' '}
        <Link to="/register" state={state as unknown}>
          Create an account
        </Link>
      </p>
    </div>
  );
}
