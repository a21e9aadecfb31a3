import { startedConsole } from './startedConsole';

/**
 * The console itself (react-admin, MUI: 15 files), asked for once its start is ready: its lists
 * in the cache, access refused, or a second gone. On a two-core machine those files, their
 * compiling and their evaluation would otherwise compete with the lists' answers for the same
 * cores (bench/DECISIONS.md).
 */
export const loadConsoleApp = () => startedConsole.ready.then(() => import('./AdminApp'));
