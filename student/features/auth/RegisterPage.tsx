import { useState } from 'react';
import { Link } from '../../../src/routing/Link';
import { Navigate } from 'react-router';
import { register, type Registration } from '../../api/auth';
import { Field } from '../../components/Field';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSubmit } from '../../lib/useSubmit';
import { NEW_ACCOUNT } from '../../session/arrival';
import { useSession } from '../../session/useSession';
import { FormError } from './FormError';
import { SignInReason } from './SignInReason';
import { useAfterSignIn } from './useAfterSignIn';

const empty: Registration = { name: '', email: '', password: '', password_confirmation: '' };

export default function RegisterPage() {
  usePageTitle('Register');
  const { user, setUser } = useSession();
  const done = useAfterSignIn(NEW_ACCOUNT);
  const [details, setDetails] = useState<Registration>(empty);
  const [error, setError] = useState<string | null>(null);
  const {
    submit,
    sending,
    errors: fieldErrors,
  } = useSubmit(
    async () => {
      setError(null);
      setUser(await register(details));
      done();
    },
    {
      onFailure: (failure) => setError(failure instanceof Error ? failure.message : 'Registration failed'),
      leavesPage: true,
    },
  );

  if (user && !sending) return <Navigate to="/dashboard" replace />;

  const set = (key: keyof Registration) => (event: { target: { value: string } }) =>
    setDetails((was) => ({ ...was, [key]: event.target.value }));

  return (
    <div className="container narrow auth">
      <h1>Create your account</h1>
      <SignInReason />
      <form className="form" onSubmit={submit} aria-label="Register">
        <FormError message={error} />
        <Field
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={details.name}
          onChange={set('name')}
          errors={fieldErrors.name}
        />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={details.email}
          onChange={set('email')}
          errors={fieldErrors.email}
        />
        <NewPasswordFields label="Password" values={details} onChange={set} errors={fieldErrors} />
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Creating your account…' : 'Register'}
        </button>
      </form>
      <p>
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </div>
  );
}
