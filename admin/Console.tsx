import type { QueryClient } from '@tanstack/react-query';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  AccessDenied,
  Admin,
  AuthenticationError,
  Error as ErrorPage,
  LoadingPage,
  NotFound,
  type AuthProvider,
  type DataProvider,
  type RaThemeOptions,
  type Store,
} from 'react-admin';
import { ADMIN_ROOT } from '../src/resources/paths';
import { FourDotLoader } from '../src/ui/FourDotLoader';
import { DoorLook } from './access/DoorLook';
import { LoginPage } from './access/LoginPage';
import { keptSettings } from './keptSettings';
import { guardAuthProvider } from './access/guardAuthProvider';
import { useAdminAccess } from './access/useAdminAccess';
import { ConsoleDashboard } from './dashboard/ConsoleDashboard';
import { ConsoleNotification } from './feedback/ConsoleNotification';
import { tableI18nProvider } from './i18n/tableI18nProvider';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { openingFirst } from './prefetch/openingFirst';
import { prefetchLists } from './prefetch/prefetchLists';
import { useOpeningWait } from './prefetch/useOpeningWait';
import { createConsoleQueryClient } from './queryClient';
import { resourceElements } from './resources';
import { BRAND_GREEN, consoleDarkTheme, consoleTheme } from './theme';

export interface ConsoleProps {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  /** Where list settings are kept between visits; tests give a memory store. */
  store?: Store;
  /** The query cache; a fresh one per console unless a test brings its own. */
  queryClient?: QueryClient;
  /** The console's look; tests give one without animations. */
  theme?: RaThemeOptions;
  /** An access check already under way (consoleStart.ts), taken as the first one. */
  firstCheck?: Promise<void>;
  /** The first page of every list, asked for with `firstCheck` (`ConsoleStart.ready`): the console draws once it settles. */
  firstLists?: Promise<void>;
}

const i18nProvider = tableI18nProvider();
const PageNotFound = () => <NotFound />;

/**
 * The console with its door (docs/legacy-api.md §2, §6): four dots while access is checked (and then
 * while its lists arrive, useOpeningWait.ts), the admin login page for anyone who is not an
 * admin, and the console itself for an admin: react-admin's `<Admin>` over the resource table,
 * under the router's `/dashboard/admin/*` route, hence `basename`, so every URL is
 * docs/legacy-api.md's (/dashboard/admin/blogs/categories/create).
 */
export function Console({
  dataProvider,
  authProvider,
  store,
  queryClient,
  theme = consoleTheme,
  firstCheck,
  firstLists,
}: ConsoleProps) {
  // Read when access is granted: the list being opened is asked for first.
  const location = useLocation();
  const pathname = useRef(location.pathname);
  useEffect(() => {
    pathname.current = location.pathname;
  });
  const [client] = useState(() => queryClient ?? createConsoleQueryClient());
  const [keptStore] = useState(() => store ?? keptSettings());
  // The first page of every list is asked for the moment access is granted, and the console
  // draws once they are in the cache (or OPENING_WAIT_MS have passed).
  const [lists, setLists] = useState(firstLists);
  const { access, recheck, deny } = useAdminAccess(
    authProvider,
    client,
    (handedOver) => {
      // A handed-over start has asked for its round's lists already (firstLists) and waited
      // for them: waiting again for a list that never answered would double the wait.
      if (!handedOver || !firstLists)
        setLists(prefetchLists(client, dataProvider, openingFirst(pathname.current)));
    },
    firstCheck,
  );
  const opening = useOpeningWait(lists);
  const [notice, setNotice] = useState<string>();
  const guardedAuthProvider = useMemo(
    () =>
      guardAuthProvider(authProvider, (reason) => {
        setNotice(reason);
        deny();
      }),
    [authProvider, deny],
  );
  // The login page sits outside react-admin, so it is given the console's colours itself.
  const loginTheme = useMemo(() => createTheme(theme), [theme]);

  // Until the console draws: four dots while access is checked and the lists arrive, or the
  // login page, in the console's look.
  if (access !== 'allowed' || opening)
    return (
      <ThemeProvider theme={loginTheme}>
        <DoorLook>
          {access === 'denied' ? (
            <LoginPage
              login={(credentials) => authProvider.login(credentials)}
              onLoggedIn={() => {
                setNotice(undefined);
                recheck();
              }}
              notice={notice}
            />
          ) : (
            <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
              <FourDotLoader
                color={BRAND_GREEN}
                label={access === 'checking' ? 'Checking your access' : 'Opening the console'}
              />
            </div>
          )}
        </DoorLook>
      </ThemeProvider>
    );
  return (
    <Admin
      basename={ADMIN_ROOT}
      dataProvider={dataProvider}
      authProvider={guardedAuthProvider}
      queryClient={client}
      store={keptStore}
      i18nProvider={i18nProvider}
      theme={theme}
      darkTheme={consoleDarkTheme}
      title="MindWell Academy"
      disableTelemetry
      layout={ConsoleLayout}
      dashboard={ConsoleDashboard}
      notification={ConsoleNotification}
      // The door above shows the login page in place; no login route.
      loginPage={false}
      authCallbackPage={false}
      accessDenied={AccessDenied}
      authenticationError={AuthenticationError}
      catchAll={PageNotFound}
      error={ErrorPage}
      loading={LoadingPage}
    >
      {resourceElements}
    </Admin>
  );
}
