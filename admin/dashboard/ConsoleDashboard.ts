/**
 * The console's home. Its page is part of the console's own chunk: a lazy page of its own split
 * the MUI parts it shares with the lists out of that chunk, and every list then loaded them as
 * extra files (bench/README.md). Only its chart's library is loaded lazily (SalesChart.tsx).
 */
export { default as ConsoleDashboard } from './DashboardPage';
