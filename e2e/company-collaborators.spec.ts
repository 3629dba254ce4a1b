// Issue 14 "Done when", at 360 and 1280 px: an owner creates a buyer with a limit, the invitation code arrives in the mailbox,
// the buyer onboards and signs in, is refused a purchase above the limit and allowed one below; a quoter cannot fill a cart
// or purchase; the owner deactivates the buyer and the buyer's next call is refused.
import { expect, test, type Page } from '@playwright/test';
import { apiAs, companyLogin, DEMO_COMPANY_RUC, latestCode } from './helpers/company';

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

/** Sets the signed-in user's cart (development stand-in for the storefront's add to cart) and tries to buy it. */
async function buy(page: Page, quantity: number) {
  const cart = await apiAs(page, 'PUT', '/dev/carts/mine/lines', { lines: [{ sku: 'HM-2002', quantity }] });
  expect(cart.status()).toBe(200);
  const { id, total } = await cart.json();
  const answer = await apiAs(page, 'POST', `/s/checkout/v1/carts/${id}/purchase`);
  return { status: answer.status(), body: await answer.json(), total: total as number };
}

for (const viewport of VIEWPORTS) {
  test.describe(`company administration at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('owner creates a buyer with a limit; the buyer onboards, buys within the limit only, and is cut off when deactivated', async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const email = `comprador.${viewport.width}.${Date.now().toString(36)}@andina-demo.pe`;

      // the owner creates the buyer on the collaborators page
      await companyLogin(page, 'pe-b2b', 'owner.pe-b2b@demo.example.com');
      await page
        .getByRole('main')
        .getByRole('link', { name: /^Colaboradores / })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Colaboradores' })).toBeVisible();
      await page.getByRole('button', { name: 'Crear colaborador' }).click();
      const form = page.getByRole('dialog', { name: 'Crear colaborador' });
      await form.getByRole('button', { name: 'Guardar' }).click();
      await expect(form.locator('#collaborators-email-error')).toHaveText('Este campo es obligatorio');
      await form.getByLabel(/^Nombre/).fill('Julia');
      await form.getByLabel(/^Apellido/).fill('Condori');
      await form.getByLabel(/^Correo electrónico/).fill(email);
      await form.getByLabel(/^Tipo de usuario/).selectOption('buyer');
      await form.getByLabel(/^Monto máximo de compra/).fill('100');
      await form.getByRole('button', { name: 'Guardar' }).click();
      // spec §9: the save is told once, by the app's toaster
      await expect(page.locator('.toaster .toast-text')).toHaveText(
        'Colaborador creado. Le enviamos un correo con su código de activación.',
      );
      const row = page.locator(`tr[data-email="${email}"]`);
      await expect(row).toContainText('Comprador');
      await expect(row).toContainText('Activo');
      await expect(row).toContainText(/S\/\s?100\.00/);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > viewport.width) {
        console.log(
          await page.evaluate(
            (w) =>
              [...document.querySelectorAll('body *')]
                .filter((e) => e.getBoundingClientRect().right > w)
                .slice(0, 8)
                .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().width)}`)
                .join('\n'),
            viewport.width,
          ),
        );
      }
      expect(width).toBeLessThanOrEqual(viewport.width);

      // the invitation code arrived in the mailbox
      expect(await latestCode(page, email)).toMatch(/^\d{6}$/);

      // the buyer onboards (two steps) and is signed in
      const buyerContext = await browser.newContext({ viewport });
      const buyer = await buyerContext.newPage();
      await buyer.goto('/pe-b2b/collaborator/first-login');
      await buyer.locator('[name="email"]').fill(email);
      await buyer.locator('[name="companyDocument"]').fill(DEMO_COMPANY_RUC);
      await buyer.getByRole('button', { name: 'Enviar código' }).click();
      await expect(buyer.getByText(/Ingresa el código de 6 dígitos/)).toBeVisible();
      await buyer.locator('[name="code"]').fill(await latestCode(buyer, email));
      await buyer.locator('[name="password"]').fill('Tornillo!88x');
      await buyer.locator('[name="acceptTermsAndConditions"]').check();
      await buyer.getByRole('button', { name: 'Activar cuenta' }).click();
      await expect(buyer.getByRole('heading', { name: '¡Hola, Julia!' })).toBeVisible();
      await buyer.getByRole('link', { name: 'Ir a mi cuenta' }).click();
      await expect(buyer).toHaveURL(/\/pe-b2b\/account$/);
      // a buyer does not administer collaborators: the page says so
      await buyer.goto('/pe-b2b/account/collaborators');
      await expect(buyer.getByRole('heading', { level: 1, name: 'No tienes acceso a esta página' })).toBeVisible();

      // refused above the limit, allowed below
      const above = await buy(buyer, 6);
      expect(above.total).toBeGreaterThan(100);
      expect(above.status).toBe(403);
      expect(above.body.code).toBe('PURCHASE_LIMIT_EXCEEDED');
      const below = await buy(buyer, 2);
      expect(below.total).toBeLessThanOrEqual(100);
      expect(below.status).toBe(201);

      // the owner deactivates the buyer; the buyer's next call is refused and the account page sends to login
      await row.getByRole('button', { name: 'Editar a Julia Condori' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar colaborador' });
      await edit.getByLabel(/^Estado/).selectOption('inactive');
      await edit.getByRole('button', { name: 'Guardar' }).click();
      // spec §9: the save is told once, by the app's toaster
      await expect(page.locator('.toaster .toast-text')).toHaveText('Datos editados exitosamente.');
      await expect(row).toContainText('Inactivo');
      const next = await apiAs(buyer, 'GET', '/s/checkout/v1/carts/mine');
      expect(next.status()).toBe(401);
      await buyer.goto('/pe-b2b/account');
      await expect(buyer).toHaveURL(/\/pe-b2b\/login/);
      await buyerContext.close();
    });

    test('a quoter cannot fill a cart or purchase (and the business tenant opens on the company login)', async ({
      page,
    }) => {
      await page.goto('/pe-b2b/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión como empresa' })).toBeVisible();
      await companyLogin(page, 'pe-b2b', 'quoter.pe-b2b@demo.example.com');
      // issue 30: spec §8's quoter message on every path that fills a cart or buys
      const fill = await apiAs(page, 'PUT', '/dev/carts/mine/lines', { lines: [{ sku: 'HM-2002', quantity: 1 }] });
      expect(fill.status()).toBe(403);
      expect((await fill.json()).code).toBe('QUOTE_ONLY_ROLE');
      const { id } = await (await apiAs(page, 'GET', '/s/checkout/v1/carts/mine')).json();
      const attempt = await apiAs(page, 'POST', `/s/checkout/v1/carts/${id}/purchase`);
      expect(attempt.status()).toBe(403);
      expect((await attempt.json()).code).toBe('QUOTE_ONLY_ROLE');
    });
  });
}
