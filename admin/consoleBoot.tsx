import { useState } from 'react';
import { startConsole } from './consoleStart';
import { authProvider, dataProvider } from './providers';

/**
 * The console's access check and lists, begun with the app's own providers the moment this
 * module is evaluated. A page load under /dashboard/admin asks for this module before anything
 * else (student/app/consoleCode.ts), so they start while the rest of the console's code is
 * still to come.
 */
const started = startConsole(authProvider, dataProvider);

/**
 * The console itself (react-admin, MUI: 15 files), asked for once its start is ready: its lists
 * in the cache, access refused, or a second gone. On a two-core machine those files, their
 * compiling and their evaluation would otherwise compete with the lists' answers for the same
 * cores (bench/DECISIONS.md). Its first mount takes the start over; a later one (after a visit
 * to the student pages) checks afresh.
 */
export const loadConsoleApp = () =>
  started.ready
    .then(() => import('./AdminApp'))
    .then(({ default: AdminApp }) => ({
      default: function StartedConsole() {
        const [start] = useState(started.take);
        return <AdminApp start={start} />;
      },
    }));
