import { type ReactElement, lazy } from 'react';
import { ApiError } from '../api/client';
import type { Remote } from '../lib/useRemote';
import { ErrorNotice } from './ErrorNotice';
import { Loading } from './Loading';

// Fetched only when a record is missing: the pages that use this need not carry it.
const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage'));

/** Whether the server said the record is not there: the page shows the not-found page instead. */
export const isMissing = <T,>(state: Remote<T>): boolean =>
  state.status === 'error' && state.error instanceof ApiError && state.error.status === 404;

/**
 * What a page of one record shows until its record is there: the loader, the not-found page
 * when the server answers 404, else the error with a retry. Null once the record is ready.
 */
export function remoteStatus<T>(state: Remote<T>, reload: () => void): ReactElement | null {
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'ready') return null;
  if (isMissing(state)) return <NotFoundPage />;
  return (
    <div className="container">
      <ErrorNotice error={state.error} onRetry={reload} />
    </div>
  );
}
