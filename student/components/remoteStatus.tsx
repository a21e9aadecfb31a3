import type { ReactElement } from 'react';
import { ApiError } from '../api/client';
import NotFoundPage from '../features/errors/NotFoundPage';
import type { Remote } from '../lib/useRemote';
import { ErrorNotice } from './ErrorNotice';
import { Loading } from './Loading';

/**
 * What a page of one record shows until its record is there: the loader, the not-found page
 * when the server answers 404, else the error with a retry. Null once the record is ready.
 */
export function remoteStatus<T>(state: Remote<T>, reload: () => void): ReactElement | null {
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'ready') return null;
  if (state.error instanceof ApiError && state.error.status === 404) return <NotFoundPage />;
  return (
    <div className="container">
      <ErrorNotice error={state.error} onRetry={reload} />
    </div>
  );
}
