// Issue 2 item 10: the shell for two tenants at 360 px and 1280 px (spec §2 screen classes): tenant in the header, the
// tenant's language on <html lang>, page-not-available for unbuilt pages and unknown paths, and the session guard.
import { existsSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { kebabPageKey, PAGE_KEYS, pagePath, ROUTES, type PageKey } from '../src/views/app/routes';
import { signIn } from './helpers/sign-in';

const TENANTS = [
  {
    id: 'cl',
    name: 'Chile',
    lang: 'es-CL',
    notAvailable: 'Página no disponible',
    myAccount: 'Mi cuenta',
    country: 'Cambiar de país',
  },
  {
    id: 'br',
    name: 'Brasil',
    lang: 'pt-BR',
    notAvailable: 'Página indisponível',
    myAccount: 'Minha conta',
    country: 'Mudar de país',
  },
] as const;

const VIEWPORTS = [
  { width: 360, height: 740, screenClass: 'mobile' },
  { width: 1280, height: 800, screenClass: 'desktop' },
] as const;

/** A public page key whose page file does not exist yet (spec §2: it must show page-not-available), if any is left. */
const unbuiltPublicPage = PAGE_KEYS.find(
  (
    key,
  ): key is Exclude<
    PageKey,
    'termsAndConditions' | 'personalDataPolicy' | 'personalDataProcessing' | 'dataTreatmentPolicy'
  > =>
    ROUTES[key].access === 'public' &&
    key !== 'pageNotAvailable' &&
    !existsSync(`src/views/pages/${kebabPageKey(key)}.page.tsx`),
);

async function expectShell(page: Page, tenant: (typeof TENANTS)[number], screenClass: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', tenant.lang);
  // issue 16: the header names the country in its switcher (no tenant id or locale) and shows the tenant's logo
  const country = page.getByRole('banner').getByLabel(tenant.country);
  await expect(country).toHaveValue(tenant.id);
  await expect(country.locator('option:checked')).toHaveText(tenant.name);
  await expect(page.getByRole('banner').getByRole('img', { name: 'Obra Casa' })).toBeVisible();
  await expect(page.getByRole('banner')).not.toContainText(tenant.lang);
  await expect(page.locator('.app')).toHaveAttribute('data-screen-class', screenClass);
  await expect(
    page.getByRole('navigation', { name: /navega/i }).getByRole('link', { name: tenant.myAccount }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px (${viewport.screenClass})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const tenant of TENANTS) {
      test(`${tenant.id}: an unknown path shows page-not-available in ${tenant.lang}`, async ({ page }) => {
        await page.goto(`/${tenant.id}/no-such-page`);
        await expectShell(page, tenant, viewport.screenClass);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(tenant.notAvailable);
      });

      test(`${tenant.id}: a page not built yet shows page-not-available, never a blank page`, async ({ page }) => {
        // When every public page exists, the page-not-available page key itself stands in.
        const key = unbuiltPublicPage ?? 'pageNotAvailable';
        await page.goto(pagePath(key, tenant.id));
        await expectShell(page, tenant, viewport.screenClass);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(tenant.notAvailable);
      });

      test(`${tenant.id}: the logo is spec §9's size for the screen class`, async ({ page }) => {
        await page.goto(pagePath('zonesAndStores', tenant.id));
        const logo = page.getByRole('banner').getByRole('img', { name: 'Obra Casa' });
        await expect(logo).toBeVisible();
        expect((await logo.boundingBox())?.height).toBe(viewport.width >= 1024 ? 45 : 32);
      });

      test(`${tenant.id}: an account page without a session goes to login with returnTo`, async ({ page }) => {
        const target = pagePath('myOrders', tenant.id);
        await page.goto(`${target}?year=2026`);
        await expect(page).toHaveURL((url) => url.pathname === pagePath('login', tenant.id));
        expect(new URL(page.url()).searchParams.get('returnTo')).toBe(`${target}?year=2026`);
        await expectShell(page, tenant, viewport.screenClass);
      });
    }
  });
}

test('the tenant switcher moves to the same page of another tenant, in its language', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/cl/zones-and-stores');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-CL');
  await page.getByLabel('Cambiar de país').selectOption('br');
  await expect(page).toHaveURL(/\/br\/zones-and-stores$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regiões e lojas');
});

test('legal pages live at /{tenant}{legalSuffix}/ and the screen class follows the width', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await page.goto('/br-juridico/terms-and-conditions');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Termos e condições');
  await expect(page.locator('.app')).toHaveAttribute('data-screen-class', 'phablet');
  await page.setViewportSize({ width: 1100, height: 800 });
  await expect(page.locator('.app')).toHaveAttribute('data-screen-class', 'tablet');
});

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/cl/points-terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Términos del programa de puntos');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido principal' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('/ goes to the default tenant', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/cl\/login\?returnTo=%2Fcl%2Faccount$/);
});

for (const viewport of VIEWPORTS) {
  test(`${viewport.width} px: the account navigation is a side bar at desktop and a menu at mobile, grouped`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signIn(page, 'cl', 'shopper.cl@demo.example.com');
    // the account home: tiles with every page the shopper may use, and no company pages
    const tiles = page.getByRole('navigation', { name: 'Gestiona tu cuenta' });
    await expect(tiles.getByRole('link', { name: /^Mis direcciones / })).toBeVisible();
    await expect(tiles.getByRole('link', { name: 'Colaboradores' })).toHaveCount(0);
    await page.goto('/cl/account/my-addresses');
    const nav = page.getByRole('navigation', { name: 'Secciones de tu cuenta' });
    const link = nav.getByRole('link', { name: 'Mis compras', exact: true });
    const menu = nav.getByRole('button', { name: 'Menú de mi cuenta' });
    if (viewport.width >= 1024) {
      await expect(menu).toBeHidden();
      await expect(link).toBeVisible();
    } else {
      await expect(link).toBeHidden();
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(link).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Mis direcciones' })).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('navigation', { name: 'Estás en' }).getByRole('link', { name: 'Mi cuenta' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Mis direcciones | Obra Casa');
    await link.click();
    await expect(page).toHaveURL(/\/cl\/account\/my-orders$/);
    // the tab's title follows a move inside the app too, not only a page load
    await expect(page).toHaveTitle('Mis compras | Obra Casa');
  });
}
