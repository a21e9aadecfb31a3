import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.VITE_DEV_API ?? 'http://127.0.0.1:3000';
const root = path.dirname(fileURLToPath(import.meta.url));

/** The member names of `export const reactRouterProvider = { ... }` in a source file. */
function adapterMembers(file: string): string[] {
  const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  const body = /export const reactRouterProvider = \{([\s\S]*?)\}/.exec(code)?.[1];
  if (body === undefined) throw new Error(`${file}: no reactRouterProvider object found`);
  return body
    .split(',')
    .map((part) => part.split(':')[0].trim())
    .filter(Boolean);
}

/**
 * Production builds only: ra-core's default react-router adapter is replaced by
 * admin/routing/raRouterAdapter.tsx, which cannot create a data router of its own (the console
 * always sits under the student site's router). Otherwise react-router's data router, which
 * only that adapter references, is kept in the react-router module the student entry shares,
 * and every visitor of the home page downloads it. See that file for the details; the build
 * stops if ra-core's adapter has members the replacement lacks.
 */
function raRouterAdapter(): Plugin {
  const replacement = path.join(root, 'admin/routing/raRouterAdapter.tsx');
  const adapter = /[\\/]ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]reactRouterProvider\.js$/;
  return {
    name: 'mindwell:ra-router-adapter',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.includes('reactRouterProvider')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !adapter.test(resolved.id)) return null;
      const offered = new Set(adapterMembers(replacement));
      const missing = adapterMembers(resolved.id).filter((name) => !offered.has(name));
      if (missing.length > 0)
        throw new Error(`ra-core's router adapter has members ${replacement} lacks: ${missing.join(', ')}`);
      return replacement;
    },
  };
}

export default defineConfig({
  plugins: [react(), raRouterAdapter()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
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
    // Browser specs live in tests/e2e and run under Playwright, not here.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          testTimeout: 30_000,
        },
      },
    ],
  },
});
