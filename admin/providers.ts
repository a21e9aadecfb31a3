import { createAuthProvider, createDataProvider, createHttpClient } from '../src/api';

// One HTTP client for both providers, so they share the admin token and its refresh.
const http = createHttpClient();

export const dataProvider = createDataProvider({ http });
export const authProvider = createAuthProvider({ http });
