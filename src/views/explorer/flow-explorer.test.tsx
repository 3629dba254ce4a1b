// Issue 6: the Explorer in the DOM: a link with an event sequence opens the flow in the exact state, with the real view;
// buttons fire server answers and timers by hand. Issue 16: the view renders inside an iframe as wide as the screen class;
// flows are listed by their name in the page's language; the diagram zooms from its toolbar and the keyboard.
import { render, screen, waitFor, within } from '@testing-library/react';
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

/** The preview iframe and the <body> of its document, once the view has rendered in it. */
async function previewBody(): Promise<{ frame: HTMLIFrameElement; body: HTMLElement }> {
  const frame = within(screen.getByTestId('flow-preview')).getByTitle(/^Pantalla real de /) as HTMLIFrameElement;
  const body = await waitFor(() => {
    const found = frame.contentDocument?.body;
    if (!found?.querySelector('[data-preview-root] *')) throw new Error('the preview is empty');
    return found;
  });
  return { frame, body };
}

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
    // spec §9: the mobile class is previewed 320 px wide, in its own document
    const { frame, body } = await previewBody();
    expect(frame.style.width).toBe('320px');
    expect(body.ownerDocument).not.toBe(document);
    expect(await within(body).findByText(/bloqueamos tu cuenta por 7 minutos/, {}, { timeout: 15_000 })).toBeTruthy();
    // the flow is named in the page's language, with its machine's id beside it
    expect(screen.getByRole('heading', { name: 'Inicio de sesión' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Flujos' }))
        .getByRole('button', { name: /^Inicio de sesión máquina login/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');

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
    // the driver types and clicks inside the preview iframe's document
    const { body } = await previewBody();
    const onScreen = screen.getByRole('button', { name: 'Siguiente paso en la pantalla' });
    await user.click(onScreen);
    await user.click(onScreen);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(body).getByRole('textbox', { name: /Correo/ })).toHaveProperty('value', 'demo@cuenta.test');
    await user.click(onScreen);
    expect(screen.getByTestId('current-state').textContent).toBe('submitting');
    expect(within(screen.getByTestId('history')).getAllByRole('listitem')).toHaveLength(4);
  });

  it('zooms the diagram from its toolbar and from the keyboard, and fits it to the width again', async () => {
    await openExplorer(
      encodeExplorerSearch({ machine: 'login', tenant: 'cl', locale: 'es-CL', screen: 'desktop', events: [] }),
    );
    const user = userEvent.setup();
    const diagram = screen.getByRole('region', { name: 'Diagrama' });
    const svg = await within(diagram).findByRole('img', { name: 'login' }, { timeout: 15_000 });
    const level = within(diagram).getByRole('status', { name: 'Zoom' });
    const widthAt = () => Number(svg.getAttribute('width'));
    const [, , natural] = svg.getAttribute('viewBox')!.split(' ').map(Number);

    await user.click(within(diagram).getByRole('button', { name: 'Tamaño real' }));
    expect(level.textContent).toBe('100 %');
    expect(widthAt()).toBe(natural);
    await user.click(within(diagram).getByRole('button', { name: 'Acercar' }));
    expect(level.textContent).toBe('125 %');
    expect(widthAt()).toBe(Math.round(natural! * 1.25));

    // the box takes the focus: − zooms out, + zooms in, 0 fits the width again
    const box = within(diagram).getByRole('group', { name: 'Diagrama' });
    box.focus();
    await user.keyboard('-');
    await user.keyboard('-');
    expect(level.textContent).toBe('80 %');
    await user.keyboard('+');
    expect(level.textContent).toBe('100 %');
    await user.keyboard('0');
    expect(within(diagram).getByRole('button', { name: 'Ajustar al ancho' }).getAttribute('aria-pressed')).toBe('true');
  }, 30_000);
});
