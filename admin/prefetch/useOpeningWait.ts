import { useEffect, useState } from 'react';
import { settledWithin } from './openingWait';

/**
 * Whether the console should hold its first draw: while `lists` (the first page of every list,
 * on its way into the cache) has not settled, for at most OPENING_WAIT_MS. Drawn before they
 * are in, the console's frame holds the browser's main thread for a few hundred milliseconds on
 * a small machine while their answers wait to be read; drawn after, it shows the
 * opening list's rows in the same draw, and every other list at once.
 */
export function useOpeningWait(lists: Promise<void> | undefined): boolean {
  const [settled, setSettled] = useState<Promise<void>>();
  useEffect(() => {
    if (!lists) return undefined;
    let current = true;
    void settledWithin(lists).then(() => {
      if (current) setSettled(lists);
    });
    return () => {
      current = false;
    };
  }, [lists]);
  return lists !== undefined && settled !== lists;
}
