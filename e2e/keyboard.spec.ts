// Issue 16: keyboard-only journeys (no mouse: Tab, Shift+Tab, Enter, Space, Escape and typing) for login, the lite
// registration and the address modal, at 360 and 1280 px. After a failed submit focus lands on the first invalid field
// and the error summary lists the fields; the modal keeps focus inside, closes with Escape (spec §9's 0.5 s animation,
// or at once under reduced motion) and gives focus back to the button that opened it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { rucCheckDigit } from '../src/rules/document-check-digits';

const PASSWORD = 'Cuenta.Demo2026'; // docs/demo-accounts.md

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

const summary = (page: Page) => page.locator('.error-summary');

for (const width of [360, 1280]) {
  test.describe(`keyboard only at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // one key at a time, with a check after each, on a shared 2-core machine
    test.setTimeout(120_000);

    test('login: an empty submit focuses the email and lists both fields; Enter signs in', async ({ page }) => {
      await page.goto('/cl/login?returnTo=%2Fcl%2Faccount%2Fmy-profile');
      const email = page.locator('input[name="email"]');
      const password = page.locator('input[name="password"]');
      await tabTo(page, page.locator('form.login button[type="submit"]'));
      await page.keyboard.press('Enter');
      await expect(email).toBeFocused();
      await expect(summary(page).getByRole('link')).toHaveCount(2);
      await expect(summary(page)).toContainText('Revisa los 2 campos marcados para continuar');

      await page.keyboard.type('shopper.cl@demo.example.com');
      await expect(summary(page).getByRole('link')).toHaveCount(1);
      await typeInto(page, password, PASSWORD);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/cl\/account\/my-profile$/);
      // the profile's birth date is shown in the locale's order, not the browser's (issue 16, spec §5)
      await expect(page.locator('input[name="dateOfBirth"]')).toHaveValue(/^\d{2}-\d{2}-\d{4}$/);
    });

    test('lite registration: every step by keyboard, errors focus the first field', async ({ page }) => {
      const run = `${width}${Date.now().toString(36)}`;
      const first10 = `20${String((Date.now() + width) % 10 ** 8).padStart(8, '7')}`;
      await page.goto('/pe/register/lite');
      const next = page.getByRole('button', { name: 'Continuar' });
      const status = page.locator('form').getByRole('status');
      await expect(status).toHaveText('Paso 1 de 3');

      // step 1 empty: focus goes to the email, the summary names the fields
      await tabTo(page, next);
      await page.keyboard.press('Enter');
      await expect(page.locator('[name="email"]')).toBeFocused();
      await expect(summary(page).getByRole('link').first()).toContainText('Correo');
      await page.keyboard.type(`keys.${run}@andina.pe`);
      await typeInto(page, page.locator('[name="password"]'), 'Cuenta2026x!');
      await tabTo(page, page.locator('[name="acceptTermsAndConditions"]'));
      await page.keyboard.press('Space');
      await expect(page.locator('[name="acceptTermsAndConditions"]')).toBeChecked();
      await tabTo(page, next);
      await page.keyboard.press('Enter');
      await expect(status).toHaveText('Paso 2 de 3');

      // step 2: Enter in a field submits the step; the first missing field gets focus
      await typeInto(page, page.locator('[name="firstName"]'), 'Luis');
      await page.keyboard.press('Enter');
      await expect(page.locator('[name="lastName"]')).toBeFocused();
      await page.keyboard.type('Quispe');
      await typeInto(page, page.locator('[name="position"]'), 'Gerente');
      await typeInto(page, page.locator('[name="phoneNumber"]'), '987654321');
      await page.keyboard.press('Enter');
      await expect(status).toHaveText('Paso 3 de 3');

      // step 3, the geo dropdowns opened and chosen with the keyboard
      await typeInto(page, page.locator('[name="companyDocument"]'), first10 + rucCheckDigit(first10));
      await typeInto(page, page.locator('[name="businessName"]'), 'Ferretería Teclado S.A.C.');
      await typeInto(page, page.locator('[name="fantasyName"]'), 'Ferre Teclado');
      await typeInto(page, page.locator('[name="companyPhone"]'), '987654321');
      await typeInto(page, page.locator('[name="addressLine1"]'), 'Avenida Arequipa');
      await typeInto(page, page.locator('[name="addressLine2"]'), '1234');
      for (const level of ['state', 'city']) {
        await tabTo(page, page.locator(`[data-name="${level}"]`).getByRole('combobox'));
        await page.keyboard.press('Enter');
        await expect(page.locator('input[name="dropdown-search"]')).toBeFocused();
        await page.keyboard.type('lima');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expect(page.locator(`[data-name="${level}"]`).getByRole('combobox')).toContainText('LIMA');
      }
      await tabTo(page, page.getByRole('button', { name: 'Registrar empresa' }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: '¡Tu empresa fue registrada con éxito!' })).toBeVisible();
    });

    test('address modal: opens, traps focus, shows errors, closes with Escape and returns focus', async ({ page }) => {
      // the close animation (spec §9) at 1280 px; at 360 px the user asks for reduced motion and it closes at once
      if (width === 360) await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/cl/login?returnTo=%2Fcl%2Faccount%2Fmy-addresses');
      await typeInto(page, page.locator('input[name="email"]'), 'shopper.cl@demo.example.com');
      await typeInto(page, page.locator('input[name="password"]'), PASSWORD);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/cl\/account\/my-addresses$/);

      const add = page.getByRole('button', { name: 'Agregar dirección' }).first();
      await tabTo(page, add);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // focus starts on the first field and Tab / Shift+Tab never leave the dialog
      await expect(dialog.locator('input[name="addressName"]')).toBeFocused();
      for (let i = 0; i < 15; i += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      for (let i = 0; i < 5; i += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }

      // Enter on an empty form: focus on the first invalid field, the summary lists them, typing stays
      await tabTo(page, dialog.locator('input[name="addressName"]'));
      await page.keyboard.type('Casa');
      await page.keyboard.press('Enter');
      await expect(dialog.locator('.error-summary').getByRole('link').first()).toBeVisible();
      await expect(dialog.locator('[aria-invalid="true"]').first()).toBeFocused();
      await expect(dialog.locator('input[name="addressName"]')).toHaveValue('Casa');

      // Escape closes (after the animation unless reduced motion) and focus returns to the opener
      await page.keyboard.press('Escape');
      if (width === 1280) await expect(page.locator('.modal[data-closing]')).toHaveCount(1);
      await expect(dialog).toHaveCount(0);
      await expect(add).toBeFocused();
    });
  });
}
