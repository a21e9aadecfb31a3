import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Connect, Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.VITE_DEV_API ?? 'http://127.0.0.1:3000';
const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Production builds only: react-router's production build. Its package's exports name only its
 * development build, which differs from it in one constant, ENABLE_DEV_WARNINGS: left on, every
 * visitor downloads (and runs) the checks behind its console warnings. The build stops if the
 * production twin of a file it resolves is missing.
 */
function reactRouterProduction(): Plugin {
  const development = `${path.sep}dist${path.sep}development${path.sep}`;
  const production = `${path.sep}dist${path.sep}production${path.sep}`;
  return {
    name: 'mindwell:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes(development)) return resolved;
      const twin = resolved.id.replace(development, production);
      if (!existsSync(twin)) throw new Error(`react-router's production build is missing: ${twin}`);
      return twin;
    },
  };
}

/**
 * Production builds only: lets the bundler drop the parts of react-router the site never uses.
 * Its build declares each component and context as a top-level call followed by a
 * `X.displayName = "..."` write; a write counts as a side effect, so every one of them (and all
 * they reach: data-router forms, fetchers, scroll restoration) stayed in the entry chunk every
 * visitor downloads. The names only label components in React's developer tools. The calls that
 * make them (`React.createContext`, `React.forwardRef`, `React.memo`) are marked pure, as
 * React's own builds mark theirs. The build stops if the file no longer has those writes.
 */
function reactRouterTreeShaking(): Plugin {
  const chunk = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[A-Z0-9]+\.mjs$/;
  const labels = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
  const makers = /\b(React\d*\.(?:createContext|forwardRef|memo))\(/g;
  return {
    name: 'mindwell:react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!chunk.test(id) || !code.includes('var Link = ')) return null;
      const unlabelled = code.replace(labels, '');
      if (unlabelled === code) throw new Error(`${id}: no displayName writes found; check this plugin`);
      return { code: unlabelled.replace(makers, '/* @__PURE__ */ $1('), map: null };
    },
  };
}

/**
 * Production builds of the browser's pages only: structuredData.ts is replaced by
 * structuredDataInBrowser.ts. The JSON-LD a page describes itself with is written by the server
 * renderer (usePageHead reports it there and the browser never calls it), so its code would
 * only weigh on every first visit. The server renderer's build keeps the real module.
 */
function serverOnlyStructuredData(): Plugin {
  const made = path.join(root, 'student/seo/structuredData.ts');
  const inBrowser = path.join(root, 'student/seo/structuredDataInBrowser.ts');
  return {
    name: 'mindwell:server-only-structured-data',
    apply: (_config, { command, mode }) => command === 'build' && mode !== SERVER_MODE,
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('/seo/structuredData') || options.ssr) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === made ? inBrowser : resolved;
    },
  };
}

/** `vite build --mode console`: the console's build (`npm run build` makes it after the student site's). */
const CONSOLE_MODE = 'console';
/**
 * `vite build --mode server`: the student site's server renderer (student/ssr/renderPage.tsx),
 * into dist/server/ (server/frontEndPages.ts's PAGE_RENDERER). React and the router go inside
 * it, so a production install (without devDependencies) can render; jsdom, a dependency of the
 * server, stays outside.
 */
const SERVER_MODE = 'server';
const serverBuild = {
  outDir: 'dist/server',
  emptyOutDir: true,
  copyPublicDir: false,
  ssr: path.join(root, 'student/ssr/renderPage.tsx'),
  rolldownOptions: { external: ['jsdom'], output: { entryFileNames: 'renderPage.js' } },
  sourcemap: false,
};
/**
 * The console's page, and the addresses it answers: server/frontEndPages.ts's CONSOLE_PAGE and
 * src/resources/paths.ts's isConsoleAddress, written out here because Vite's config loader warns
 * when the config imports the apps' own modules.
 */
const CONSOLE_PAGE = 'admin/index.html';
const consoleAddress = /^\/dashboard\/admin(?:[/?#]|$)/;

/**
 * The console's build in two files where the bundler's own splitting made about thirty: its page
 * (admin/main.ts and all it imports, which starts the access check and the lists) and the
 * console (admin/mountConsole.tsx and all it imports, less what the page has). Every file is
 * compressed on its own, so each one the first list loads costs its own start of the
 * dictionary: about 11 KB of gzip over thirty files (admin/README.md). What only the lazy
 * parts use (forms, the rich text editor, the dashboard's chart, the course builder) stays in
 * chunks of their own, loaded when they are opened.
 */
function consoleChunks() {
  const consoleModule = path.join(root, 'admin/mountConsole.tsx');
  return {
    groups: [
      // `$initial`: imported by the page, at any depth; the page's entry chunk takes them in.
      { name: 'page', tags: ['$initial' as const], priority: 2 },
      // With what it imports, at any depth (the groups' default), less the page's modules.
      { name: 'console', test: (id: string) => id === consoleModule, priority: 1 },
    ],
  };
}

/**
 * The student site's chunks: everything the page's entry imports (React, the router, the shell)
 * in its one entry chunk, since every page needs it; pages' own modules in their page's chunk.
 * Left to itself the bundler cuts the shared parts into many small files, and each file is
 * compressed on its own: several hundred bytes more for every first visit.
 */
function siteChunks() {
  return {
    groups: [{ name: 'index', tags: ['$initial' as const], priority: 2 }],
  };
}

/**
 * `npm run dev`: a page under /dashboard/admin is the console's page, as the server answers it in
 * production (server/routes/frontEnd.ts); every other page falls to the student site's.
 */
function consolePageInDev(): Plugin {
  const toConsole: Connect.NextHandleFunction = (request, _response, next) => {
    const accept = request.headers.accept ?? '';
    if (request.url && consoleAddress.test(request.url) && accept.includes('text/html'))
      request.url = `/${CONSOLE_PAGE}`;
    next();
  };
  return {
    name: 'mindwell:console-page-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(toConsole);
    },
  };
}

const serverTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 };
/** The tests that start a server or open a database: the ones worth running on PostgreSQL too. */
const postgresSuite = [
  'tests/server/**/*.test.ts',
  'tests/security/**/*.test.ts',
  'tests/durability/**/*.test.ts',
  'tests/api/*.server.test.ts',
];

/**
 * Two apps, two production builds into one dist/: the student site (index.html) and, with
 * `--mode console`, the admin console (admin/index.html). Built apart, they share no chunk: the
 * console's react-router keeps its data router (the console runs under one) while the student
 * site's leaves it out, and nothing of the console's libraries reaches a student page.
 */
export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    consolePageInDev(),
    reactRouterProduction(),
    reactRouterTreeShaking(),
    serverOnlyStructuredData(),
  ],
  resolve: {
    // react-router with a <Link> that leaves the framework's prefetching out (src/routing/Link.tsx).
    alias: [
      { find: /^react-router-dom$/, replacement: path.join(root, 'src/routing/reactRouterDom.ts') },
      // Tests: react-router as Node itself loads it for react-admin (which the tests import from
      // node_modules unbundled), so the console's routes and react-admin share one router.
      ...(mode === 'test'
        ? [{ find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router')) }]
        : []),
    ],
  },
  ...(mode === SERVER_MODE
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  build:
    mode === SERVER_MODE
      ? serverBuild
      : {
          outDir: 'dist',
          // The console's build goes beside the student site's, which empties dist/ first.
          emptyOutDir: mode !== CONSOLE_MODE,
          rolldownOptions: {
            input: path.join(root, mode === CONSOLE_MODE ? CONSOLE_PAGE : 'index.html'),
            output: { codeSplitting: mode === CONSOLE_MODE ? consoleChunks() : siteChunks() },
          },
          sourcemap: false,
          // Every browser the site supports knows <link rel="modulepreload">: the polyfill Vite would
          // put in the entry chunk would only cost every first visit.
          modulePreload: { polyfill: false },
          // The console's chunk is one file on purpose (consoleChunks), near a megabyte before compression.
          chunkSizeWarningLimit: mode === CONSOLE_MODE ? 1000 : 900,
        },
  server: {
    // `npm run dev` serves the apps with hot reload and sends API calls to `npm start`.
    proxy: {
      '/api': apiTarget,
      '/post_comments': apiTarget,
      '/uploads': apiTarget,
    },
  },
  test: {
    // Vitest's run-mode default is one worker fewer than the cores: one, on the 2-core machines
    // this project runs on. The suite is mostly waiting on databases and jsdom, so use them all.
    maxWorkers: Math.max(2, availableParallelism()),
    // Test files share a worker's module cache: each file loading Fastify, Kysely or react-admin
    // afresh was most of the run. Every test builds its own server, database and React tree, so
    // nothing a file leaves behind is reached by the next.
    isolate: false,
    // The AWS SDK warns once per process that its releases from 2027 will need Node 22; the
    // product supports Node 20 (package.json engines), so the tests' output stays quiet.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    // Browser specs live in tests/e2e and run under Playwright, not here.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**'],
          // Said, not left out: workers are shared, so a file must not inherit `postgres`.
          env: { MINDWELL_TEST_DB: 'sqlite' },
          // The migrated database every SQLite test server starts on a copy of.
          globalSetup: ['tests/setup/sqliteTemplate.ts'],
          ...serverTimeouts,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          exclude: ['tests/e2e/**'],
          setupFiles: ['tests/setup/dom.ts'],
          // Only ends a test that would never finish: at load 26 on 2 cores, console tests that
          // take seconds on a quiet machine took 30–42 s.
          testTimeout: 300_000,
        },
      },
      // With TEST_DATABASE_URL set, the tests that reach a database run again on PostgreSQL.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                environment: 'node' as const,
                include: postgresSuite,
                env: { MINDWELL_TEST_DB: 'postgres' },
                globalSetup: ['tests/setup/postgres.ts'],
                ...serverTimeouts,
              },
            },
          ]
        : []),
    ],
  },
}));
