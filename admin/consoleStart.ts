import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider, DataProvider } from 'react-admin';
import { checkAdminAccess } from './access/useAdminAccess';
import { LISTS_CACHED_MARK } from './prefetch/marks';
import { openingFirst } from './prefetch/openingFirst';
import { settledWithin } from './prefetch/openingWait';
import { prefetchLists } from './prefetch/prefetchLists';
import { createConsoleQueryClient } from './queryClient';

/** What the console's mount is handed: the cache its work went into, and where that work is. */
export interface ConsoleStart {
  queryClient: QueryClient;
  /** The access check: resolves for an admin, rejects for anyone else. */
  access: Promise<void>;
  /**
   * Settles once the console is worth drawing: every list's first page is in the cache, access
   * was refused, or OPENING_WAIT_MS have passed since it was granted.
   */
  ready: Promise<void>;
}

/**
 * The console's first network work, begun before any of its drawing code is evaluated:
 * the access check, then the first page of every list. The console's mount
 * takes this over and draws once it is ready.
 */
export function startConsole(authProvider: AuthProvider, dataProvider: DataProvider): ConsoleStart {
  const queryClient = createConsoleQueryClient();
  const access = checkAdminAccess(authProvider, queryClient);
  const ready = access.then(
    () => {
      const lists = prefetchLists(queryClient, dataProvider, openingFirst(window.location.pathname)).then(
        () => {
          performance.mark(LISTS_CACHED_MARK);
        },
      );
      return settledWithin(lists);
    },
    () => undefined,
  );
  return { queryClient, access, ready };
}
