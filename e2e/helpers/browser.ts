// Which Chromium the browser tests drive (STACK.md): $CHROMIUM_PATH, then Debian's headless shell, then Debian's
// /usr/bin/chromium, then Playwright's own.
//
// Issue 35 item 4: the headless shell (Debian's chromium-headless-shell, the same build of Chromium without the desktop
// browser around it; Playwright's own default for headless runs) draws the same pages for about half the CPU: four specs
// (51 tests) took 162 s instead of 223 s on this 2-core machine, Chromium being three quarters of the browser step's CPU.
// It antialiases text differently from the full browser, so the visual baselines are taken with it. Lighthouse measures
// with the full browser, as a user's is (resolveChromium(env, exists, 'full')).
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags for Debian's Chromium in a closed network (STACK.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export interface ResolvedBrowser {
  executablePath: string;
  source: 'CHROMIUM_PATH' | 'debian-headless-shell' | 'debian' | 'playwright';
}

export function resolveChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
  kind: 'headless-shell' | 'full' = 'headless-shell',
): ResolvedBrowser {
  const explicit = env.CHROMIUM_PATH;
  if (explicit) {
    if (!exists(explicit)) throw new Error(`CHROMIUM_PATH is set to ${explicit}, but there is no file there.`);
    return { executablePath: explicit, source: 'CHROMIUM_PATH' };
  }
  if (kind === 'headless-shell' && exists(DEBIAN_HEADLESS_SHELL))
    return { executablePath: DEBIAN_HEADLESS_SHELL, source: 'debian-headless-shell' };
  if (exists(DEBIAN_CHROMIUM)) return { executablePath: DEBIAN_CHROMIUM, source: 'debian' };
  let own = '';
  try {
    own = chromium.executablePath();
  } catch {
    // Playwright has no browser registered for this platform
  }
  if (own && exists(own)) return { executablePath: own, source: 'playwright' };
  throw new Error(
    'No Chromium found for the browser tests. Install one of: Debian/Ubuntu ' +
      '`sudo apt-get install chromium-headless-shell chromium` (the tests use the first, Lighthouse the second), or `npx playwright install chromium`, or point CHROMIUM_PATH at a Chromium/Chrome binary.',
  );
}
