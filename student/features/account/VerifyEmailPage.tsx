import { useEffect, useState } from 'react';
import { Link } from '../../../src/routing/Link';
import { useSearchParams } from 'react-router';
import { verifyEmail } from '../../api/account';
import { fetchCurrentUser } from '../../api/auth';
import { Loading } from '../../components/Loading';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSession } from '../../session/useSession';
import { announceAccountChange } from './accountStatus';
import { LinkProblem } from './LinkProblem';

/** A link works once: a page shown twice (a remount) asks the server once per token. */
const asked = new Map<string, Promise<string>>();

/** The page a verification or change-of-address link opens: it confirms the address at once. */
export default function VerifyEmailPage() {
  usePageTitle('Confirm your email address');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, setUser } = useSession();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  useEffect(() => {
    let live = true;
    let answer = asked.get(token);
    if (!answer) {
      answer = verifyEmail(token);
      asked.set(token, answer);
    }
    answer
      .then(async (message) => {
        if (!live) return;
        setResult({ ok: true, message });
        announceAccountChange();
        // A change of address shows at once in the bar and the profile of a signed-in tab.
        const current = await fetchCurrentUser().catch(() => undefined);
        if (live && current !== undefined) setUser(current);
      })
      .catch((failure: unknown) => {
        if (live)
          setResult({
            ok: false,
            message: failure instanceof Error ? failure.message : 'This link cannot be used.',
          });
      });
    return () => {
      live = false;
    };
  }, [token, setUser]);

  let content;
  if (!result) content = <Loading label="Checking your link…" />;
  else if (result.ok)
    content = (
      <div role="status" className="notice notice--success">
        <p>{result.message}</p>
        <p>
          <Link to={user ? '/dashboard' : '/login'}>{user ? 'Go to your dashboard' : 'Log in'}</Link>
        </p>
      </div>
    );
  else
    content = (
      <LinkProblem message={result.message}>
        <p>
          {user ? (
            <>
              Ask for a new one from <Link to="/dashboard/profile">your profile</Link>.
            </>
          ) : (
            <>
              <Link to="/login">Log in</Link> to ask for a new one.
            </>
          )}
        </p>
      </LinkProblem>
    );

  return (
    <div className="container narrow auth">
      <h1>Confirm your email address</h1>
      {content}
    </div>
  );
}
