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
  Resource,
  ResourceDefinitionContext,
  type AuthProvider,
  type DataProvider,
  type RaThemeOptions,
  type ResourceDefinitionContextValue,
  type ResourceProps,
  type Store,
} from 'react-admin';
import { ADMIN_ROOT, allResources } from '../src/resources';
import { ConsoleDashboard } from './dashboard/ConsoleDashboard';
import { ConsoleNotification } from './feedback/ConsoleNotification';
import { tableI18nProvider } from './i18n/tableI18nProvider';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { resourcesInMenuOrder } from './layout/menuGroups';
import { resourceIcon } from './layout/resourceIcons';
import { reactRouterProvider } from './routing/raRouterAdapter';
import { consoleDarkTheme } from './theme';
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

/** One `<Resource>` per entry of the table, in menu order, named by its route. */
const resources: ResourceProps[] = resourcesInMenuOrder(allResources).map((resource) => ({
  name: resource.route,
  icon: resourceIcon(resource.icon),
  recordRepresentation: resource.recordRepresentation,
  ...resourceViews(resource),
}));

/**
 * The same elements on every render: react-admin reads its resources from its children again
 * whenever they change, and draws the whole console again after (Console draws this on every
 * change of page, as it follows the location).
 */
const resourceElements = resources.map((props) => <Resource key={props.name} {...props} />);

/**
 * react-admin learns its resources as each `<Resource>` registers itself in an effect, and
 * registers them all again whenever permissions arrive: each time a new set of definitions,
 * and the whole console drawn again (three times as it opened, one of them before the first
 * rows). The table never changes while the console runs, so the definitions are
 * given once, as `<Resource>` itself would describe them, and registering changes nothing.
 */
const staticDefinitions: ResourceDefinitionContextValue = {
  definitions: Object.fromEntries(resources.map((props) => [props.name, Resource.registerResource(props)])),
  register: () => undefined,
  unregister: () => undefined,
};

/**
 * react-admin over the table: one `<Resource>` per entry, named by its route so every URL is
 * docs/legacy-api.md's (/dashboard/admin/blogs/categories/create). It sits under the student site's
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
      routerProvider={reactRouterProvider}
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      store={store}
      i18nProvider={i18nProvider}
      theme={theme}
      darkTheme={consoleDarkTheme}
    >
      <CssBaseline enableColorScheme>
        <ResourceDefinitionContext.Provider value={staticDefinitions}>
          <CoreAdminUI
            title="MindWell Academy"
            disableTelemetry
            layout={ConsoleLayout}
            dashboard={ConsoleDashboard}
            // The console's door (Console.tsx) shows the login page in place; no login route.
            loginPage={false}
            authCallbackPage={false}
            accessDenied={AccessDenied}
            authenticationError={AuthenticationError}
            catchAll={PageNotFound}
            error={ErrorPage}
            loading={LoadingPage}
          >
            {resourceElements}
          </CoreAdminUI>
        </ResourceDefinitionContext.Provider>
        <ConsoleNotification />
      </CssBaseline>
    </AdminContext>
  );
}
