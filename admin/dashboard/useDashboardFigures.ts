import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { MindWellDataProvider } from '../../src/api';

/** The dashboard's figures, asked for afresh each time the dashboard is shown. */
export function useDashboardFigures() {
  const dataProvider = useDataProvider<MindWellDataProvider>();
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: async ({ signal }) => (await dataProvider.getDashboard(signal)).data,
    staleTime: 0,
  });
}
