// Issue 30 "Done when": the browser journeys of items 1, 2 and 3 at 360 and 1280 px, as each company user meets them
// (pe-b2b demo company, docs/demo-accounts.md): a quoter is offered "Cotizar" where others buy (product page, cart); a buyer
// sees its maximum purchase amount and what remains of it on its home and where it decides to buy; the owner's user report
// counts purchases and the credit-line report what the buyer used, the same "Disponible" as the buyer's home.
import { expect, test, type Page } from '@playwright/test';
import { checkAtWidths, formatFindings, newTally } from './helpers/a11y';
import { companyLogin } from './helpers/company';

const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
] as const;

const money = /S\/\s?[\d,]+\.\d{2}/;

async function noHorizontalScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** axe (and reflow) at this width: nothing serious (e2e/helpers/a11y.ts) */
async function noSeriousAxe(page: Page, name: string, width: number) {
  const tally = newTally();
  await checkAtWidths(page, name, tally, { widths: [width] });
  expect(tally.findings, formatFindings(tally.findings)).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`company users at ${viewport.width} px (issue 30)`, () => {
    test.use({ viewport });

    test('a quoter is offered "Cotizar" on the product page and in the cart, never a way to buy', async ({ page }) => {
      await companyLogin(page, 'pe-b2b', 'quoter.pe-b2b@demo.example.com');
      await page.goto('/pe-b2b/product/HM-2002');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Rodillo antigoteo 23 cm');
      await expect(
        main.getByText('Tu perfil de cotizador permite cotizar este producto, pero no comprarlo.'),
      ).toBeVisible();
      await expect(main.getByRole('link', { name: 'Cotizar' })).toHaveAttribute('href', '/pe-b2b/account/quotations');
      await expect(main.getByRole('button', { name: 'Agregar al carro' })).toHaveCount(0);
      await noHorizontalScroll(page, viewport.width);
      await noSeriousAxe(page, 'product as quoter', viewport.width);
      await main.getByRole('link', { name: 'Cotizar' }).click();
      await expect(page).toHaveURL(/\/pe-b2b\/account\/quotations$/);
    });

    test('a buyer sees its maximum and what remains of it on its home and on the product page', async ({ page }) => {
      await companyLogin(page, 'pe-b2b', 'buyer.pe-b2b@demo.example.com');
      const main = page.getByRole('main');
      const home = main.getByTestId('purchase-allowance');
      await expect(home).toContainText('Tu monto máximo de compra: S/ 5,000.00');
      await expect(home).toContainText(money);
      const remaining = /Disponible[^:]*:\s*(S\/\s?[\d,]+\.\d{2})/.exec((await home.textContent()) ?? '')?.[1];
      expect(remaining, 'the home says what remains').toBeTruthy();
      await page.goto('/pe-b2b/product/HM-2002');
      const beside = main.getByTestId('purchase-allowance');
      await expect(beside).toContainText('Tu monto máximo de compra: S/ 5,000.00');
      await expect(beside).toContainText(remaining!);
      await expect(main.getByRole('button', { name: 'Agregar al carro' })).toBeVisible();
      await noHorizontalScroll(page, viewport.width);
      await noSeriousAxe(page, 'product as buyer', viewport.width);
    });

    test('the owner’s reports count purchases; the credit line shows what the buyer’s home shows', async ({
      page,
      browser,
    }) => {
      // what remains, as the buyer's own home says it
      const buyerContext = await browser.newContext({ viewport });
      const buyer = await buyerContext.newPage();
      await companyLogin(buyer, 'pe-b2b', 'buyer.pe-b2b@demo.example.com');
      const allowance = buyer.getByRole('main').getByTestId('purchase-allowance');
      await expect(allowance).toContainText(money);
      const remaining = /Disponible[^:]*:\s*(S\/\s?[\d,]+\.\d{2})/
        .exec((await allowance.textContent()) ?? '')?.[1]
        ?.replace(/\s/g, ' ');
      await buyerContext.close();

      await companyLogin(page, 'pe-b2b', 'owner.pe-b2b@demo.example.com');
      await page.goto('/pe-b2b/account/user-report');
      const main = page.getByRole('main');
      const buyerRow = main.getByRole('row').filter({ hasText: 'buyer.pe-b2b@demo.example.com' });
      await expect(buyerRow).toContainText('Comprador');
      // the demo buyer has an order on its way in the period: at least one purchase, never "0"
      const cells = await buyerRow.getByRole('cell').allTextContents();
      expect(Number(cells[6])).toBeGreaterThanOrEqual(1);
      await expect(main.getByRole('row').filter({ hasText: 'creditline.pe-b2b@demo.example.com' })).toContainText(
        'Usuario de línea de crédito',
      );
      await noSeriousAxe(page, 'user report', viewport.width);

      await page.goto('/pe-b2b/account/credit-line-user-report');
      const creditRow = main.getByRole('row').filter({ hasText: 'buyer.pe-b2b@demo.example.com' });
      await expect(creditRow).toContainText('S/ 5,000.00');
      // Intl writes a no-break space between the symbol and the amount
      const credit = (await creditRow.getByRole('cell').allTextContents()).map((c) => c.replace(/\s/g, ' '));
      expect(credit[3]).toBe('S/ 5,000.00');
      expect(credit[4]).not.toBe('S/ 0.00');
      expect(credit[5]).toBe(remaining);
      await noHorizontalScroll(page, viewport.width);
    });
  });
}
