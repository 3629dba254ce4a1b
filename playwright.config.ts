// Browser tests (issue 2 item 10): Chromium from CHROMIUM_PATH, Debian or Playwright (e2e/helpers/browser.ts), against the
// real server built and started by `webServer` on a free port with a temporary DATA_DIR (fresh demo data every run).
// E2E_BASE_URL points the tests at a server that is already running instead (no build, no start).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from './e2e/helpers/browser';
import { e2eServerEnv } from './e2e/helpers/server-env';

const external = process.env.E2E_BASE_URL;
const server = external ? null : e2eServerEnv();
const baseURL = external ?? `http://127.0.0.1:${server?.port}`;
const browser = resolveChromium();
// E2E_SKIP_BUILD=1 reuses an existing dist/ (npm test builds it in the step before). NODE_ENV=production: a NODE_ENV
// inherited from elsewhere (test, development) would make Vite bundle React's development build.
const build = process.env.E2E_SKIP_BUILD === '1' ? '' : 'NODE_ENV=production npx vite build --logLevel warn && ';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  workers: 1, // the machines have 2 cores, and the server is one process
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // scripts/test.mjs sets PLAYWRIGHT_JSON_OUTPUT_NAME for the json reporter
  reporter: [['list'], ['json']],
  outputDir: 'test-results/playwright',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: browser.executablePath, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium' }],
  webServer: server
    ? {
        command: `${build}npx tsx server/src/main.ts`,
        url: `${baseURL}/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 }, // the server closes its database on SIGTERM
        stdout: 'ignore',
        stderr: 'pipe',
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
      }
    : undefined,
});
