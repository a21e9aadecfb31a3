import { createAuthProvider } from '../../src/api/authProvider';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import type { ResourceDef } from '../../src/resources';
import { startTestServer, type TestServer } from '../server/helpers/testServer';
import { keepCookies } from './cookieJar';
import { type SentCall, watchCalls } from './watchCalls';

export { ADMIN_EMAIL, ADMIN_PASSWORD } from '../server/helpers/testServer';

export interface RunningServer {
  server: TestServer;
  baseURL: string;
}

/**
 * The real reference server with the demo catalogue (so every reference has a record to point
 * at), on a fresh database and a real socket: the providers speak HTTP through fetch, as in a
 * browser, not through Fastify's inject.
 */
export async function startServer(): Promise<RunningServer> {
  const server = await startTestServer({ seedDemo: true });
  return { server, baseURL: await server.listen() };
}

/**
 * The console's client, providers and cookie jar, as a browser tab would hold them; `watch`
 * sees every call the client sends until the function it answers is called.
 */
export function consoleClient(baseURL: string, table?: readonly ResourceDef[]) {
  const watchers = new Set<(call: SentCall) => void>();
  const { fetch, jar } = keepCookies(
    watchCalls(globalThis.fetch, (call) => watchers.forEach((w) => w(call))),
  );
  const http = createHttpClient({ baseURL, fetch });
  return {
    http,
    cookies: jar,
    watch(watcher: (call: SentCall) => void): () => void {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    dataProvider: createDataProvider({ http, table }),
    authProvider: createAuthProvider({ http }),
  };
}
