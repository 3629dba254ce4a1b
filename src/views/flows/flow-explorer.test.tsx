// Issue 6: the Explorer in the DOM: a link with an event sequence opens the flow in the exact state, with the real view;
// buttons fire server answers and timers by hand.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { createI18n } from '../../i18n/i18n-setup';
import { encodeExplorerSearch } from '../../flows/explorer-url';
import FlowExplorer from './flow-explorer';

const i18nReady = createI18n('es-CL', { namespaces: ['common', 'flows', 'login', 'rules'] });

async function openExplorer(search: string) {
  window.history.replaceState(null, '', `/flows${search}`);
  const i18n = await i18nReady;
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback="…">
        <FlowExplorer />
      </Suspense>
    </I18nextProvider>,
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('Flow Explorer', () => {
  it('replays a shared link to the locked login state, with the real view, and ends the lockout by hand', async () => {
    await openExplorer(
      encodeExplorerSearch({
        machine: 'login',
        tenant: 'cl',
        locale: 'es-CL',
        screen: 'mobile',
        events: [
          { type: 'field.change', field: 'email', value: 'ana@example.cl' },
          { type: 'field.change', field: 'password', value: 'Clave1234' },
          { type: 'form.submit' },
          { type: 'xstate.error.actor.submitLogin', error: { code: 'ACCOUNT_BLOCKED', details: { lockMinutes: 7 } } },
        ] as EventObject[],
      }),
    );
    expect(screen.getByTestId('current-state').textContent).toBe('locked');
    const preview = screen.getByTestId('flow-preview');
    expect(preview.style.width).toBe('360px');
    expect(await within(preview).findByText(/bloqueamos tu cuenta por 7 minutos/)).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Timer fires: lockoutDuration' }));
    expect(screen.getByTestId('current-state').textContent).toBe('editing');
    expect(within(screen.getByTestId('history')).getAllByRole('listitem')).toHaveLength(6);
    // the URL follows every step
    expect(window.location.search).toMatch(/^\?m=login&t=cl&l=es-CL&s=mobile&e=/);

    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(screen.getByTestId('current-state').textContent).toBe('locked');
  });

  it('stops a replayed link at the first event the machine does not accept', async () => {
    await openExplorer(
      encodeExplorerSearch({
        machine: 'login',
        tenant: 'cl',
        locale: 'es-CL',
        screen: 'desktop',
        events: [{ type: 'xstate.done.actor.submitLogin' }, { type: 'form.submit' }],
      }),
    );
    expect(screen.getByTestId('current-state').textContent).toBe('editing');
    expect(within(screen.getByTestId('history')).getAllByRole('listitem')).toHaveLength(1);
  });

  it("plays a plan path on the screen through the flow's own driver: the view types, clicks and sends the events", async () => {
    await openExplorer(
      encodeExplorerSearch({ machine: 'login', tenant: 'cl', locale: 'es-CL', screen: 'desktop', events: [] }),
    );
    const user = userEvent.setup();
    const pathSelect = screen.getByRole('combobox', { name: /Camino/ });
    const submitting = [...pathSelect.querySelectorAll('option')].find((o) =>
      /→ submitting \(3\)/.test(o.textContent ?? ''),
    )!;
    await user.selectOptions(pathSelect, submitting.value);
    await user.click(screen.getByRole('button', { name: 'Cargar' }));
    const preview = screen.getByTestId('flow-preview');
    const onScreen = screen.getByRole('button', { name: 'Siguiente paso en la pantalla' });
    await user.click(onScreen);
    await user.click(onScreen);
    expect(within(preview).getByRole('textbox', { name: /Correo/ })).toHaveProperty('value', 'demo@cuenta.test');
    await user.click(onScreen);
    expect(screen.getByTestId('current-state').textContent).toBe('submitting');
    expect(within(screen.getByTestId('history')).getAllByRole('listitem')).toHaveLength(4);
  });
});
