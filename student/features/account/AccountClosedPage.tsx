import { Link } from '../../../src/routing/Link';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';

export interface ClosedState {
  message?: string;
}

/** Where a student lands after closing their account: signed out, and told what happened. */
export default function AccountClosedPage() {
  usePageTitle('Account closed');
  const state = (useLocation().state ?? {}) as ClosedState;
  return (
    <div className="container narrow auth">
      <h1>Your account is closed</h1>
      <div role="status" className="notice notice--success">
        <p>
          {state.message ??
            'Your personal data has been erased, and you have been signed out. Orders are kept for the accounts, without your name or address.'}
        </p>
      </div>
      <p>
        Thank you for learning with us. <Link to="/">Back to the home page</Link>
      </p>
    </div>
  );
}
