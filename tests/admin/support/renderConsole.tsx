import { render, screen } from '@testing-library/react';
import { memoryStore, type AuthProvider } from 'react-admin';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { beforeAll } from 'vitest';
import { Console } from '../../../admin/Console';
import type { ConsoleStart } from '../../../admin/consoleStart';
import { quietTheme } from './quietTheme';
import { asDataProvider, fakeAuthProvider, fakeDataProvider, type FakeDataProvider } from './fakeProviders';

export interface RenderConsoleOptions {
  dataProvider?: FakeDataProvider;
  authProvider?: AuthProvider;
  /** Work begun before the console mounted, as the production app begins it (consoleStart.ts). */
  start?: ConsoleStart;
}

// Compiling the lazy views on first use can take seconds on a busy machine: do it before the
// first test instead of inside its waits.
beforeAll(
  () =>
    Promise.all([
      import('../../../admin/views/ResourceList'),
      import('../../../admin/views/ResourceCreate'),
      import('../../../admin/views/ResourceEdit'),
      import('../../../admin/views/ResourceShow'),
      import('../../../admin/list/ResourceFilterForm'),
      import('ra-input-rich-text'),
      import('../../../admin/inputs/richText/RichTextEditor'),
    ]),
  60_000,
);

// jsdom's window is 1024 px wide, where a list starts with the columns that do not fit hidden
// (admin/list/columnFit.ts). These tests read every column, so the window is a wide desktop's.
beforeAll(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 2560 });
});

/** Where the router is, shown for assertions: the redirects of docs/legacy-api.md §2. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The path the console is showing now. */
export const currentPath = (): string => screen.getByTestId('location').textContent ?? '';

/**
 * The console wired as its page mounts it (admin/mountConsole.tsx): on `/dashboard/admin/*` of
 * a data router that also holds `/` (the site's home, reached after a logout), with fake
 * providers at the edge and a memory store.
 */
export function renderConsole(path: string, options: RenderConsoleOptions = {}) {
  const dataProvider = options.dataProvider ?? fakeDataProvider();
  const authProvider = options.authProvider ?? fakeAuthProvider();
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <LocationProbe />
            <Outlet />
          </>
        ),
        children: [
          {
            path: '/dashboard/admin/*',
            element: (
              <Console
                dataProvider={asDataProvider(dataProvider)}
                authProvider={authProvider}
                store={memoryStore()}
                theme={quietTheme}
                queryClient={options.start?.queryClient}
                firstCheck={options.start?.access}
                firstLists={options.start?.ready}
              />
            ),
          },
          { path: '/', element: <p>Public home page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, dataProvider, authProvider, router };
}
