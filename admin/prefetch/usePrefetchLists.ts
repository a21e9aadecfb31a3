import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { ResourceDef } from '../../src/resources';
import { prefetchLists } from './prefetchLists';

/**
 * Starts the prefetch once the console is mounted. It goes through react-admin's data provider
 * hook, so a session that has ended mid-way is handled like any other refused call.
 */
export function usePrefetchLists(table: readonly ResourceDef[]): void {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  useEffect(() => {
    void prefetchLists(queryClient, dataProvider, table);
  }, [queryClient, dataProvider, table]);
}
