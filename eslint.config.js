// ESLint flat config: typescript-eslint, react-hooks and the import boundaries of STYLE.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const zone = (target, from, message) => ({ target, from, message });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'qa-plans/**', 'server/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    // Never parse installed packages when following imports (no-cycle); PGlite's bundle overflows the parser.
    settings: { 'import-x/ignore': ['node_modules'], 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The arrows of STYLE.md: views -> machines -> rules; views -> services -> contracts -> rules; server -> contracts, rules, tenants.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            zone('./src/rules', ['./src/machines', './src/views', './src/services', './src/contracts', './src/tenants', './src/i18n', './server'], 'rules are pure and import nothing of the app'),
            zone('./src/tenants', ['./src/machines', './src/views', './src/services', './src/contracts', './src/i18n', './server'], 'tenants are data'),
            zone('./src/contracts', ['./src/machines', './src/views', './src/services', './src/i18n', './server'], 'contracts sit between front end and server'),
            zone('./src/machines', ['./src/views', './src/services', './src/contracts', './src/i18n', './server'], 'a machine imports only xstate, rules, tenant types and its own types'),
            zone('./src/services', ['./src/machines', './src/views', './src/i18n', './server'], 'services never reach into machines or views'),
            zone('./server', ['./src/views', './src/machines', './src/services', './src/i18n'], 'the server never imports the front end'),
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        { paths: [], patterns: [{ group: ['**/index', '**/index.ts'], message: 'no barrel files' }] },
      ],
    },
  },
  {
    // A machine never imports React, ky or the DOM (STYLE.md).
    files: ['src/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: ['react', 'react-dom', 'ky', '@xstate/react'].map((name) => ({ name, message: 'machines stay framework-free' })) }],
    },
  },
);
