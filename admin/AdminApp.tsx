import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Console } from './Console';
import { startedConsole } from './startedConsole';
import { authProvider, dataProvider } from './providers';

/**
 * The admin console, mounted by the student site on `<Route path="/dashboard/admin/*">` and
 * loaded (consoleBoot.ts) once its access check and lists are done: react-admin, MUI and
 * everything below stay in this chunk, away from the public pages. The console's root is its
 * dashboard (ConsoleAdmin.tsx).
 */
export default function AdminApp() {
  const [start] = useState(startedConsole.take);
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
