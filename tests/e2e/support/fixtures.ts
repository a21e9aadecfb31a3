import { test as base, expect, type Page, type Response, type WorkerInfo } from '@playwright/test';
import { ROLE_ADMIN } from '../../../src/resources/fields';
import { isConsoleAddress } from '../../../src/resources/paths';
import { admin, newAccount, type Account } from './accounts';
import { AdminApi, registerOverApi, signInOverApi, type SessionState } from './api';

interface Options {
  /**
   * Who the test's page is signed in as, with a session the worker's tests share; null (the
   * default) for a visitor. A test that logs out must use `signInFresh` instead: logging out
   * ends the session on the server for every test holding it.
   */
  signedInAs: Account | null;
}

interface TestFixtures {
  /** Signs the test's browser in with a session of its own, one the test may end. */
  signInFresh: (account: Account) => Promise<void>;
  /** Registers a new student over the API and signs the test's browser in as them. */
  newStudent: Account;
  /**
   * An admin account of the test's own, made over the admin API (not signed in) and deleted
   * afterwards: for tests that sign in through the form, fail a sign-in or log out.
   */
  newAdmin: Account;
  /** Automatic: a test fails when its pages log an error or a warning, or throw. */
  quietConsole: void;
}

interface WorkerFixtures {
  /** A session per account, signed in once per worker. */
  sessionFor: (account: Account) => Promise<SessionState>;
  /** The admin API, signed in once per worker as the admin of playwright.config.ts. */
  adminApi: AdminApi;
}

/** The suite's server (playwright.config.ts `use.baseURL`), for worker fixtures. */
function serverUrlOf(workerInfo: WorkerInfo): string {
  const { baseURL } = workerInfo.project.use;
  if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
  return baseURL;
}

/**
 * Chromium's own line for an answer of 4xx, which the suite provokes on purpose (a visitor's
 * `GET /api/user` is a 401, a refused save a 422). A 5xx, or anything the apps log, still counts.
 */
const REFUSED_CALL = /^Failed to load resource: the server responded with a status of 4\d\d /;

// Fixture bodies name their callback `provide`, not Playwright's customary `use`, which the
// React hooks lint rule would take for React's use().
export const test = base.extend<Options & TestFixtures, WorkerFixtures>({
  signedInAs: [null, { option: true }],

  sessionFor: [
    // Playwright reads a fixture's dependencies from its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const serverUrl = serverUrlOf(workerInfo);
      const sessions = new Map<string, Promise<SessionState>>();
      await provide((account) => {
        let session = sessions.get(account.email);
        if (!session) {
          session = signInOverApi(serverUrl, account);
          sessions.set(account.email, session);
        }
        return session;
      });
    },
    { scope: 'worker' },
  ],

  adminApi: [
    // Playwright reads a fixture's dependencies from its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const api = await AdminApi.signIn(serverUrlOf(workerInfo), admin);
      await provide(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],

  storageState: async ({ signedInAs, sessionFor, storageState }, provide) => {
    await provide(signedInAs ? await sessionFor(signedInAs) : storageState);
  },

  signInFresh: async ({ context, baseURL }, provide) => {
    await provide(async (account) => {
      const { cookies } = await signInOverApi(baseURL ?? '', account);
      await context.addCookies(cookies);
    });
  },

  newStudent: async ({ context, baseURL }, provide) => {
    const account = newAccount();
    const { cookies } = await registerOverApi(baseURL ?? '', account);
    await context.addCookies(cookies);
    await provide(account);
  },

  // A student page the server rendered shows its content before its buttons and forms work:
  // a test acts on it once it is interactive (student/app/SiteLayout.tsx), as a person would
  // see it respond. The console's pages and files are not the student site's.
  page: async ({ page }, provide) => {
    const waitForSite = async (response: Response | null) => {
      const html = response?.headers()['content-type']?.startsWith('text/html') ?? false;
      if (html && !isConsoleAddress(new URL(page.url()).pathname))
        await expect(page.locator('html[data-interactive]')).toHaveCount(1);
      return response;
    };
    const { goto, reload } = page;
    page.goto = async (url, options) => waitForSite(await goto.call(page, url, options));
    page.reload = async (options) => waitForSite(await reload.call(page, options));
    await provide(page);
  },

  quietConsole: [
    async ({ context }, provide) => {
      const problems: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          const kind = message.type();
          if ((kind === 'error' || kind === 'warning') && !REFUSED_CALL.test(message.text()))
            problems.push(`${kind}: ${message.text()} (on ${page.url()})`);
        });
        page.on('pageerror', (error) => problems.push(`uncaught: ${error.message} (on ${page.url()})`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await provide();
      expect(problems, 'errors and warnings in the browser console').toEqual([]);
    },
    { auto: true },
  ],

  newAdmin: async ({ adminApi }, provide) => {
    const account = newAccount('admin');
    const { id } = await adminApi.create('users', {
      name: account.name,
      email: account.email,
      password: account.password,
      role_id: ROLE_ADMIN,
    });
    await provide(account);
    await adminApi.remove('users', id);
  },
});

export { expect };
