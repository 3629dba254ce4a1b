// spec §4, §5: a new password's field as a form uses it: the rule list follows the email the person types in the form, and
// the field shows the form's value when it mounts anew (a wizard back on its step).
import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n-setup';
import es from '../../i18n/locales/es/login.json';
import type { PasswordFieldInput } from '../../machines/password-field/password-field.types';
import { PasswordField } from './new-password-field.view';

const rules = es.passwordField.rules;
const pending = () =>
  within(screen.getByRole('list', { name: rules.title }))
    .getAllByRole('listitem')
    .filter((li) => li.textContent?.endsWith(`(${rules.pending})`))
    .map((li) => li.getAttribute('data-rule'));

async function renderField(input: PasswordFieldInput) {
  const i18n = await createI18n('es-CL', { namespaces: ['login'] });
  const ui = (next: PasswordFieldInput) => (
    <I18nextProvider i18n={i18n}>
      <PasswordField input={next} />
    </I18nextProvider>
  );
  const view = render(ui(input));
  await screen.findByRole('list', { name: rules.title });
  return { rerender: (next: PasswordFieldInput) => act(() => view.rerender(ui(next))) };
}

describe('PasswordField in a form', () => {
  it("starts with the form's value and judges it against the email typed in the form", async () => {
    const { rerender } = await renderField({ policy: 'standard', email: '', value: 'Taladro2024x' });
    expect((screen.getByLabelText(/Contraseña/) as HTMLInputElement).value).toBe('Taladro2024x');
    expect(pending()).toEqual([]);
    await rerender({ policy: 'standard', email: 'taladro@example.com', value: 'Taladro2024x' });
    expect(pending()).toEqual(['notEmailLike']);
    await rerender({ policy: 'standard', email: 'ana@example.com', value: 'Taladro2024x' });
    expect(pending()).toEqual([]);
  });

  it("a company's list asks for the special character instead of the email rule (spec §5)", async () => {
    await renderField({
      policy: 'standard',
      email: 'taladro@example.com',
      accountType: 'ORGANIZATION',
      value: 'Cuenta2026x',
    });
    expect(pending()).toEqual(['special']);
  });
});
