// Issue 11: orders and post-sale in a real browser against the real server, at 360 and 1280 px, on the seeded demo orders of
// shopper.cl (server/src/db/seed-orders.ts: 9010101000 ... 9010110000, one per spec §4 state plus two made to be cancelled).
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../server/test/helpers/pdf-text';

const PASSWORD = 'Cuenta.Demo2026'; // docs/demo-accounts.md
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

async function login(page: Page, returnTo: string) {
  await page.goto(`/cl/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Correo electrónico').fill('shopper.cl@demo.example.com');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[?]/g, '\\?')}$`));
}

const orderNumbers = async (page: Page) => {
  await expect(page.getByText('Cargando tus compras…')).toHaveCount(0);
  return page.locator('li[data-order]').evaluateAll((els) => els.map((e) => e.getAttribute('data-order')));
};

for (const [index, viewport] of VIEWPORTS.entries()) {
  test.describe(`orders at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the order list with each filter, the search and the sort', async ({ page }) => {
      await login(page, '/cl/account/my-orders');
      await expect(page.getByRole('heading', { level: 1, name: 'Mis compras' })).toBeVisible();
      await expect(page.locator('li[data-order]')).toHaveCount(10);
      expect((await orderNumbers(page))[0]).toBe('9010101000');

      await page.getByLabel('Estado').selectOption('completed');
      await expect(page.locator('li[data-order]')).toHaveCount(2);
      expect(await orderNumbers(page)).toEqual(['9010105000', '9010106000']);
      await page.getByLabel('Estado').selectOption('cancelled');
      await expect(page.locator('li[data-order]')).toHaveCount(3);
      await page.getByLabel('Estado').selectOption('active');
      await expect(page.locator('li[data-order]')).toHaveCount(5);
      await page.getByLabel('Estado').selectOption('');
      await page.getByLabel('Año').selectOption('2025');
      await expect(page.locator('li[data-order]')).toHaveCount(1);
      expect(await orderNumbers(page)).toEqual(['9010109000']);
      await page.getByLabel('Año').selectOption('');
      await page.getByLabel('Ordenar por').selectOption('dateAsc');
      await expect(page.locator('li[data-order]').first()).toHaveAttribute('data-order', '9010109000');

      await page.getByLabel('Buscar por número de orden').fill('90101a');
      await page.getByRole('main').getByRole('button', { name: 'Buscar', exact: true }).click();
      await expect(page.locator('#orderList-search-error')).toHaveText(
        'El número de orden solo puede contener números',
      );
      // issue 30 item 8: a failed submit moves the focus to the field in error, not left on the button
      await expect(page.getByLabel('Buscar por número de orden')).toBeFocused();
      // an unknown number: spec §8's message, announced as the search's result (issue 31 item 7)
      await page.getByLabel('Buscar por número de orden').fill('123456');
      await page.getByRole('main').getByRole('button', { name: 'Buscar', exact: true }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        'No encontramos el número ingresado, prueba de nuevo',
      );
      await page.getByLabel('Buscar por número de orden').fill('9010104');
      await page.getByRole('main').getByRole('button', { name: 'Buscar', exact: true }).click();
      await expect(page.locator('li[data-order]')).toHaveCount(1);
      await expect(page.getByText('En camino')).toBeVisible();
      const box = await page.locator('section.orders').boundingBox();
      expect(box!.width).toBeLessThanOrEqual(viewport.width);
    });

    test('the detail with tracking and the receipt PDF holding the order number', async ({ page }) => {
      await login(page, '/cl/account/my-orders/9010104000');
      await expect(page.getByRole('heading', { level: 1, name: 'Orden N° 9010104000' })).toBeVisible();
      await expect(page.getByTestId('order-status')).toHaveText('En camino');
      const tracking = page.getByRole('list', { name: 'Seguimiento' });
      await expect(tracking.getByRole('listitem')).toHaveCount(4);
      await expect(tracking.getByRole('listitem').last()).toContainText('En camino');
      // on its way: no cancellation link, and the page says why (spec §4, §8; issue 30 item 9)
      await expect(page.getByRole('link', { name: 'Solicitar cancelación' })).toHaveCount(0);
      await expect(page.getByText('No es posible cancelar un pedido que ya fue despachado o entregado.')).toBeVisible();
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Descargar boleta (PDF)' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('boleta-9010104000.pdf');
      const pdf = await readFile((await file.path())!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfText(pdf)).toContain('Pedido N° 9010104000');
      // an invalid id (spec §8)
      await page.goto('/cl/account/my-orders/123');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos la URL que buscas.');
    });

    test('cancelling a preparing line through the refund bank form to a ticket', async ({ page }) => {
      const product = index === 0 ? 'Taladro percutor 650 W × 1' : 'Pintura látex blanco 1 galón × 2';
      await login(page, '/cl/account/my-orders/9010103000');
      await page.getByRole('link', { name: 'Solicitar cancelación' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Cancelar productos de la orden N° 9010103000' }),
      ).toBeVisible();
      // the line that left the warehouse cannot be chosen (spec §4, §8)
      await expect(page.getByLabel('Foco proyector LED 50 W × 1')).toBeDisabled();
      // issue 30 item 8: "Continuar" with nothing chosen moves focus into the group in error, not left on the button
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.locator('main fieldset[aria-invalid="true"]')).toBeVisible();
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('fieldset[aria-invalid="true"]')))).toBe(
        true,
      );
      await page.getByLabel(product).check();
      await page.getByRole('button', { name: 'Continuar' }).click();
      // a step change moves focus to the new step's heading (never to the page body)
      await expect(page.locator('#cancel-reason')).toBeFocused();
      await page.getByRole('button', { name: 'Continuar' }).click();
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('fieldset[aria-invalid="true"]')))).toBe(
        true,
      );
      await page.getByLabel('Me arrepentí de la compra').check();
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.locator('#cancel-summary')).toBeFocused();
      await expect(page.getByTestId('refund-timing')).toContainText(
        '2 días hábiles después de emitida la nota de crédito',
      );
      await page.getByRole('button', { name: 'Ingresar datos bancarios' }).click();
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(page.locator('.field__error', { hasText: 'Ingresa el número de cuenta.' })).toBeVisible();
      // issue 30 item 8: the first field in error takes the focus
      await expect(page.locator('main form [aria-invalid="true"]').first()).toBeFocused();
      await page.getByLabel('Banco', { exact: false }).first().selectOption('001');
      await page.getByLabel('Tipo de cuenta').selectOption('checking');
      await page.getByLabel('Número de cuenta').fill('0012345678');
      await page.getByLabel('Nombre del titular').fill('Camila Rojas');
      await page.getByLabel('Tipo de documento del titular').selectOption('RUT');
      await page.getByLabel('Documento del titular', { exact: false }).last().fill('15.872.439-2');
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(page.locator('.field__error', { hasText: 'El documento no es válido.' })).toBeVisible();
      await page.getByLabel('Documento del titular', { exact: false }).last().fill('15.872.439-1');
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(page.getByRole('heading', { name: 'Recibimos tu solicitud de cancelación' })).toBeVisible();
      await expect(page.getByTestId('ticket-number')).toHaveText(/^Tu número de ticket es TK\d+$/);
      await page.getByRole('link', { name: 'Volver a la orden' }).click();
      await expect(page.getByText(/Ticket de cancelación N° TK\d+/).first()).toBeVisible();
    });

    test('refusals: a shipped order, and a line whose state changed while the user was in the flow', async ({
      page,
    }) => {
      await login(page, '/cl/account/my-orders/9010104000/cancellation');
      await expect(page.getByRole('alert')).toHaveText(
        'No es posible cancelar un pedido que ya fue despachado o entregado.',
      );

      await page.goto('/cl/account/my-orders/9010110000/cancellation');
      const product = index === 0 ? 'Pintura látex blanco 1 galón' : 'Rodillo antigoteo 23 cm';
      await page.getByLabel(`${product} × 1`).check();
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.getByLabel('Otro motivo').check();
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.getByTestId('refund-timing')).toHaveText(
        'Se reversará el cargo en tu tarjeta después de 48 horas.',
      );
      // meanwhile the same line is requested elsewhere (another tab)
      const csrf = (await page.context().cookies()).find((c) => c.name === 'cuenta_csrf')!.value;
      const view = await (await page.request.get('/api/post-sale/v1/orders/9010110000')).json();
      const line = view.lines.find((l: { name: string }) => l.name === product);
      const first = await page.request.post('/api/post-sale/v1/orders/9010110000/initiate-cancel', {
        headers: { 'x-csrf-token': csrf },
        data: { lineIds: [line.id], reason: 'other' },
      });
      expect(first.status()).toBe(200);
      await page.getByRole('button', { name: 'Confirmar cancelación' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'El estado de la orden cambió mientras completabas la solicitud.',
      );
      await expect(page.getByRole('alert')).toContainText('La cancelación no está disponible para este producto.');
    });

    test('guest lookup: not found, then found with status and a prompt to log in', async ({ page }) => {
      await page.goto('/cl/seek-order');
      await expect(page.getByRole('heading', { level: 1, name: 'Sigue tu pedido' })).toBeVisible();
      await page.getByLabel('Número de orden').fill('123456');
      await page.getByRole('button', { name: 'Buscar pedido' }).click();
      await expect(page.getByRole('alert')).toHaveText('No encontramos el número ingresado, prueba de nuevo');
      // issue 30 item 8: a failed lookup moves focus back to the number (not left on the button), what was typed kept
      await expect(page.getByLabel('Número de orden')).toBeFocused();
      await expect(page.getByLabel('Número de orden')).toHaveValue('123456');
      await page.getByLabel('Número de orden').fill('9010104000');
      await page.getByRole('button', { name: 'Buscar pedido' }).click();
      await expect(page.locator('[data-page] [role="status"]')).toContainText('Estado: En camino');
      await expect(page.locator('[data-page] [role="status"]')).not.toContainText('Camila');
      await expect(page.locator('[data-page]').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
      await expect(page.getByText('¿Cuánto tiempo tengo para devolver un producto?')).toBeVisible();
    });

    test('repurchase puts a past order in the cart', async ({ page }) => {
      await login(page, '/cl/account/my-orders/9010105000');
      // the order's own link (the account navigation beside the page has a "Volver a comprar" page too)
      await page.getByRole('main').getByRole('link', { name: 'Volver a comprar' }).click();
      await expect(page.getByRole('heading', { name: 'Productos de la orden N° 9010105000' })).toBeVisible();
      await page.getByRole('button', { name: 'Agregar al carro' }).click();
      await expect(page.locator('[data-page] [role="status"]')).toHaveText(
        /^Agregamos \d+ productos? al carro\. Tu carro tiene \d+ productos?\.$/,
      );
      const cart = await (await page.request.get('/s/checkout/v1/carts/mine')).json();
      expect(cart.lines.map((l: { sku: string }) => l.sku)).toContain('HM-4001');
    });
  });
}
