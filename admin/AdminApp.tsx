import { Route, Routes } from 'react-router-dom';
import { Console } from './Console';
import type { ConsoleStart } from './consoleStart';
import { authProvider, dataProvider } from './providers';

/**
 * The admin console, mounted by the student site on `<Route path="/dashboard/admin/*">` and
 * loaded (consoleBoot.tsx) once its access check and lists are done, and handed that start:
 * react-admin, MUI and everything below stay in this chunk, away from the public pages. The
 * console's root is its dashboard (ConsoleAdmin.tsx).
 */
export default function AdminApp({ start }: { start?: ConsoleStart }) {
  return (
    <Routes>
      <Route
        path="*"
        element={
          <Console
            dataProvider={dataProvider}
            authProvider={authProvider}
            queryClient={start?.queryClient}
            firstCheck={start?.access}
            firstLists={start?.ready}
          />
        }
      />
    </Routes>
  );
}
