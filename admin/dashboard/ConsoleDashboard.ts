import { lazy } from 'react';

/**
 * The console's home, loaded only when it is shown: its chart library stays out of the code
 * every list loads (the first list's JavaScript budget, bench/README.md).
 */
export const ConsoleDashboard = lazy(() => import('./DashboardPage'));
