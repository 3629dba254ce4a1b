// Issue 6: the Flow Explorer in a real browser against the real server: pick a flow, step into an error state, see the
// real view show the error, then open the shared link and land in the same state.
import { expect, test } from '@playwright/test';

test('pick login, step into the locked error state by hand, see the real login view show it, and reopen the shared link', async ({
  page,
}) => {
  await page.goto('/flows');
  await page.getByRole('navigation', { name: 'Flujos' }).getByRole('button', { name: 'login', exact: true }).click();
  const state = page.getByTestId('current-state');
  const events = page.getByRole('region', { name: 'Eventos' });
  const preview = page.getByTestId('flow-preview');
  await expect(state).toHaveText('editing');
  await expect(preview.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
  // a wide diagram scrolls inside its box: the page itself does not scroll sideways at 1280 px
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

  // the person types through the sample events, submits, then answers for the server with ACCOUNT_BLOCKED (spec §8)
  await events.getByRole('button', { name: /^field\.change \{"field":"email"/ }).click();
  await events.getByRole('button', { name: /^field\.change \{"field":"password"/ }).click();
  await expect(preview.getByRole('textbox', { name: /correo/i })).toHaveValue(/@/);
  await events.locator('button[data-event-type="form.submit"]').click();
  await expect(state).toHaveText('submitting');
  // the payload editor: start from the INVALID_CREDENTIALS sample and change the code
  const invalid = events
    .locator('div')
    .filter({ has: page.getByRole('button', { name: /submitLogin fails \{"code":"INVALID_CREDENTIALS"\}$/ }) });
  await invalid.getByRole('button', { name: 'Editar la carga en JSON' }).click();
  const editor = events.getByRole('textbox', { name: 'Evento (JSON)' });
  await expect(editor).toHaveValue(/"code": "INVALID_CREDENTIALS"/);
  await editor.fill((await editor.inputValue()).replace('INVALID_CREDENTIALS', 'ACCOUNT_BLOCKED'));
  await events.getByRole('button', { name: 'Enviar' }).click();

  await expect(state).toHaveText('locked');
  await expect(page.locator('[data-state-id="login.locked"]')).toHaveAttribute('data-active', 'true');
  // the edited answer carries no lockMinutes: the message does not invent a duration
  const lockedMessage = 'Por tu seguridad bloqueamos tu cuenta temporalmente después de varios intentos fallidos.';
  await expect(preview.getByRole('alert').filter({ hasText: lockedMessage })).toBeVisible();
  // the lockout timer is offered by hand, never fired by the clock
  await expect(events.getByRole('button', { name: 'Timer fires: lockoutDuration' })).toBeEnabled();

  const shared = page.url();
  expect(shared).toMatch(/[?&]m=login&t=cl&l=es-CL&s=desktop&e=/);
  await page.goto('about:blank');
  await page.goto(shared);
  await expect(page.getByTestId('current-state')).toHaveText('locked');
  await expect(page.getByTestId('flow-preview').getByRole('alert').filter({ hasText: lockedMessage })).toBeVisible();
  await expect(page.getByTestId('history').getByRole('listitem')).toHaveCount(5); // start + 4 steps
});

test('a QA plan path replays step by step into the real registration view, and a server error lands in a shared link', async ({
  page,
}) => {
  await page.goto('/flows');
  const flows = page.getByRole('navigation', { name: 'Flujos' });
  await flows.getByRole('button', { name: 'registration', exact: true }).click();

  const state = page.getByTestId('current-state');
  const events = page.getByRole('region', { name: 'Eventos' });
  const preview = page.getByTestId('flow-preview');

  // the QA plan's shortest path to `submitting` fills the form and submits, step by step
  const path = page.getByRole('combobox', { name: 'Camino', exact: true });
  const toSubmitting = await path.locator('option', { hasText: '→ submitting (' }).first().getAttribute('value');
  await path.selectOption(toSubmitting ?? '');
  await page.getByRole('button', { name: 'Cargar' }).click();
  await page.getByRole('button', { name: 'Siguiente paso', exact: true }).click();
  await expect(page.getByTestId('history').getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Ejecutar todo' }).click();
  await expect(state).toHaveText('submitting');
  await expect(preview.getByLabel(/Correo electrónico/)).toHaveValue('ana.rojas@example.cl');
  await events.getByRole('button', { name: /submitRegistration fails \{"code":"emailAlreadyExists"\}/ }).click();

  await expect(state).toHaveText('editing.failed');
  await expect(page.locator('[data-state-id="registration.editing.failed"]')).toHaveAttribute('data-active', 'true');
  await expect(
    preview.locator('.banner--error', { hasText: 'Ya existe una cuenta asociada a este correo' }),
  ).toBeVisible();
  const steps = await page.getByTestId('history').getByRole('listitem').count();
  expect(steps).toBeGreaterThan(3);

  // the link carries machine, tenant, locale, screen and events: opening it lands in the same screen state
  const shared = page.url();
  expect(shared).toMatch(/[?&]m=registration&t=cl&l=es-CL&s=desktop&e=/);
  await page.goto('about:blank');
  await page.goto(shared);
  await expect(page.getByTestId('current-state')).toHaveText('editing.failed');
  await expect(page.getByTestId('history').getByRole('listitem')).toHaveCount(steps);
  await expect(
    page
      .getByTestId('flow-preview')
      .locator('.banner--error', { hasText: 'Ya existe una cuenta asociada a este correo' }),
  ).toBeVisible();
  await expect(page.getByTestId('flow-preview').getByLabel(/Correo electrónico/)).toHaveValue('ana.rojas@example.cl');
});

test('the Explorer previews a flow at a spec §2 screen class and exports the diagram as SVG', async ({ page }) => {
  await page.goto('/flows?m=company-registration&t=cl&l=es-CL&s=mobile');
  await expect(page.getByTestId('flow-preview')).toHaveAttribute('data-screen', 'mobile');
  expect(await page.getByTestId('flow-preview').evaluate((el) => el.getBoundingClientRect().width)).toBe(360);
  await expect(page.getByRole('img', { name: 'company-registration' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar SVG' }).click();
  expect((await download).suggestedFilename()).toBe('company-registration.svg');
});
