import { createAuthProvider, createDataProvider, createHttpClient } from '../src/api';
import { lazyDataProvider } from './lazyDataProvider';

// One HTTP client for both providers, so they share the admin token and its refresh.
const http = createHttpClient();

/**
 * The legacy API's provider, or, in a build made with VITE_DATA_PROVIDER=rest, react-admin's
 * ra-data-simple-rest against /api/rest (loaded only in that build).
 */
export const dataProvider =
  import.meta.env.VITE_DATA_PROVIDER === 'rest'
    ? lazyDataProvider(() =>
        import('../src/api/restDataProvider').then(({ createRestDataProvider }) =>
          createRestDataProvider({ http }),
        ),
      )
    : createDataProvider({ http });
export const authProvider = createAuthProvider({ http });
