import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ADMIN_ROOT } from '../src/resources/paths';
import { PageLoad } from '../src/routing/PageLoad';
import { Console } from './Console';
import type { ConsoleStart } from './consoleStart';
import { authProvider, dataProvider } from './providers';

/**
 * The console under react-router's data router, as react-admin's own router adapter expects it
 * (navigation blocking, for a form's unsaved changes, needs one). It owns /dashboard/admin and
 * everything below; any other address it is sent to (the site's home after a logout) is the
 * student site's page, loaded from the server.
 */
export function mountConsole(container: HTMLElement, start: ConsoleStart) {
  const router = createBrowserRouter([
    {
      path: `${ADMIN_ROOT}/*`,
      element: (
        <Console
          dataProvider={dataProvider}
          authProvider={authProvider}
          queryClient={start.queryClient}
          firstCheck={start.access}
          firstLists={start.ready}
        />
      ),
    },
    { path: '*', element: <PageLoad /> },
  ]);
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
