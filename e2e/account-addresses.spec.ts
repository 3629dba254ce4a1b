// Issue 12 "done when": in cl, mx, co and br a demo shopper adds an address through the 'know your zip code' page and the
// street page (and, at 360 px, through the postal-code widget and the street page), makes it preferred and sees it on the
// account home; another account's address id answers as not found. Demo postcodes are MADE UP (server/data/postcodes-demo,
// marked in each file): no country's postcode table is open data.
import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Cuenta.Demo2026'; // docs/demo-accounts.md

async function signIn(page: Page, email: string, tenant: string, returnTo: string) {
  await page.goto(`/${tenant}/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.locator('input[type="email"], input[name="email"]').first().fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').first().click();
}

interface Case {
  tenant: 'cl' | 'mx' | 'co' | 'br';
  postcode: string;
  street: string;
  /** state, city, municipal: an option's label, or typed text where the country has no list for the level */
  place: [string, string, string];
  typedMunicipal: boolean;
  labels: [RegExp, RegExp, RegExp];
}

const CASES: Case[] = [
  {
    tenant: 'cl',
    postcode: '9990001',
    street: 'Calle Demostración',
    place: ['Región Metropolitana de Santiago', 'Santiago', 'Santiago'],
    typedMunicipal: false,
    labels: [/^Región/, /^Provincia/, /^Comuna/],
  },
  {
    tenant: 'mx',
    postcode: '99901',
    street: 'Calle Ejemplo',
    place: ['Ciudad de México', 'Cuauhtémoc', 'Colonia Demostración'],
    typedMunicipal: true,
    labels: [/^Estado/, /^Municipio/, /^Colonia/],
  },
  {
    tenant: 'co',
    postcode: '999001',
    street: 'Carrera Prueba',
    place: ['BOGOTÁ, D.C.', 'BOGOTÁ, D.C.', 'Barrio Demostración'],
    typedMunicipal: true,
    labels: [/^Departamento/, /^Ciudad/, /^Barrio/],
  },
  {
    tenant: 'br',
    postcode: '99999-001',
    street: 'Rua Teste',
    place: ['São Paulo', 'São Paulo', 'Bairro Demonstração'],
    typedMunicipal: true,
    labels: [/^Estado/, /^Município/, /^Bairro/],
  },
];

const text = {
  add: /Agregar dirección|Adicionar endereço/,
  save: /Guardar dirección|Salvar endereço/,
  saved: /Dirección guardada\.|Endereço salvo\./,
  prefer: /Marcar como preferida|Marcar como preferido/,
  knowZip: /¿No sabes tu código postal\?|Não sabe seu CEP\?/,
  searchZip: /Ver códigos postales|Ver CEPs/,
};

for (const width of [1280, 360]) {
  for (const c of CASES) {
    test(`${c.tenant} at ${width}px: add an address, make it preferred, see it on the account home`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, `shopper.${c.tenant}@demo.example.com`, c.tenant, `/${c.tenant}/account/my-addresses`);
      await expect(page.getByRole('heading', { level: 1, name: /Mis direcciones|Meus endereços/ })).toBeVisible();
      await page.getByRole('button', { name: text.add }).click();
      const modal = page.getByTestId('address-modal');
      await expect(modal).toBeVisible();

      if (width === 1280) {
        // page 2: know your zip code
        await modal.getByRole('button', { name: text.knowZip }).click();
        await expect(modal.locator('[data-page="knowZip"]')).toBeVisible();
        await modal.getByLabel(c.labels[0]).selectOption({ label: c.place[0] });
        await modal.getByLabel(c.labels[1]).selectOption({ label: c.place[1] });
        if (c.typedMunicipal) await modal.getByLabel(c.labels[2]).fill(c.place[2]);
        else await modal.getByLabel(c.labels[2]).selectOption({ label: c.place[2] });
        await modal.getByRole('button', { name: text.searchZip }).click();
      } else {
        // page 1's postal-code widget
        await modal.locator('input[name="postcode"]').fill(c.postcode);
        await modal.getByRole('button', { name: /^Buscar$/ }).click();
      }
      // page 3: choose street
      await expect(modal.locator('[data-page="chooseStreet"]')).toBeVisible();
      await modal.getByRole('button', { name: new RegExp(c.street) }).click();
      // back on page 1: the secondary widget shows the chosen address with an edit link (spec §4)
      await expect(modal.getByTestId('postcode-widget-address')).toContainText(c.street);
      await expect(modal.getByRole('button', { name: /^Editar$/ })).toBeVisible();
      const name = `Nueva ${width}`;
      await modal.locator('input[name="addressName"]').fill(name);
      await modal.locator('input[name="addressLine2"]').fill('45');
      await modal.getByRole('button', { name: text.save }).click();
      await expect(modal).toBeHidden();
      // the save is told once, by the app's toaster: no success banner on the page beside it
      await expect(page.getByText(text.saved)).toHaveCount(1);
      await expect(page.locator('.my-addresses .banner--success')).toHaveCount(0);

      const card = page.getByTestId('address-card').filter({ hasText: name });
      await expect(card).toContainText(c.street);
      if ((await card.getAttribute('data-preferred')) !== 'true')
        await card.getByRole('button', { name: text.prefer }).click();
      await expect(card).toHaveAttribute('data-preferred', 'true');
      await expect(page.locator('[data-preferred="true"]')).toHaveCount(1);

      await page.goto(`/${c.tenant}/account`);
      await expect(page.getByTestId('favourite-address')).toContainText(name);
      await expect(page.getByTestId('favourite-address')).toContainText(c.street);
    });
  }
}

// issue 30 item 7: a Mexican colony the (made-up) table does not hold, chosen on "know your zip code", saves with the
// postcode the person types in the input that stays in sight
for (const width of [1280, 360]) {
  test(`mx at ${width}px: a place chosen by "know your zip code" without a table postcode saves (issue 30 item 7)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'shopper.mx@demo.example.com', 'mx', '/mx/account/my-addresses');
    await page.getByRole('button', { name: text.add }).click();
    const modal = page.getByTestId('address-modal');
    await modal.getByRole('button', { name: text.knowZip }).click();
    await modal.getByLabel(/^Estado/).selectOption({ label: 'Ciudad de México' });
    await modal.getByLabel(/^Municipio/).selectOption({ label: 'Cuauhtémoc' });
    await modal.getByLabel(/^Colonia/).fill('Centro');
    await modal.getByRole('button', { name: text.searchZip }).click();
    await expect(modal.getByText('No encontramos', { exact: false })).toBeVisible();
    await modal.getByRole('button', { name: 'Usar esta ubicación' }).click();
    await expect(modal.getByTestId('address-place')).toHaveText('Centro, Cuauhtémoc, Ciudad de México');
    // the postcode input is still in sight: the table gave no code for this place
    const postcode = modal.locator('input[name="postcode"]');
    await expect(postcode).toBeVisible();
    await postcode.fill('06000');
    const name = `Centro ${width}`;
    await modal.locator('input[name="addressName"]').fill(name);
    await modal.locator('input[name="addressLine1"]').fill('Calle Madero');
    await modal.locator('input[name="addressLine2"]').fill('12');
    await modal.getByRole('button', { name: text.save }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('address-card').filter({ hasText: name })).toContainText('Centro');
  });
}

test("another account's address id answers as not found", async ({ page }) => {
  await signIn(page, 'shopper.cl@demo.example.com', 'cl', '/cl/account');
  await expect(page.getByTestId('favourite-address')).toBeVisible();
  const mine = await page.request.get('/api/my-account/v1/users/addresses', { headers: { 'x-tenant': 'cl' } });
  const id = ((await mine.json()) as { addresses: { id: string }[] }).addresses[0]!.id;
  await page.context().clearCookies();

  await signIn(page, 'shopper.home@demo.example.com', 'home', '/home/account');
  await expect(page.getByTestId('favourite-address')).toBeVisible();
  const cookies = await page.context().cookies();
  const csrf = cookies.find((k) => k.name === 'cuenta_csrf')?.value ?? '';
  const probe = await page.request.put('/api/my-account/v1/users/preferredaddress', {
    headers: { 'x-tenant': 'home', 'x-csrf-token': csrf },
    data: { addressId: id },
  });
  expect(probe.status()).toBe(404);
  expect(await probe.json()).toMatchObject({ code: 'NOT_FOUND' });
  const del = await page.request.delete(`/api/my-account/v1/users/addresses/${id}`, {
    headers: { 'x-tenant': 'home', 'x-csrf-token': csrf },
  });
  expect(del.status()).toBe(404);
});
