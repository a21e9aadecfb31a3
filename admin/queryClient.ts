import { QueryClient } from '@tanstack/react-query';

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : undefined;

/**
 * The console's query cache. A page read in the last 30 s is shown without asking again (the
 * prefetched lists would otherwise all be fetched a second time on opening); the console's
 * own saves patch or invalidate what they change. Only a call that got no answer, or a 5xx,
 * is tried again: a 4xx will not change its mind.
 */
export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => {
          const status = statusOf(error);
          return failures < 2 && (status === undefined || status === 0 || status >= 500);
        },
      },
    },
  });
}
