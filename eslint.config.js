// ESLint flat config: typescript-eslint, react-hooks and the import boundaries of STYLE.md.
// The boundaries use ESLint's own no-restricted-imports with path patterns (imports in this tree are relative), so that lint
// needs no resolver binary: eslint-plugin-import-x pulls a native resolver whose other-platform builds this machine's
// registry does not serve, which left package-lock.json unusable for `npm ci`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import contractCopies from './scripts/lint/no-contract-copies.js';

const BARRELS = { group: ['**/index', '**/index.ts', '**/index.tsx'], message: 'no barrel files (STYLE.md)' };
// `**/x/**`: a deeper import (`../../views/flows/x`) is caught as well as a direct one
const forbid = (folders, message) => ({ group: folders.map((f) => `**/${f}/**`), message });

/** One block per folder: which folders it must not import (the arrows of STYLE.md point the other way). */
const boundary = (files, folders, message, paths = []) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { paths, patterns: [BARRELS, forbid(folders, message)] }] },
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'qa-plans/**',
      'server/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [BARRELS] }],
    },
  },
  // The hooks rules where React is imported (issue 35 item 4): their React Compiler pass took 74% of the lint's time, most
  // of it on server, machine and script files that hold no component and no hook.
  {
    files: [
      'src/views/**',
      'src/flows/**',
      'src/i18n/**',
      'src/**/*.tsx',
      'model-tests/**',
      'scripts/lib/**',
      'scripts/floor/**',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // views -> machines -> rules; views -> services -> contracts -> rules; server -> contracts, rules, tenants.
  boundary(
    ['src/rules/**'],
    ['machines', 'views', 'services', 'contracts', 'tenants', 'i18n', 'server', 'flows'],
    'rules are pure and import nothing of the app',
  ),
  boundary(
    ['src/tenants/**'],
    ['machines', 'views', 'services', 'contracts', 'i18n', 'server', 'flows'],
    'tenants are data',
  ),
  boundary(
    ['src/contracts/**'],
    ['machines', 'views', 'services', 'i18n', 'server', 'flows'],
    'contracts sit between front end and server',
  ),
  // A machine imports xstate, rules, tenant types, its own types and (issue 29) the contracts' *types* only: a shape is
  // declared once, in its contract; superstruct values and HTTP stay out of machines (`import type` is the only way in).
  {
    files: ['src/machines/**'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          // A machine never imports React, ky or the DOM (STYLE.md).
          paths: ['react', 'react-dom', 'ky', '@xstate/react', 'superstruct'].map((name) => ({
            name,
            message: 'machines stay framework-free',
          })),
          patterns: [
            BARRELS,
            forbid(
              ['views', 'services', 'i18n', 'server', 'flows'],
              'a machine imports only xstate, rules, tenant types, contract types and its own types',
            ),
            {
              ...forbid(['contracts'], 'a machine takes only types from contracts (import type)'),
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  boundary(
    ['src/flows/**'],
    ['views', 'services', 'i18n', 'server'],
    'flow tooling (paths, model, lint, layout) is React-free and reads machines only',
  ),
  // issue 29: the Flow Explorer and the flow registry (src/views/explorer) stay out of the runtime's chunks; only the
  // /flows page loads them, lazily
  {
    ...boundary(['src/views/**'], ['explorer'], 'the runtime never imports the Flow Explorer or the flow registry'),
    ignores: ['src/views/explorer/**', 'src/views/pages/flows.page.tsx'],
  },
  boundary(
    ['src/services/**'],
    ['machines', 'views', 'i18n', 'server', 'flows'],
    'services never reach into machines or views',
  ),
  boundary(['server/**'], ['views', 'machines', 'services', 'i18n', 'flows'], 'the server never imports the front end'),
  // Issue 29 item 5: a machine or server shape whose fields are a contract type's is a copy; it takes the contract's type.
  {
    files: ['src/machines/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { cuenta: contractCopies },
    rules: { 'cuenta/no-contract-copies': 'error' },
  },
);
