import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Workers re-read this file; the environment carries one fresh data folder to all of them.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'mindwell-e2e-'));
process.env.E2E_REST_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'mindwell-e2e-rest-'));
process.env.E2E_LEGACY_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'mindwell-e2e-legacy-'));
const port = Number(process.env.E2E_PORT ?? 3217);
/** The second server, serving the console built in REST mode (VITE_DATA_PROVIDER=rest). */
const restPort = port + 1000;
/** E2E_REST=0 leaves the REST-mode project and its server out (a quicker run of a few specs). */
const withRest = process.env.E2E_REST !== '0';
/** The specs the console runs in REST mode too, against the second server. */
const REST_SPECS = '**/admin/rest-provider.spec.ts';
/**
 * The same product with LEGACY_STRICT=1: what the console meets when pointed at the legacy
 * backend. Far from E2E_PORT, so suites run side by side on neighbouring ports never meet.
 */
const legacyPort = Number(process.env.E2E_LEGACY_PORT ?? port + 2000);

export const e2eAdmin = { email: 'admin@e2e.test', password: 'e2e-admin-pass-9431' };

/**
 * `npm start` on `port`, with its own data folder and a fresh database holding the demo data;
 * `before`, a command run first.
 */
const server = (serverPort: number, dataDir: string, env: Record<string, string>, before = '') => ({
  command: before ? `${before} && npm start` : 'npm start',
  url: `http://127.0.0.1:${serverPort}/api/user`,
  // /api/user answers 401 until someone signs in; any answer means the server is up.
  ignoreHTTPSErrors: true,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    ...env,
  },
});

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // In CI, one more try for a test that fails: a real browser on a shared 2-core machine. A test
  // that passes only on its retry is still reported, as flaky, in the run's summary.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'product', testIgnore: [REST_SPECS, 'legacy/**'] },
    ...(withRest
      ? [{ name: 'rest', testMatch: REST_SPECS, use: { baseURL: `http://127.0.0.1:${restPort}` } }]
      : []),
    // A short smoke of the console against a server that answers docs/legacy-api.md alone.
    {
      name: 'legacy-strict',
      testMatch: 'legacy/**/*.spec.ts',
      use: { baseURL: `http://127.0.0.1:${legacyPort}` },
    },
  ],
  webServer: [
    // The product exactly as a newcomer starts it, on a fresh database with the demo data.
    server(port, process.env.E2E_DATA_DIR, {}),
    // Started after the first, which has built the front end: this one serves that build.
    server(legacyPort, process.env.E2E_LEGACY_DATA_DIR, {
      LEGACY_STRICT: '1',
      BUILD_FRONT_END: '0',
      WORKERS: '1',
    }),
    // The same, its console built into a folder of its own on ra-data-simple-rest (that build
    // alone: the rest is the first server's, tests/e2e/support/restFrontEnd.ts).
    ...(withRest
      ? [
          server(
            restPort,
            process.env.E2E_REST_DATA_DIR,
            { FRONT_END_DIR: 'dist-rest', VITE_DATA_PROVIDER: 'rest' },
            'npx tsx tests/e2e/support/restFrontEnd.ts',
          ),
        ]
      : []),
  ],
});
