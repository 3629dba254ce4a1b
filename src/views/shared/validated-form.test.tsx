import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createActor, fromPromise } from 'xstate';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n-setup';
import { loginMachine } from '../../machines/login/login.machine';
import { LoginView } from '../login/login.view';
import { FieldError } from './form-field';
import { ValidatedForm } from './validated-form';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('es-CL', { namespaces: ['common', 'login'] });
});

const summary = () => document.querySelector('.error-summary') as HTMLElement;

describe('ValidatedForm on the real login view', () => {
  it('after an empty submit focuses the first invalid field and announces a summary linking to it; typing is kept', async () => {
    const actor = createActor(
      loginMachine.provide({ actors: { submitLogin: fromPromise(() => new Promise(() => {})) } }),
      { input: { returnTo: '/cl/account', botCheckAlways: false } },
    ).start();
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <LoginView actorRef={actor} />
      </I18nextProvider>,
    );
    expect(summary().getAttribute('aria-live')).toBe('assertive');
    expect(summary().textContent).toBe('');

    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const email = screen.getByRole('textbox', { name: /Correo/ });
    expect(document.activeElement).toBe(email);
    const links = Array.from(summary().querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([`#${email.id}`, expect.stringMatching(/^#/)]);
    expect(summary().textContent).toContain('Revisa los 2 campos marcados para continuar');
    expect(links[0]!.textContent).toMatch(/^Correo[^:]*: .+/);

    // following a link moves focus to its field
    await user.click(links[1]!);
    expect(document.activeElement?.getAttribute('type')).toBe('password');

    // the summary follows the fields as they are fixed, and what was typed stays
    await user.type(email, 'ana@example.com');
    expect(summary().querySelectorAll('a')).toHaveLength(1);
    expect((email as HTMLInputElement).value).toBe('ana@example.com');
  });
});

/** A stand-in for a machine whose server answer marks a field invalid after a wait (a server error with field details). */
function ServerForm() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [value, setValue] = useState('');
  const answer = () => {
    setBusy(false);
    setError('Ya existe una cuenta asociada a este correo');
  };
  return (
    <>
      {/* stands in for the server's answer */}
      <button type="button" onClick={answer}>
        server answers
      </button>
      <ValidatedForm
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
        }}
      >
        <h1>Registro</h1>
        <label htmlFor="name">Nombre</label>
        <input id="name" name="name" />
        <label htmlFor="mail">Correo *</label>
        <input
          id="mail"
          name="mail"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'mail-error' : undefined}
        />
        <FieldError id="mail-error" text={error} />
        <button type="submit" aria-busy={busy}>
          Crear
        </button>
      </ValidatedForm>
    </>
  );
}

describe('ValidatedForm with a server answer', () => {
  it('waits while the form is busy, then focuses the field the server marked', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <ServerForm />
      </I18nextProvider>,
    );
    // the summary sits after the heading
    expect(screen.getByRole('heading').nextElementSibling).toBe(summary());
    await user.type(screen.getByLabelText('Correo *'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(summary().textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'server answers' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Correo *'));
    expect(screen.getByLabelText('Correo *').getAttribute('aria-invalid')).toBe('true');
    expect(summary().querySelector('a')?.textContent).toBe('Correo: Ya existe una cuenta asociada a este correo');
    expect((screen.getByLabelText('Correo *') as HTMLInputElement).value).toBe('ana@example.com');
  });

  it('shows no summary after a submit that finds nothing wrong', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <ServerForm />
      </I18nextProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(summary().hasAttribute('data-open')).toBe(false);
  });
});
