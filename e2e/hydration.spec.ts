// Issue 28: every prerendered guest page (dist/.vite/prerendered.json, written by the build) is hydrated by React in place:
// the painted markup is kept (its nodes are the ones the app then runs on) and React reports no mismatch between the
// markup and its first render. A mismatch would make React throw the markup away and render anew (a flash, lost input),
// and it logs it: any console error is a failure here.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';

// the folder the server serves: STATIC_DIR when the run points the server at another build, else the repo's dist/
const STATIC_DIR = process.env.STATIC_DIR ? resolve(process.env.STATIC_DIR) : join(import.meta.dirname, '..', 'dist');
const PRERENDERED = join(STATIC_DIR, '.vite', 'prerendered.json');
const paths = Object.keys(JSON.parse(readFileSync(PRERENDERED, 'utf8')) as Record<string, unknown>).sort();

test('the build prerendered the guest pages of every tenant', () => {
  expect(paths).toContain('/cl/login');
  expect(paths).toContain('/br/register/company');
  expect(paths.length).toBeGreaterThanOrEqual(9 * 7);
});

// Issue 35 item 4: the ~70 pages share one browser context (a fresh page each), so the scripts and styles that every page
// loads come from the browser's cache after the first page instead of over the wire 70 times; each page still starts from
// its own prerendered HTML (a navigation always fetches the document), which is what this checks. No page here signs in
// or stores anything, so nothing one page does can change what the next one paints.
// ~70 short tests: both workers take from them (each worker opens its own context), so this file does not keep one worker
// busy for minutes at the end of the run while the other has finished
test.describe.configure({ mode: 'parallel' });
let context: BrowserContext;
test.beforeAll(async ({ browser }) => {
  // a phone's width: the markup was rendered for the desktop class (useScreenClass's server snapshot), so the first render
  // after hydration must switch it without a mismatch
  context = await browser.newContext({ viewport: { width: 360, height: 740 } });
});
test.afterAll(() => context.close());

for (const path of paths) {
  test(`${path}: React hydrates the prerendered markup without a mismatch`, async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // the first element of the painted markup, taken before any of the app's scripts has run
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        (window as unknown as { __painted: unknown }).__painted = root?.firstElementChild ?? null;
        (window as unknown as { __mode: unknown }).__mode = root?.getAttribute('data-prerendered') ?? null;
      });
    });
    await page.goto(path);
    // the app has taken over: the markup is no longer inert
    await expect(page.locator('#root:not([inert])')).toBeAttached();
    const state = await page.evaluate(() => {
      const w = window as unknown as { __painted: Element | null; __mode: string | null };
      return {
        mode: w.__mode,
        kept: w.__painted !== null && w.__painted === document.getElementById('root')?.firstElementChild,
        connected: w.__painted?.isConnected ?? false,
      };
    });
    expect(state.mode).toBe('hydrate');
    expect(state).toMatchObject({ kept: true, connected: true });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.app')).toHaveAttribute('data-screen-class', 'mobile');
    expect(errors).toEqual([]);
    await page.close();
  });
}
