// Issue 28 item 5: the storefront's header and footer are a lazy chunk (src/views/shell/site-chrome.ts), outside the
// login's first load. A prerendered page is hydrated without waiting for it: the form takes input while the painted
// header waits, and React hydrates the header in place when its chunk arrives. A page that is rendered rather than
// hydrated (an account frame) waits for the chunk, so the header never appears after the page. The chunk is held back
// here until the rest is on screen, so both orders are seen whatever the machine's speed.
import { expect, test, type Page } from '@playwright/test';
import { holdRequests } from './helpers/hold-requests';
import { signIn } from './helpers/sign-in';

const CHROME_CHUNK = '**/assets/site-chrome-*.js';

/** Console errors (React reports a hydration mismatch there) and the page's layout shifts, from the start. */
async function watch(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __header: Element | null };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      w.__header = document.querySelector('header.site-header');
    });
  });
  return errors;
}

/** Whether React runs on `selector`'s element (it keeps its fiber on the node once hydrated or rendered). */
const reactOwns = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const node = document.querySelector(s);
    return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
  }, selector);

const headerKept = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __header: Element | null };
    return w.__header !== null && w.__header === document.querySelector('header.site-header');
  });

const shift = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);

test('the prerendered login takes input before the header has loaded; the header is then hydrated in place', async ({
  page,
}) => {
  // a phone's width: the screen class switches right after hydration, while the header still waits for its chunk
  await page.setViewportSize({ width: 360, height: 740 });
  const errors = await watch(page);
  const release = await holdRequests(page, CHROME_CHUNK);
  await page.goto('/cl/login');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('.app')).toHaveAttribute('data-screen-class', 'mobile');
  const email = page.getByLabel('Correo electrónico');
  await email.fill('shopper.cl@demo.example.com');
  await expect(email).toHaveValue('shopper.cl@demo.example.com');
  // the header is the painted one, not yet React's
  expect(await headerKept(page)).toBe(true);
  expect(await reactOwns(page, 'header.site-header')).toBe(false);

  release();
  await expect.poll(() => reactOwns(page, 'header.site-header')).toBe(true);
  expect(await headerKept(page)).toBe(true);
  await expect(email).toHaveValue('shopper.cl@demo.example.com');
  expect(await shift(page)).toBeLessThan(0.005);
  // the hydrated header works: the country switcher goes to the same page of another tenant
  await page.getByLabel('Cambiar de país').selectOption('pe');
  await expect(page).toHaveURL(/\/pe\/login$/);
  expect(errors).toEqual([]);
});

test('a signed-in page keeps its painted frame until the header has loaded, then takes it over without a shift', async ({
  page,
}) => {
  await signIn(page, 'cl', 'shopper.cl@demo.example.com');
  await page.setViewportSize({ width: 412, height: 823 });
  const errors = await watch(page);
  const release = await holdRequests(page, CHROME_CHUNK);
  await page.goto('/cl/account/my-profile');
  // the page's own chunk, data and session shell are in; the app waits for the header before it renders over the frame
  await expect(page.locator('.account-entry__hello')).toHaveText('Hola, Camila');
  await expect(page.locator('#root')).toHaveAttribute('inert');
  const menu = await page.getByRole('button', { name: 'Menú de mi cuenta' }).boundingBox();

  release();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('input[name="firstName"]')).toHaveValue('Camila');
  await expect(page.locator('.account-entry__hello')).toHaveText('Hola, Camila');
  expect(await page.getByRole('button', { name: 'Menú de mi cuenta' }).boundingBox()).toEqual(menu);
  expect(await shift(page)).toBeLessThan(0.005);
  expect(errors).toEqual([]);
});
