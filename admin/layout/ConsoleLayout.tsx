import { memo, type ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, TitlePortal, ToggleThemeButton } from 'react-admin';
import { LogoutButton } from '../access/LogoutButton';
import { ConsoleMenu } from './ConsoleMenu';
import { DocumentTitle } from './DocumentTitle';

/**
 * react-admin's bar, always shown, with the light/dark switch (the system's choice until the
 * admin picks one, then theirs, kept in the console's store) and the Logout button at its right end. (Hiding it on
 * scroll would read the scroll position as the console first draws, forcing a layout of the
 * whole page in the middle of opening it.)
 */
const ConsoleAppBar = memo(function ConsoleAppBar() {
  return (
    <AppBar
      alwaysOn
      userMenu={false}
      toolbar={
        <>
          <ToggleThemeButton />
          <LoadingIndicator />
          <LogoutButton />
        </>
      }
    >
      {/* The page's title is its one level-one heading, looking as react-admin draws it. */}
      <TitlePortal variantMapping={PAGE_TITLE} />
    </AppBar>
  );
});

const PAGE_TITLE = { h6: 'h1' } as const;

/**
 * The console's frame: react-admin's layout with the console's bar and menu, naming the tab
 * after the page. The sidebar is told
 * the bar never hides: otherwise, once the page scrolls, it moves up by the bar's height and the
 * bar covers the menu's first entries.
 */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={ConsoleAppBar} menu={ConsoleMenu} appBarAlwaysOn>
      <DocumentTitle />
      {children}
    </Layout>
  );
}
