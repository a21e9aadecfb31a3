import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { MindWellDataProvider } from '../../src/api';

/**
 * The dashboard's figures, asked for afresh each time the dashboard is shown; never asked of a
 * server that has none (`enabled` false).
 */
export function useDashboardFigures(enabled: boolean) {
  const dataProvider = useDataProvider<MindWellDataProvider>();
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: async ({ signal }) => (await dataProvider.getDashboard(signal)).data,
    staleTime: 0,
    enabled,
  });
}
