// Issue 30 item 9: the zones and stores page lists the tenant's stores (demo data, server/src/db/seed-quotes.ts) by zone with
// address and opening hours, from the public GET /s/geo/v1/stores, beside spec §9's delivery and customer-service hours.
import { expect, test } from '@playwright/test';

for (const width of [1280, 360]) {
  test(`cl at ${width}px: a guest sees the stores by zone with address and hours (issue 30 item 9)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/cl/zones-and-stores');
    await expect(page.getByRole('heading', { level: 1, name: 'Zonas y tiendas' })).toBeVisible();
    await expect(page.getByText('Horario de despacho: 09:00 a 21:00.')).toBeVisible();
    const zones = page.getByTestId('store-zone');
    await expect(zones.first()).toBeVisible();
    const santiago = zones.filter({ has: page.getByRole('heading', { level: 3, name: 'Santiago' }) });
    await expect(santiago.getByTestId('store').first()).toContainText('Tienda Santiago');
    await expect(santiago.getByTestId('store').first()).toContainText('Lunes a viernes: 08:30 a 21:00');
    await expect(santiago.getByTestId('store').first()).toContainText('Sábados, domingos y festivos: 09:00 a 21:00');
  });
}

test('br: the stores in Portuguese terms, only Brazilian stores (issue 30 item 9)', async ({ page }) => {
  await page.goto('/br/zones-and-stores');
  await expect(page.getByText('Segunda a sexta: 08:30 às 21:00').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'São Paulo' })).toBeVisible();
});
