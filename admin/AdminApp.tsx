import { Navigate, Route, Routes } from 'react-router-dom';
import { allResources } from '../src/resources';
import { adminRoute } from '../src/resources/paths';
import { Console } from './Console';
import type { ConsoleStart } from './consoleStart';
import { resourcesInMenuOrder } from './layout/menuGroups';
import { authProvider, dataProvider } from './providers';

/** Where the console's root leads: the menu's first list. */
const openingRoute = resourcesInMenuOrder(allResources)[0]?.route;

/**
 * The admin console, mounted by the student site on `<Route path="/dashboard/admin/*">` and
 * loaded (consoleBoot.tsx) once its access check and lists are done, and handed that start:
 * react-admin, MUI and everything below stay in this chunk, away from the public pages. The console's root goes
 * straight to the menu's first list, before the console draws anything: react-admin would draw
 * its whole frame once just to find that list and go there.
 */
export default function AdminApp({ start }: { start?: ConsoleStart }) {
  return (
    <Routes>
      {openingRoute ? <Route index element={<Navigate to={adminRoute(openingRoute)} replace />} /> : null}
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
