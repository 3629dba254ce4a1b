// Which Chromium the browser tests drive (STACK.md): $CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own.
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

export interface ResolvedBrowser {
  executablePath: string;
  source: 'CHROMIUM_PATH' | 'debian' | 'playwright';
}

export function resolveChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): ResolvedBrowser {
  const explicit = env.CHROMIUM_PATH;
  if (explicit) {
    if (!exists(explicit)) throw new Error(`CHROMIUM_PATH is set to ${explicit}, but there is no file there.`);
    return { executablePath: explicit, source: 'CHROMIUM_PATH' };
  }
  if (exists(DEBIAN_CHROMIUM)) return { executablePath: DEBIAN_CHROMIUM, source: 'debian' };
  let own = '';
  try {
    own = chromium.executablePath();
  } catch {
    // Playwright has no browser registered for this platform
  }
  if (own && exists(own)) return { executablePath: own, source: 'playwright' };
  throw new Error(
    'No Chromium found for the browser tests. Install one of: Debian/Ubuntu `sudo apt-get install chromium` ' +
      '(gives /usr/bin/chromium), or `npx playwright install chromium`, or point CHROMIUM_PATH at a Chromium/Chrome binary.',
  );
}
