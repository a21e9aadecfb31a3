import { startConsole } from './consoleStart';
import { authProvider, dataProvider } from './providers';

/**
 * The console's access check and lists, begun with the app's own providers the moment this
 * module is evaluated. A page load under /dashboard/admin asks for this module (through
 * consoleBoot.ts) before anything else, so they start while the rest of the console's code is
 * still to come.
 */
export const startedConsole = startConsole(authProvider, dataProvider);
