import { lazy, Suspense } from 'react';
import { FourDotLoader } from '../../src/ui/FourDotLoader';
import { loadConsole } from './consoleCode';

const AdminApp = lazy(loadConsole);

/** /dashboard/admin/*: the console guards itself and has its own login page (docs/legacy-api.md §2). */
export function AdminEntry() {
  return (
    <Suspense fallback={<FourDotLoader color="#4a3aa7" label="Loading the admin console" />}>
      <AdminApp />
    </Suspense>
  );
}
