import type { ReactNode } from 'react';
import { Link } from '../../../src/routing/Link';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import type { Remote } from '../../lib/useRemote';

interface DashboardSectionProps<T> {
  title: string;
  id: string;
  remote: { state: Remote<T>; reload: () => void };
  more: { to: string; label: string };
  children: (data: T) => ReactNode;
}

/** One block of the dashboard: its heading, its own loading and error states, a link to more. */
export function DashboardSection<T>({ title, id, remote, more, children }: DashboardSectionProps<T>) {
  return (
    <section className="dashboard__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {remote.state.status === 'loading' && <Loading />}
      {remote.state.status === 'error' && <ErrorNotice error={remote.state.error} onRetry={remote.reload} />}
      {remote.state.status === 'ready' && children(remote.state.data)}
      <p>
        <Link to={more.to}>{more.label}</Link>
      </p>
    </section>
  );
}
