// Issue 15, spec §6: an agent impersonates a shopper, quotes one of the shopper's lists at a store, and sees that quotation
// in the agent quotation report; the shopper alone is refused the report. At 360 and 1280 px.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers/sign-in';

const VIEWPORTS = [
  {
    width: 360,
    height: 780,
    tenant: 'pe',
    agent: 'agent.pe@demo.example.com',
    customer: 'shopper.pe@demo.example.com',
  },
  {
    width: 1280,
    height: 900,
    tenant: 'cl',
    agent: 'agent.cl@demo.example.com',
    customer: 'shopper.cl@demo.example.com',
  },
];

for (const vp of VIEWPORTS) {
  test(`agent report at ${vp.width} px: impersonate, quote a list, see it in the report`, async ({ page, browser }) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await page.goto(`/${vp.tenant}/agent/login`);
    await page.locator('input[name="email"]').fill(vp.agent);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar como agente' }).click();
    await page.locator('input[name="customerEmail"]').fill(vp.customer);
    await page.getByRole('button', { name: 'Ver la cuenta del cliente' }).click();
    await expect(page).toHaveURL(new RegExp(`/${vp.tenant}/account$`));

    await page.goto(`/${vp.tenant}/account/my-lists`);
    await expect(page.getByRole('link', { name: 'Ver lista Mi primera lista' })).toBeVisible();
    await page.locator('input[name="listName"]').fill('Cotización del agente');
    await page.getByRole('button', { name: 'Crear lista' }).click();
    await page.getByRole('link', { name: 'Ver lista Cotización del agente' }).click();
    await page.locator('select[name="product"]').selectOption('HM-5002');
    await page.getByRole('button', { name: 'Agregar a la lista' }).click();
    await expect(page.locator('[data-sku="HM-5002"]')).toBeVisible();
    await page.getByRole('button', { name: 'Cotizar en tienda' }).click();
    const quoted = page.getByText(/^Creamos la cotización N° \d+\.$/);
    await expect(quoted).toBeVisible();
    const number = /N° (\d+)/.exec((await quoted.textContent())!)![1]!;

    await page.goto(`/${vp.tenant}/account/agent-user-report`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reporte de cotizaciones de agentes' })).toBeVisible();
    const row = page.locator(`tr[data-quotation="${number}"]`);
    await expect(row).toBeVisible();
    await expect(row).toContainText(vp.customer);
    // a day filter that leaves it out, then one that keeps it
    await page.locator('input[name="to"]').fill('2020-01-31');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByText('No hay cotizaciones de agentes en estas fechas.')).toBeVisible();
    await page.locator('input[name="to"]').fill('');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(row).toBeVisible();

    // the shopper alone (no agent) is refused
    const own = await browser.newContext({ viewport: { width: vp.width, height: vp.height } });
    const shopper = await own.newPage();
    await signIn(shopper, vp.tenant, vp.customer);
    await shopper.goto(`/${vp.tenant}/account/agent-user-report`);
    await expect(shopper.getByRole('alert')).toHaveText('Este reporte es solo para agentes.');
    await own.close();
  });
}
