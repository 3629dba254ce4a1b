// Browser tests (issue 2 item 10): Chromium from CHROMIUM_PATH, Debian or Playwright (e2e/helpers/browser.ts), against the
// real server built and started by `webServer` on a free port with a temporary DATA_DIR (fresh demo data every run).
// E2E_BASE_URL points the tests at a server that is already running instead (no build, no start).
import { execSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from './e2e/helpers/browser';
import { e2eServerEnv, workerSlot } from './e2e/helpers/server-env';

const external = process.env.E2E_BASE_URL;
// issue 35 item 4: two workers (the suite took 13 of `npm test`'s 22 minutes with one), each against a server of its own
// (slot i -> server i; E2E_WORKERS=1 for one). Specs that start servers of their own (visual, cards, postcodes, ...) are
// unaffected.
const workers = external ? 1 : Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const servers = external ? [] : Array.from({ length: workers }, (_, slot) => e2eServerEnv(process.env, slot));
const baseURL = external ?? `http://127.0.0.1:${servers[Math.min(workerSlot(), servers.length - 1)]?.port}`;
const browser = resolveChromium();
// E2E_SKIP_BUILD=1 reuses an existing dist/ (npm test builds it in the step before). Otherwise the runner builds once here,
// before the servers start (a build in each server's command would run twice). NODE_ENV=production: a NODE_ENV inherited
// from elsewhere (test, development) would make Vite bundle React's development build.
if (!external && process.env.E2E_SKIP_BUILD !== '1' && process.env.TEST_WORKER_INDEX === undefined) {
  execSync('npx vite build --logLevel warn', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  process.env.E2E_SKIP_BUILD = '1';
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  workers,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // issue 35 item 7: the longest journeys (an agent signs in, impersonates, quotes a list, reads the report, then a shopper
  // signs in) took 30-33 s with both workers and their servers busy on 2 cores; room for a busy machine costs nothing
  // when a test passes
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/test.mjs sets PLAYWRIGHT_JSON_OUTPUT_NAME for the json reporter
  reporter: [['list'], ['json']],
  outputDir: 'test-results/playwright',
  use: {
    baseURL,
    // issue 35 item 4: a failed test keeps its trace (every action with the DOM before and after it) and a screenshot of
    // the end; the trace's screencast, a frame every few milliseconds in every test, is left out: with it, four specs took
    // 162 s instead of 135 s on this machine (about a fifth of the browser step), to film tests that pass
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: browser.executablePath, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium' }],
  webServer: servers.map((server) => ({
    command: 'npx tsx server/src/main.ts',
    url: `http://127.0.0.1:${server.port}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5000 }, // the server closes its database on SIGTERM
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATA_DIR: server.dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '10000',
      // every browser test comes from 127.0.0.1: the per-address add-card limit (issue 34) is tested by the API tests
      CARD_ADDS_PER_ADDRESS: '1000',
      // issue 9: the login's lock message and timer follow the server's LOCKOUT_MINUTES (e2e/lockout.spec.ts reads 7)
      LOCKOUT_MINUTES: '7',
      // issue 32 item 1: no outbound network in tests; e2e/postcodes.spec.ts runs a server of its own against a stand-in
      POSTCODE_BR_URL: 'off',
    },
  })),
});
