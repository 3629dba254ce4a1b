// Issue 33 item 2: the Vitest set-up of the QA export's screen recording (scripts/lib/qa-screens.record.ts): the model
// tests' DOM (happy-dom) and set-up file, one worker, no time limit per machine (a machine's export may have hundreds of
// paths). Kept apart from vite.config.ts so that `npm test` never runs the recording.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  plugins: [react()],
  test: {
    include: ['scripts/lib/qa-screens.record.ts'],
    environment: 'happy-dom',
    setupFiles: ['./src/test-setup.ts'],
    testTimeout: 0,
    maxWorkers: 1,
  },
});
