import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // The student site must never pull in the console's weight.
    files: ['student/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
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
