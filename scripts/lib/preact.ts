// Issue 17: the browser runs Preact through its React compatibility layer (preact/compat) instead of react-dom: the
// login's first load went from 165.8 to about 108 kB gzip. The build, the prerender and the tests resolve React's names
// to it; the views keep importing 'react' (docs/delivery.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Alias } from 'vite';

const SYNC_EXTERNAL_STORE = resolve(import.meta.dirname, '../../src/views/shared/sync-external-store.ts');

export const PREACT_ALIASES: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/compat/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^use-sync-external-store(\/shim)?(\/with-selector)?(\.js)?$/, replacement: SYNC_EXTERNAL_STORE },
];

/** the libraries that import React by name */
const REACT_LIBRARIES = [
  'react-router',
  '@xstate/react',
  'react-i18next',
  '@testing-library/react',
  'use-isomorphic-layout-effect',
];

const require = createRequire(import.meta.url);

/** a package's ES module entry (its package.json's `module`), where Node alone would load its CommonJS build */
function esModuleEntry(name: string): string {
  const manifest = require.resolve(`${name}/package.json`);
  const { module } = JSON.parse(readFileSync(manifest, 'utf8')) as { module?: string };
  if (!module) throw new Error(`${name} has no ES module entry`);
  return join(dirname(manifest), module);
}

/**
 * For code that runs in Node (Vitest, the build's prerender): the libraries that import React load from their ES
 * modules through Vite, so that the aliases above reach their imports (their CommonJS builds would load react-dom).
 */
export const NODE_REACT_LIBRARIES = {
  alias: REACT_LIBRARIES.map((name): Alias => ({ find: new RegExp(`^${name}$`), replacement: esModuleEntry(name) })),
  inline: REACT_LIBRARIES.map((name) => new RegExp(`node_modules/${name}/`)),
};
