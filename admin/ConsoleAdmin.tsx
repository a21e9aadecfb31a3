import CssBaseline from '@mui/material/CssBaseline';
import type { QueryClient } from '@tanstack/react-query';
import {
  AccessDenied,
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  LoadingPage,
  NotFound,
  Notification,
  Resource,
  type AuthProvider,
  type DataProvider,
  type RaThemeOptions,
  type Store,
} from 'react-admin';
import { ADMIN_ROOT, allResources } from '../src/resources';
import { tableI18nProvider } from './i18n/tableI18nProvider';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { resourcesInMenuOrder } from './layout/menuGroups';
import { resourceIcon } from './layout/resourceIcons';
import { resourceViews } from './views/resourceViews';

export interface ConsoleAdminProps {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  queryClient: QueryClient;
  store: Store;
  theme: RaThemeOptions;
}

const i18nProvider = tableI18nProvider();
const PageNotFound = () => <NotFound />;
const inMenuOrder = resourcesInMenuOrder(allResources);

/**
 * react-admin over the table: one `<Resource>` per entry, named by its route so every URL is
 * SPEC.md's (/dashboard/admin/blogs/categories/create). It sits under the student site's
 * `<Route path="/dashboard/admin/*">`, hence `basename`.
 *
 * This is `<Admin>` taken apart as react-admin's own Admin.tsx and AdminUI.tsx put it
 * together, less their default login page: that one alone would bring the whole form library
 * into the first download of the console, and the console has its own login page.
 */
export function ConsoleAdmin({ dataProvider, authProvider, queryClient, store, theme }: ConsoleAdminProps) {
  return (
    <AdminContext
      basename={ADMIN_ROOT}
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      store={store}
      i18nProvider={i18nProvider}
      theme={theme}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title="MindWell Academy"
          disableTelemetry
          layout={ConsoleLayout}
          // The console's door (Console.tsx) shows the login page in place; no login route.
          loginPage={false}
          authCallbackPage={false}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          catchAll={PageNotFound}
          error={ErrorPage}
          loading={LoadingPage}
        >
          {inMenuOrder.map((resource) => (
            <Resource
              key={resource.key}
              name={resource.route}
              icon={resourceIcon(resource.icon)}
              recordRepresentation={resource.recordRepresentation}
              {...resourceViews(resource)}
            />
          ))}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
