import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { afterEach, vi } from 'vitest';
import { App } from '../../student/app/App';
import type { User } from '../../student/api/types';
import { FakeServer, reply } from './fakeServer';

// jsdom cannot load a page: an address of the other app (the console) shows that it would.
vi.mock('../../src/routing/PageLoad', () => ({ PageLoad: () => <p>A page loaded from the server</p> }));

afterEach(() => {
  vi.unstubAllGlobals();
});

export interface AppUnderTest extends RenderResult {
  server: FakeServer;
  /** Where the app is now. */
  location: () => Location;
}

/**
 * The whole student app at `path`, signed in as `user` (or a visitor), against a fake server
 * that `setup` fills in. The same routes as the real site, in a router held in memory.
 */
export function renderApp(
  path: string,
  { user = null, setup }: { user?: User | null; setup?: (server: FakeServer) => void } = {},
): AppUnderTest {
  // jsdom has no scrolling; the site scrolls to the top on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const server = new FakeServer().on('GET /api/user', () =>
    user ? { user } : reply(401, { message: 'Unauthenticated.' }),
  );
  server.on('POST /api/logout', { ok: true });
  setup?.(server);
  server.install();
  let current: Location | undefined;
  const LocationSpy = () => {
    current = useLocation();
    return null;
  };
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <LocationSpy />
    </MemoryRouter>,
  );
  return {
    ...view,
    server,
    location: () => {
      if (!current) throw new Error('The app has not rendered yet');
      return current;
    },
  };
}
