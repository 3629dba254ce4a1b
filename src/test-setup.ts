import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// Views and catalogues load lazily; on a loaded 2-core machine that can take longer than Testing Library's 1 s default.
// The wait only bounds how long a findBy* may look: an assertion still fails when the text never shows.
configure({ asyncUtilTimeout: 5000 });

// No component or model test talks to a server. happy-dom's page is http://localhost:3000, where `npm start` may be
// listening: a request that no test answered (the header's cart count, a legal page's text, the atlas) went out there,
// and met a connection refused, or a real server's answer when one ran. It now fails at once, as a browser's fetch does
// without a network (a TypeError, which the HTTP helper reports as spec §8's network failure). A test that wants answers
// stubs fetch itself (vi.stubGlobal); vi.unstubAllGlobals brings this one back.
const offline: typeof fetch = (input) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return Promise.reject(new TypeError(`no network in component tests: ${url}`));
};
globalThis.fetch = offline;
window.fetch = offline;
