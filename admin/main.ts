import { startConsole } from './consoleStart';
import { authProvider, dataProvider } from './providers';

/**
 * The console's page (admin/index.html). Its access check and the first page of every list
 * start as this small module is evaluated, and the console itself (react-admin, MUI) is asked
 * for once they are ready: its lists in the cache, access refused, or a second gone. On a
 * two-core machine that code, its compiling and its evaluation would otherwise compete with the
 * lists' answers for the same cores (bench/DECISIONS.md).
 */
const start = startConsole(authProvider, dataProvider);

void start.ready
  .then(() => import('./mountConsole'))
  .then(({ mountConsole }) => mountConsole(document.getElementById('root') as HTMLElement, start));
