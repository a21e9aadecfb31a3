import { useState } from 'react';
import { Console } from './Console';
import { startConsole } from './consoleStart';
import { authProvider, dataProvider } from './providers';

// Evaluated once the console's code has arrived: its access check and lists start now.
const takeStart = startConsole(authProvider, dataProvider);

/**
 * The admin console, mounted by the student site on `<Route path="/dashboard/admin/*">` with
 * `lazy(() => import('../admin/AdminApp'))`: react-admin, MUI and everything below stay in
 * this chunk, away from the public pages.
 */
export default function AdminApp() {
  const [start] = useState(takeStart);
  return (
    <Console
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={start?.queryClient}
      firstCheck={start?.access}
    />
  );
}
