import type { ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator } from 'react-admin';
import { allResources } from '../../src/resources';
import { LogoutButton } from '../access/LogoutButton';
import { usePrefetchLists } from '../prefetch/usePrefetchLists';
import { ConsoleMenu } from './ConsoleMenu';

/** react-admin's bar (fixed at the top) with the Logout button at its right end. */
function ConsoleAppBar() {
  return (
    <AppBar
      userMenu={false}
      toolbar={
        <>
          <LoadingIndicator />
          <LogoutButton />
        </>
      }
    />
  );
}

/** The console's frame. It stays mounted from page to page, so it is where the prefetch starts. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  usePrefetchLists(allResources);
  return (
    <Layout appBar={ConsoleAppBar} menu={ConsoleMenu}>
      {children}
    </Layout>
  );
}
