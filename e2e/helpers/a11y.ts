// Issue 16: axe-core in the browser tests. One place that says which page keys are checked as whom (from the routing table
// and the role policy, so a new page key joins by itself), runs axe at the four screen classes and formats the findings.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Browser, type BrowserContext, type Frame, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { PAGE_PERMISSIONS } from '../../src/rules/permissions';
import { getTenant } from '../../src/tenants/tenants';
import { PAGE_KEYS, ROUTES, legalPath, pagePath, type LegalPageKey, type PageKey } from '../../src/views/app/routes';
import { DEMO_PASSWORD } from './sign-in';

/** spec §2 / §9: the four screen classes, at their lower bound (the narrowest width of each class). */
export const WIDTHS = [320, 720, 1024, 1280] as const;
const HEIGHT = 800;

/** Impacts that fail the check; minor and moderate findings are counted, not failed. */
export const FAILING_IMPACTS = ['serious', 'critical'];

export type Identity = 'guest' | 'shopper' | 'owner' | 'agent';

export interface PageCheck {
  /** what the table prints: the page key, or the page key with its variant (`login@br`) */
  name: string;
  identity: Identity;
  path: string;
  /** spec §1: the document's language is the tenant's locale (null: a page outside any tenant) */
  lang: string | null;
}

/** Path parameters of the routes that have them: the seeded demo orders of shopper.cl (server/src/db/seed-orders.ts). */
const PARAMS: Record<string, Record<string, string>> = {
  orderDetails: { orderNumber: '9010104000' }, // on the route, with its tracking
  myOrdersCancellation: { orderNumber: '9010103000' }, // preparing, paid in cash: the refund bank form
  orderReturn: { orderNumber: '9010105000' }, // issue 31 item 5: delivered, inside the return windows
  productDetail: { sku: 'HM-3001' }, // issue 34: a tile sold by m2, with the tile calculator
};

/** The tenant a page is checked in when the default (cl, or pe-b2b for company pages) does not have it. */
const TENANT_OF: Partial<Record<PageKey, string>> = {
  collaboratorFirstLogin: 'pe-b2b',
};

/** Identities, each with the tenant its session belongs to. */
export const IDENTITY_TENANT: Record<Identity, string> = { guest: 'cl', shopper: 'cl', owner: 'pe-b2b', agent: 'cl' };

/** Who sees a page key: a guest on public pages; on account pages the role the page needs (src/rules/permissions.ts). */
export function identityFor(key: PageKey): Identity {
  if (ROUTES[key].access !== 'session') return 'guest';
  const permission = PAGE_PERMISSIONS[key];
  if (permission === 'agent.report') return 'agent';
  return permission ? 'owner' : 'shopper';
}

/** Every page key of the routing table, plus a few tenant variants (another locale, the business tenant's login). */
export function pageChecks(): PageCheck[] {
  const checks = PAGE_KEYS.map((key): PageCheck => {
    const identity = identityFor(key);
    const tenant = TENANT_OF[key] ?? IDENTITY_TENANT[identity];
    const route = ROUTES[key];
    const path =
      route.access === 'legal'
        ? legalPath(key as LegalPageKey, getTenant(tenant))
        : route.access === 'global'
          ? route.path
          : pagePath(key as Exclude<PageKey, LegalPageKey>, tenant, PARAMS[key] ?? {});
    return { name: key, identity, path, lang: route.access === 'global' ? null : getTenant(tenant).locale };
  });
  return [
    ...checks,
    // spec §1: pt-BR pages (html lang follows the tenant's locale), the business tenant's company login, the company home
    { name: 'login@br', identity: 'guest', path: pagePath('login', 'br'), lang: 'pt-BR' },
    { name: 'personalRegistration@br', identity: 'guest', path: pagePath('personalRegistration', 'br'), lang: 'pt-BR' },
    { name: 'login@pe-b2b', identity: 'guest', path: pagePath('login', 'pe-b2b'), lang: 'es-PE' },
    { name: 'myAccount@pe-b2b', identity: 'owner', path: pagePath('myAccount', 'pe-b2b'), lang: 'es-PE' },
  ];
}

/** One serious or critical finding, one row of the table. */
export interface Finding {
  page: string;
  width: number;
  rule: string;
  impact: string;
  target: string;
}

export interface Tally {
  checks: number;
  findings: Finding[];
  /** minor and moderate findings by 'rule (page)' (reported, not failed) */
  lesser: Map<string, number>;
  /** time spent in axe (with the resize before each run), ms */
  axeMs: number;
}

export const newTally = (): Tally => ({ checks: 0, findings: [], lesser: new Map(), axeMs: 0 });

// axe-core itself, injected once per document and run once per width. (@axe-core/playwright's AxeBuilder injects the
// source again and opens a blank page for every analyze(): about 3 s a check on these machines instead of about 0.4 s.)
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/**
 * Every rule axe runs by default (WCAG 2.0-2.2 A/AA, best practices) plus WCAG 2.2 AA's target size (24 px), which axe
 * leaves off by default; only violations come back.
 */
const RUN_OPTIONS: RunOptions = {
  resultTypes: ['violations'],
  iframes: false,
  rules: { 'target-size': { enabled: true } },
};

/**
 * Runs axe in one frame (each same-origin frame is checked on its own, so the Explorer's preview iframe is covered), after
 * two animation frames (React has re-rendered for the new width: useScreenClass listens to resize). One round trip when
 * axe is already in the document, which is the case for every width after the first.
 */
async function axeIn(frame: Frame): Promise<AxeResults['violations']> {
  const run = () =>
    frame.evaluate(async (options) => {
      const axe = (window as unknown as { axe?: typeof import('axe-core') }).axe;
      if (!axe) return null;
      // two frames normally come within milliseconds; a renderer that draws none (a throttled frame, a stalled compositor
      // on a loaded machine) must not hang the walk: one second is a ceiling, not a wait
      await Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 1000)),
      ]);
      return axe.run(document, options).then((r) => r.violations);
    }, RUN_OPTIONS);
  const first = await run();
  if (first) return first;
  await frame.evaluate(AXE_SOURCE);
  return (await run())!;
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

/** axe in the page and each same-origin frame it shows now. */
async function axeFrames(page: Page): Promise<AxeResults['violations']> {
  const violations: AxeResults['violations'] = [];
  for (const frame of page.frames()) {
    if (frame !== page.mainFrame()) {
      if (frame.isDetached() || !sameOrigin(frame.url(), page.url())) continue;
      // a frame out of view is brought into it first: Chromium may not render an offscreen frame, and axeIn waits for
      // two of its animation frames (at most a second); a hidden frame is checked as it is
      const element = await frame.frameElement();
      if (await element.isVisible()) await element.scrollIntoViewIfNeeded();
    }
    violations.push(...(await axeIn(frame)));
  }
  return violations;
}

export const CHECK_DEADLINE_MS = 60_000;

/** `check()`, made a second time if the first gives no answer within the deadline; the second's silence is an error. */
export async function boundedCheck<T>(
  page: Page,
  check: () => Promise<T>,
  what: string,
  deadlineMs = CHECK_DEADLINE_MS,
): Promise<T> {
  const silent = Symbol('silent');
  const within = (promise: Promise<T>) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<typeof silent>((resolve) => (timer = setTimeout(() => resolve(silent), deadlineMs)));
    return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
  };
  const first = await within(check());
  if (first !== silent) return first;
  const second = await within(check());
  if (second !== silent) return second;
  const frames = page.frames().map((f) => f.url() || '(no address)');
  throw new Error(`${what}: axe gave no answer in ${deadlineMs / 1000} s, twice; frames: ${frames.join(', ')}`);
}

/** Runs axe on the page as it is now, at each width (the viewport changes, the page stays), into the tally. */
export async function checkAtWidths(
  page: Page,
  name: string,
  tally: Tally,
  options: { widths?: readonly number[] } = {},
): Promise<void> {
  const started = Date.now();
  for (const width of options.widths ?? WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    // issue 35 item 7: once in a run, the guest walk stood 13 minutes on the Flow Explorer (a page with a frame) until the
    // test's timeout. A width's check that gives no answer in a minute is made again from the start, with the page's frames
    // collected anew (a frame the page has replaced meanwhile is never answered for); a second silence fails, naming them.
    const violations = await boundedCheck(page, () => axeFrames(page), `${name} at ${width} px`);
    tally.checks += 1;
    // WCAG 2.2 AA 1.4.10 Reflow, which axe does not check: at these widths the page never scrolls sideways
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (pageWidth > width)
      tally.findings.push({
        page: name,
        width,
        rule: 'reflow (page wider than the screen)',
        impact: 'serious',
        target: `${pageWidth} px`,
      });
    for (const violation of violations) {
      if (FAILING_IMPACTS.includes(violation.impact ?? '')) {
        for (const node of violation.nodes)
          tally.findings.push({
            page: name,
            width,
            rule: violation.id,
            impact: violation.impact ?? '',
            target: node.target.map(String).join(' '),
          });
      } else {
        const key = `${violation.id} (${name})`;
        tally.lesser.set(key, (tally.lesser.get(key) ?? 0) + violation.nodes.length);
      }
    }
  }
  tally.axeMs += Date.now() - started;
}

/** A compact table: page, widths, rule id (impact), target; one line per page, rule and target over all its widths. */
export function formatFindings(findings: Finding[]): string {
  if (!findings.length) return 'no serious or critical violations';
  const grouped = new Map<string, { f: Finding; widths: number[] }>();
  for (const f of findings) {
    const key = `${f.page}\u0000${f.rule}\u0000${f.target}`;
    const row = grouped.get(key) ?? { f, widths: [] };
    row.widths.push(f.width);
    grouped.set(key, row);
  }
  const rows = [...grouped.values()].map(({ f, widths }) => [
    f.page,
    widths.join(','),
    `${f.rule} (${f.impact})`,
    f.target,
  ]);
  const header = ['page', 'width', 'rule', 'target'];
  const sizes = [0, 1, 2].map((i) => Math.max(...[header, ...rows].map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i < 3 ? c.padEnd(sizes[i]!) : c)).join(' | ');
  const byRule = new Map<string, number>();
  for (const f of findings) byRule.set(f.rule, (byRule.get(f.rule) ?? 0) + 1);
  return [
    line(header),
    ...rows.map(line),
    `${findings.length} (page×width×node) by rule: ${[...byRule].map(([rule, n]) => `${rule} ${n}`).join(', ')}`,
  ].join('\n');
}

/** Waits until a page has rendered its content: the page root, an h1, nothing busy or loading. */
export async function pageReady(page: Page): Promise<void> {
  // network idle is a hint, not the criterion (the checks below are): a page whose network never rests for half a second
  // (a loaded machine, a frame loading its screens) goes on to them after 30 s instead of waiting out the test's timeout
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.app-loading')).toHaveCount(0);
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** the cookies of each identity's sign-in, kept for the worker's later contexts of the same identity */
const signedIn = new Map<string, StorageState>();

/**
 * A browser context signed in as the identity (guest: a fresh context). One sign-in per identity and worker: later contexts
 * of the same identity start from its cookies.
 */
export async function contextFor(
  browser: Browser,
  identity: Identity,
  tenant = IDENTITY_TENANT[identity],
): Promise<{ context: BrowserContext; page: Page }> {
  const key = `${identity}@${tenant}`;
  const storageState = signedIn.get(key);
  const context = await browser.newContext({
    viewport: { width: 1280, height: HEIGHT },
    reducedMotion: 'reduce',
    ...(storageState ? { storageState } : {}),
  });
  const page = await context.newPage();
  if (storageState || identity === 'guest') return { context, page };
  if (identity === 'shopper' || identity === 'owner') {
    // the company login where the tenant opens on it (pe-b2b), the personal one elsewhere
    await page.goto(`/${tenant}/login`);
    if (identity === 'owner') {
      const companyTab = page.getByRole('button', { name: 'Empresas' });
      if ((await companyTab.getAttribute('aria-pressed')) !== 'true') await companyTab.click();
    }
    await page.getByLabel('Correo electrónico').fill(`${identity}.${tenant}@demo.example.com`);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  } else {
    // spec §6: the agent signs in and acts for the demo shopper of the tenant
    await page.goto(`/${tenant}/agent/login`);
    await page.locator('input[name="email"]').fill(`agent.${tenant}@demo.example.com`);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar como agente' }).click();
    await page.locator('input[name="customerEmail"]').fill(`shopper.${tenant}@demo.example.com`);
    await page.getByRole('button', { name: 'Ver la cuenta del cliente' }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/${tenant}/account$`));
  signedIn.set(key, await context.storageState());
  return { context, page };
}
