import CssBaseline from '@mui/material/CssBaseline';
import type { ComponentType } from 'react';
import { AdminContext, CoreAdminUI, type AdminProps } from 'react-admin';

export interface ConsoleAdminProps extends Omit<AdminProps, 'loginPage' | 'notification'> {
  notification: ComponentType;
}

/**
 * react-admin's `<Admin>`, put together as it puts itself together (`AdminContext` around
 * `AdminUI`, whose own parts are MUI's `CssBaseline`, ra-core's `CoreAdminUI` and the
 * notification), with no login route: the console draws its own login page (access/). `AdminUI`
 * names react-admin's login page as its default, and that page's form would bring the form
 * library (react-hook-form) into the chunk every list loads, where no list uses it.
 */
export function ConsoleAdmin({
  authProvider,
  basename,
  darkTheme,
  dataProvider,
  defaultTheme,
  i18nProvider,
  lightTheme,
  queryClient,
  routerProvider,
  store,
  theme,
  notification: Notification,
  children,
  ...ui
}: ConsoleAdminProps) {
  return (
    <AdminContext
      authProvider={authProvider}
      basename={basename}
      darkTheme={darkTheme}
      dataProvider={dataProvider}
      defaultTheme={defaultTheme}
      i18nProvider={i18nProvider}
      lightTheme={lightTheme}
      queryClient={queryClient}
      routerProvider={routerProvider}
      store={store}
      theme={theme}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI {...ui} loginPage={false}>
          {children}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
