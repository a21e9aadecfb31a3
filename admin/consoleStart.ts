import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider, DataProvider } from 'react-admin';
import { checkAdminAccess } from './access/useAdminAccess';
import { LISTS_CACHED_MARK } from './prefetch/marks';
import { openingFirst } from './prefetch/openingFirst';
import { prefetchLists } from './prefetch/prefetchLists';
import { createConsoleQueryClient } from './queryClient';

/** What the console's first mount is handed: the cache its work went into, and the access answer. */
export interface ConsoleStart {
  queryClient: QueryClient;
  access: Promise<void>;
}

/**
 * The console's first network work, begun the moment its code has been evaluated instead of
 * once React has mounted it and run its effects (issue 6: ~200 ms of a cold opening went
 * there): the access check, then the first page of every list. The console's first mount
 * takes this over; a later mount (after a visit to the student pages) checks afresh.
 */
export function startConsole(
  authProvider: AuthProvider,
  dataProvider: DataProvider,
): () => ConsoleStart | undefined {
  const queryClient = createConsoleQueryClient();
  const access = checkAdminAccess(authProvider, queryClient);
  access.then(
    () =>
      prefetchLists(queryClient, dataProvider, openingFirst(window.location.pathname)).then(() =>
        performance.mark(LISTS_CACHED_MARK),
      ),
    () => undefined,
  );
  let start: ConsoleStart | undefined = { queryClient, access };
  return () => {
    const taken = start;
    start = undefined;
    return taken;
  };
}
