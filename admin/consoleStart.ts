import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider, DataProvider } from 'react-admin';
import { checkAdminAccess } from './access/useAdminAccess';
import { LISTS_CACHED_MARK } from './prefetch/marks';
import { openingFirst } from './prefetch/openingFirst';
import { settledWithin } from './prefetch/openingWait';
import { prefetchLists } from './prefetch/prefetchLists';
import { createConsoleQueryClient } from './queryClient';

/** What the console's first mount is handed: the cache its work went into, and where that work is. */
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

/** The console's first network work, under way, and its hand-over to the console's first mount. */
export interface StartedConsole {
  /** As `ConsoleStart.ready`: the console's own code is asked for then (student/app/consoleCode.ts). */
  ready: Promise<void>;
  /** The start for the console's first mount; a later mount (after a visit to the student pages) checks afresh. */
  take(): ConsoleStart | undefined;
}

/**
 * The console's first network work, begun before any of its drawing code is evaluated:
 * the access check, then the first page of every list. The console's first mount
 * takes this over and draws once it is ready.
 */
export function startConsole(authProvider: AuthProvider, dataProvider: DataProvider): StartedConsole {
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
  let start: ConsoleStart | undefined = { queryClient, access, ready };
  return {
    ready,
    take() {
      const taken = start;
      start = undefined;
      return taken;
    },
  };
}
