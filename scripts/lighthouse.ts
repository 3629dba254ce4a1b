// `npm run lighthouse`: Lighthouse (mobile, default simulated throttling) on the login, the registration and a signed-in
// account page, 3 runs each, medians printed (issue 17). Not a test: figures for a note. It starts the built server
// (run `npm run build` first) on a free port with a throw-away DATA_DIR, signs a demo shopper in through the login page
// (Playwright) and hands the session cookie to Lighthouse. LIGHTHOUSE_URL=http://host:port measures a running server
// instead; LIGHTHOUSE_RUNS changes the count. Chromium: $CHROMIUM_PATH, /usr/bin/chromium, or Playwright's own.
// Issue 28: a bare React 19 page (scripts/floor: the design card's libraries and a login form, none of our code) is
// measured in the same run for reference, served gzip-compressed from a static server of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, resolveChromium } from '../e2e/helpers/browser';
import { freePort } from '../e2e/helpers/server-env';
import { buildFloor } from './lib/design-floor.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TENANT = 'cl';
const SHOPPER = 'shopper.cl@demo.example.com';
const PASSWORD = 'Cuenta.Demo2026';
const PAGES = [
  { name: 'login', path: `/${TENANT}/login`, signedIn: false, bare: false },
  { name: 'registration', path: `/${TENANT}/register`, signedIn: false, bare: false },
  { name: 'account: my profile', path: `/${TENANT}/account/my-profile`, signedIn: true, bare: false },
  { name: 'bare React 19 page', path: `/${TENANT}/login`, signedIn: false, bare: true },
];
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** scripts/floor built for production and served gzip-compressed (any path without a file gets its index.html). */
async function startBarePage(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'cuenta-bare-'));
  await buildFloor(dir);
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = path.startsWith('/assets/') && existsSync(join(dir, path)) ? join(dir, path) : join(dir, 'index.html');
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(gzipSync(readFileSync(file)));
  });
  const port = freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function startServer(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first');
  const port = freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cuenta-lighthouse-'));
  const child: ChildProcess = spawn('npx', ['tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '10000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    // its own process group: npx starts tsx, which starts node; stopping the group stops all three
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${baseUrl}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('the server did not answer /health within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseUrl,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the demo shopper in through the login page and returns the Cookie header of its session. */
async function sessionCookie(baseUrl: string, executablePath: string): Promise<string> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ baseURL: baseUrl });
    await page.goto(`/${TENANT}/login`);
    await page.getByLabel('Correo electrónico').fill(SHOPPER);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(new RegExp(`/${TENANT}/account$`));
    const cookies = await page.context().cookies();
    return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  } finally {
    await browser.close();
  }
}

async function main() {
  const { executablePath } = resolveChromium(process.env, undefined, 'full');
  const server = process.env.LIGHTHOUSE_URL ? null : await startServer();
  const baseUrl = process.env.LIGHTHOUSE_URL ?? server!.baseUrl;
  const bare = await startBarePage();
  const outDir = 'test-results/lighthouse';
  mkdirSync(outDir, { recursive: true });
  const summary: Record<string, Record<string, number>> = {};
  try {
    const cookie = await sessionCookie(baseUrl, executablePath);
    for (const target of PAGES) {
      const runs: Record<string, number>[] = [];
      // a run whose trace Lighthouse could not record (NO_NAVSTART and the like: no metrics) is tried again, twice at most
      for (let i = 0, failures = 0; i < RUNS;) {
        // a fresh browser per run: nothing cached from the run before (a first visit)
        const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: CHROMIUM_ARGS });
        try {
          const result = await lighthouse(`${target.bare ? bare.baseUrl : baseUrl}${target.path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
            extraHeaders: target.signedIn ? { Cookie: cookie } : undefined,
          });
          if (!result) throw new Error('Lighthouse returned no result');
          const { lhr } = result;
          if (lhr.runtimeError) {
            failures += 1;
            console.log(
              `  ${target.name}: a run failed (${lhr.runtimeError.code}); ${failures <= 2 ? 'again' : 'giving up'}`,
            );
            if (failures > 2) throw new Error(`Lighthouse failed 3 times on ${target.name}: ${lhr.runtimeError.code}`);
            continue;
          }
          const run: Record<string, number> = {};
          for (const c of CATEGORIES) run[c] = Math.round((lhr.categories[c]?.score ?? 0) * 100);
          for (const [name, id] of Object.entries(METRICS)) run[name] = lhr.audits[id]?.numericValue ?? NaN;
          runs.push(run);
          writeFileSync(join(outDir, `${target.name.replace(/\W+/g, '-')}-${i + 1}.json`), JSON.stringify(lhr));
          const failing = Object.values(lhr.audits).filter(
            (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
          );
          if (failing.length)
            console.log(`  ${target.name} run ${i + 1}: failing: ${failing.map((a) => a.id).join(', ')}`);
          i += 1;
        } finally {
          chrome.kill();
        }
      }
      summary[target.name] = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
    }
  } finally {
    await server?.stop();
    await bare.stop();
  }
  console.log(`\nLighthouse ${RUNS > 1 ? `median of ${RUNS}` : '1 run'} (mobile, simulated throttling) at ${baseUrl}`);
  console.log('page                  perf  a11y  best   FCP ms   LCP ms  TBT ms    CLS');
  for (const [name, s] of Object.entries(summary)) {
    console.log(
      `${name.padEnd(20)} ${String(s.performance).padStart(5)} ${String(s.accessibility).padStart(5)} ${String(s['best-practices']).padStart(5)} ${s.FCP.toFixed(0).padStart(8)} ${s.LCP.toFixed(0).padStart(8)} ${s.TBT.toFixed(0).padStart(7)} ${s.CLS.toFixed(3).padStart(6)}`,
    );
  }
  writeFileSync(join(outDir, 'summary.json'), JSON.stringify(summary, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
