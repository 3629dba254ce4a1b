// Issue 34 items 1-4 in a real browser against the real server (demo catalogue), at 360 and 1280 px, on cl and on br in
// Portuguese: search "ceramica" -> a Cerámica/Cerâmica result -> the product page with stock by store -> the tile calculator
// for 12 m² (boxes with 10% waste) -> its boxes to the cart; two products compared and a third refused (spec §8 "compare
// add"); axe reports nothing serious on the three pages.
import { expect, test, type Page } from '@playwright/test';
import { checkAtWidths, formatFindings, newTally } from './helpers/a11y';

const TEXT = {
  cl: {
    ceramic: /Cerámica/,
    results: 'Resultados para «ceramica»',
    stock: 'Stock por tienda',
    calculate: 'Calcular cajas',
    boxes: (n: number) => `Necesitas ${n} cajas`,
    addBoxes: (n: number) => `Agregar ${n} cajas al carro`,
    added: (n: number) => `Agregamos ${n} unidades al carro.`,
    compare: 'Comparar: ',
    compareFull: 'Ya tienes 2 productos para comparar. Quita uno para agregar otro.',
    seeCompare: 'Ver comparación',
    compareTitle: 'Comparar productos',
  },
  br: {
    ceramic: /Cerâmica/,
    results: 'Resultados para «ceramica»',
    stock: 'Estoque por loja',
    calculate: 'Calcular caixas',
    boxes: (n: number) => `Você precisa de ${n} caixas`,
    addBoxes: (n: number) => `Adicionar ${n} caixas ao carrinho`,
    added: (n: number) => `Adicionamos ${n} unidades ao carrinho.`,
    compare: 'Comparar: ',
    compareFull: /2 produtos/,
    seeCompare: 'Ver comparação',
    compareTitle: 'Comparar produtos',
  },
} as const;

const RUNS = [
  { tenant: 'cl', width: 360 },
  { tenant: 'br', width: 1280 },
  { tenant: 'cl', width: 1280 },
  { tenant: 'br', width: 360 },
] as const;

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

for (const run of RUNS) {
  const text = TEXT[run.tenant];
  test(`catalogue on ${run.tenant} at ${run.width} px: search, product with stock by store, tile calculator, compare`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const tally = newTally();
    await page.setViewportSize({ width: run.width, height: 860 });
    await page.goto(`/${run.tenant}/search?q=ceramica`);
    await expect(page.getByRole('heading', { level: 1, name: text.results })).toBeVisible();
    await settled(page);
    await checkAtWidths(page, `searchResults@${run.tenant}`, tally, { widths: [run.width] });

    // the best match is a ceramic tile, accents ignored
    const first = page.locator('.product-card__name').first();
    await expect(first).toHaveText(text.ceramic);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/${run.tenant}/product/HM-\\d+`));
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.ceramic);
    const sku = page.url().split('/product/')[1]!.split('?')[0]!;

    // spec §2 stock by store: every store of the tenant, with its units
    await expect(page.getByRole('heading', { name: text.stock })).toBeVisible();
    const rows = page.locator('.stock-table tbody tr');
    await expect(rows).toHaveCount(3);
    await checkAtWidths(page, `productDetail@${run.tenant}`, tally, { widths: [run.width] });

    // spec §5: a size is required where sizes apply
    const size = page.locator(`[data-size="${sku}"]`);
    if (await size.count()) await size.click();

    // spec §9 tile calculator: 12 m² + 10% in boxes of the product's m² per box
    const product = await (
      await page.request.get(`/s/catalogue/v1/products/${sku}`, { headers: { 'x-tenant': run.tenant } })
    ).json();
    const boxes = Math.ceil(Math.round(((12 * 1.1) / product.m2PerBox) * 1e9) / 1e9);
    await page.locator('input[name="area"]').fill('12');
    await page.getByRole('button', { name: text.calculate }).click();
    await expect(page.getByTestId('tile-result')).toContainText(text.boxes(boxes));
    await page.getByRole('button', { name: text.addBoxes(boxes) }).click();
    // served by the cart's route (issue 34 item 5)
    await expect(page.getByRole('status').filter({ hasText: text.added(boxes) })).toBeVisible();

    // comparison: two products, a third refused (spec §8 "compare add", spec §9 up to 2)
    await page.goto(`/${run.tenant}/search?q=porcelanato`);
    await settled(page);
    const compareButtons = page.locator('[data-compare-add]');
    await compareButtons.nth(0).click();
    await compareButtons.nth(0).click(); // the first one became "remove": the next "Comparar" is the second product
    await expect(page.locator('[data-compare-remove]')).toHaveCount(2);
    await compareButtons.nth(0).click();
    await expect(page.getByRole('alert')).toHaveText(text.compareFull);
    await page.getByRole('link', { name: text.seeCompare }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.compareTitle })).toBeVisible();
    await settled(page);
    await expect(page.locator('.compare-table thead th')).toHaveCount(2);
    await checkAtWidths(page, `productComparison@${run.tenant}`, tally, { widths: [run.width] });
    // the set survives navigation (URL + localStorage)
    await page.goto(`/${run.tenant}/compare`);
    await settled(page);
    await expect(page.locator('.compare-table thead th')).toHaveCount(2);

    expect(tally.findings, formatFindings(tally.findings)).toEqual([]);
  });
}

test('a query of SQL, HTML or 2,000 characters shows the empty state with suggestions, never an error page', async ({
  page,
}) => {
  for (const q of ["'; DROP TABLE products; --", '<img src=x onerror=alert(1)>', 'x'.repeat(2000)]) {
    await page.goto(`/cl/search?${new URLSearchParams({ q })}`);
    await settled(page);
    await expect(page.getByText('Explora una categoría')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Herramientas' })).toBeVisible();
  }
});
