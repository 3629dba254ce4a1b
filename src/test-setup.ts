import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// Views and catalogues load lazily; on a loaded 2-core machine that can take longer than Testing Library's 1 s default.
// The wait only bounds how long a findBy* may look: an assertion still fails when the text never shows.
configure({ asyncUtilTimeout: 5000 });
