import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports of the router our own code makes (see the rule below). */
const ROUTER_PATHS = [
  { name: 'react-router-dom', message: 'Import from react-router (react-router-dom is react-admin’s).' },
  {
    name: 'react-router',
    importNames: ['Link'],
    message: 'Import Link from src/routing/Link.tsx: react-router’s own brings its prefetching.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', 'test-results', 'playwright-report', 'bench/out'] },
  // The console built in REST mode for the browser suite (playwright.config.ts).
  { ignores: ['dist-rest'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No module may import itself back through others: an import circle makes the order in
    // which modules are evaluated matter, and the code hard to follow.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // One router package: react-router. react-router-dom is there for react-admin alone (its
    // peer), and its <Link> is ours (src/routing/Link.tsx, which vite.config.ts also gives
    // react-admin), without the framework's prefetching.
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/routing/**'],
    rules: { 'no-restricted-imports': ['error', { paths: ROUTER_PATHS }] },
  },
  {
    // The student site must never pull in the console's weight.
    files: ['student/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ROUTER_PATHS,
          patterns: [
            {
              group: ['react-admin', 'ra-*', '@mui/*', '../admin/*', '../../admin/*'],
              message: 'The student site stays free of react-admin and MUI.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract between the server and its clients: endpoints, wire types and feature names.
    // Both sides import it, so it imports neither (only the table's vocabulary in src/resources).
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/api/*',
                '**/server/*',
                '**/admin/*',
                '**/student/*',
                'react',
                'react-*',
                'ra-*',
                '@mui/*',
                'fastify',
                'kysely',
              ],
              message: 'src/contract imports neither the server nor a client.',
            },
          ],
        },
      ],
    },
  },
);
