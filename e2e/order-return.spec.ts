// Issue 31 item 5 (spec §9): a cl shopper returns a delivered line and sees the refund date on the order, in a real browser
// against the real server, at 360 and 1280 px, with axe at each step (0 serious or critical). Demo orders of shopper.cl
// (server/src/db/seed-orders.ts): 9010105000 delivered about 19 days ago, paid with the store card (refund in 3 business
// days); 9010106000 closed, delivered about 69 days ago (the 30-day exchange is over, the 120-day return is open), paid by
// credit card (reversal after 48 hours).
import { expect, test, type Page } from '@playwright/test';
import { refundSchedule } from '../src/rules/refund-dates';
import { getTenant } from '../src/tenants/tenants';
import { day } from '../src/views/orders/order-format';
import { checkAtWidths, formatFindings, newTally } from './helpers/a11y';
import { DEMO_PASSWORD } from './helpers/sign-in';

const CASES = [
  {
    viewport: { width: 1280, height: 800 },
    orderNumber: '9010105000',
    method: 'storeCredit' as const,
    methodText: 'A tu tarjeta de la tienda (CMR), en 3 días hábiles.',
    dropOff: true,
  },
  {
    viewport: { width: 360, height: 740 },
    orderNumber: '9010106000',
    method: 'cardReversal' as const,
    methodText: 'Se reversará el cargo en tu tarjeta después de 48 horas.',
    dropOff: false,
  },
];

async function login(page: Page, returnTo: string) {
  await page.goto(`/cl/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Correo electrónico').fill('shopper.cl@demo.example.com');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo}$`));
}

async function expectNoSeriousFindings(page: Page, name: string, width: number) {
  const tally = newTally();
  await checkAtWidths(page, name, tally, { widths: [width] });
  expect(tally.findings, formatFindings(tally.findings)).toEqual([]);
}

for (const c of CASES) {
  test.describe(`returns at ${c.viewport.width} px`, () => {
    test.use({ viewport: c.viewport });

    test(`returns a delivered line of ${c.orderNumber} and sees the refund date on the order`, async ({ page }) => {
      const main = page.getByRole('main');
      await login(page, `/cl/account/my-orders/${c.orderNumber}`);
      await expect(main.getByTestId('return-window')).toContainText('devolución hasta el');
      await main.getByRole('link', { name: 'Solicitar cambio o devolución' }).click();
      await expect(page).toHaveURL(new RegExp(`/cl/account/my-orders/${c.orderNumber}/return$`));
      await expect(main.getByRole('heading', { name: '¿Qué productos quieres cambiar o devolver?' })).toBeVisible();

      // nothing chosen: the error, and focus on the choice (issue 30)
      await main.getByRole('button', { name: 'Siguiente' }).click();
      await expect(main.getByRole('alert')).toHaveText('Selecciona al menos un producto.');
      await expect(main.getByRole('checkbox').first()).toBeFocused();
      await expectNoSeriousFindings(page, 'orderReturn:lines', c.viewport.width);
      await main.getByRole('checkbox').first().check();
      await main.getByRole('button', { name: 'Siguiente' }).click();

      await expect(main.getByRole('heading', { name: 'Cambio o devolución', level: 2 })).toBeFocused();
      const exchange = main.getByLabel('Cambio por el mismo producto');
      if (c.orderNumber === '9010106000') await expect(exchange).toBeDisabled(); // past the 30-day exchange
      await main.getByLabel('Devolución con reembolso').check();
      await main.getByLabel('El producto tiene una falla').check();
      if (c.dropOff) {
        await main.getByLabel('Lo llevo a una tienda').check();
        await main.getByRole('button', { name: 'Siguiente' }).click();
        await expect(main.getByRole('alert')).toHaveText('Elige la tienda donde lo llevarás.');
        await expect(main.getByLabel('Tienda *')).toBeFocused();
        await main.getByLabel('Tienda *').selectOption({ index: 1 });
      } else {
        await main.getByLabel('Retiro en mi domicilio').check();
      }
      await expectNoSeriousFindings(page, 'orderReturn:options', c.viewport.width);
      await main.getByRole('button', { name: 'Siguiente' }).click();

      const expected = day(refundSchedule(c.method, new Date(), getTenant('cl').holidays ?? []).expectedDate, 'es-CL');
      await expect(main.getByRole('heading', { name: 'Resumen de tu solicitud' })).toBeFocused();
      await expect(main.getByTestId('refund-method')).toHaveText(c.methodText);
      await expect(main.getByTestId('refund-date')).toHaveText(`Fecha estimada del reembolso: ${expected}`);
      await expectNoSeriousFindings(page, 'orderReturn:summary', c.viewport.width);
      await main.getByRole('button', { name: 'Enviar solicitud' }).click();

      await expect(main.getByTestId('request-number')).toHaveText(/^Tu número de solicitud es DV\d+$/);
      const requestNumber = (await main.getByTestId('request-number').textContent())!.replace(/^.* /, '');
      await expect(main.getByTestId('refund-date')).toHaveText(`Fecha estimada del reembolso: ${expected}`);
      await expectNoSeriousFindings(page, 'orderReturn:submitted', c.viewport.width);

      await main.getByRole('link', { name: 'Volver a la orden' }).click();
      await expect(page).toHaveURL(new RegExp(`/cl/account/my-orders/${c.orderNumber}$`));
      const request = main.locator(`li[data-return="${requestNumber}"]`);
      await expect(request.getByRole('heading', { name: `Solicitud N° ${requestNumber}` })).toBeVisible();
      await expect(request.getByTestId('return-status')).toHaveText('Estado: Solicitada');
      await expect(request.getByTestId('refund-method')).toHaveText(c.methodText);
      await expect(request.getByTestId('refund-date')).toHaveText(`Fecha estimada del reembolso: ${expected}`);
      await expectNoSeriousFindings(page, 'orderDetails:returned', c.viewport.width);

      // the one line of 9010105000 is now all requested: no second request is offered, and why
      if (c.orderNumber === '9010105000') {
        await expect(main.getByRole('link', { name: 'Solicitar cambio o devolución' })).toHaveCount(0);
        await expect(main.getByTestId('no-return')).toHaveText(
          'Ya pediste el cambio o la devolución de todos los productos de esta orden.',
        );
      }
    });
  });
}

test('an order not delivered offers no return, and its return page says why', async ({ page }) => {
  const main = page.getByRole('main');
  await login(page, '/cl/account/my-orders/9010104000/return');
  await expect(main.getByRole('alert')).toHaveText(
    'Solo puedes pedir un cambio o una devolución de una orden entregada.',
  );
});
