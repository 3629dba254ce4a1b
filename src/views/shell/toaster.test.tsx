import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '../../i18n/i18n-setup';
import { toastDurationMs } from '../../rules/toast-duration';
import type { ToastInput } from '../../machines/toaster/toaster.types';
import type { DataLayerHost } from '../../services/analytics';
import { ToasterProvider } from './toaster';
import { useToaster } from './toaster-context';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('es-CL');
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function Trigger({ toast, label }: { toast: ToastInput; label: string }) {
  const toaster = useToaster();
  return (
    <button type="button" onClick={() => toaster.show(toast)}>
      {label}
    </button>
  );
}

function renderToaster(...toasts: ToastInput[]) {
  render(
    <I18nextProvider i18n={i18n}>
      <ToasterProvider>
        {/* the page key the shell's layout puts on its root */}
        <div data-page-key="myProfile">
          {toasts.map((toast, index) => (
            <Trigger key={toast.text} toast={toast} label={`show ${index}`} />
          ))}
        </div>
      </ToasterProvider>
    </I18nextProvider>,
  );
}

const saved = 'Datos editados exitosamente.';

describe('toaster view (spec §9)', () => {
  it('shows a toast in a live region and hides it after the §9 duration', () => {
    renderToaster({ type: 'success', text: saved });
    fireEvent.click(screen.getByRole('button', { name: 'show 0' }));
    expect(screen.getByRole('status').textContent).toContain(saved);
    expect(screen.getByRole('status').textContent).toContain('Éxito');
    act(() => vi.advanceTimersByTime(toastDurationMs(saved) - 1));
    expect(screen.queryByText(saved)).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(saved)).toBeNull();
  });

  it('announces an error assertively and closes on the close button', () => {
    const text = 'Ocurrió un error al guardar tus cambios. Por favor intentalo de nuevo.';
    renderToaster({ type: 'error', text });
    fireEvent.click(screen.getByRole('button', { name: 'show 0' }));
    expect(screen.getByRole('alert').textContent).toContain(text);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByText(text)).toBeNull();
  });

  it('runs a toast action, closes the toast, and gives toasts with buttons more time', () => {
    const onSelect = vi.fn();
    const text = 'Dirección eliminada';
    renderToaster({ type: 'info', text, actions: [{ label: 'Deshacer', onSelect }] });
    fireEvent.click(screen.getByRole('button', { name: 'show 0' }));
    act(() => vi.advanceTimersByTime(toastDurationMs(text, 0)));
    expect(screen.queryByText(text)).not.toBeNull(); // one button adds 1 s
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(screen.queryByText(text)).toBeNull();
  });

  it('shows queued toasts one after another', () => {
    renderToaster({ type: 'warning', text: 'Primero' }, { type: 'info', text: 'Segundo aviso' });
    fireEvent.click(screen.getByRole('button', { name: 'show 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'show 1' }));
    expect(screen.queryByText('Segundo aviso')).toBeNull();
    act(() => vi.advanceTimersByTime(toastDurationMs('Primero')));
    expect(screen.queryByText('Primero')).toBeNull();
    expect(screen.queryByText('Segundo aviso')).not.toBeNull();
  });
});

describe('error toasts in analytics (spec §8)', () => {
  const dataLayer = () => (window as DataLayerHost).dataLayer;
  // the error toast of an earlier test may still be on its way to dataLayer (the recorder loads lazily)
  beforeEach(async () => {
    await vi.dynamicImportSettled();
    delete (window as DataLayerHost).dataLayer;
  });

  it("records an error toast with the page, its message key and the code 'not-available'", async () => {
    const text = 'Ocurrió un error al guardar tus cambios. Por favor intentalo de nuevo.';
    renderToaster({ type: 'error', text, errorKey: 'account:profile.failed' });
    fireEvent.click(screen.getByRole('button', { name: 'show 0' }));
    await vi.waitFor(() => expect(dataLayer()).toHaveLength(1));
    expect(dataLayer()).toEqual([
      { event: 'error', component: 'myProfile', error: 'account:profile.failed', code: 'not-available' },
    ]);
  });

  it('never records the text: a card-like number in an unkeyed error toast stays out of dataLayer', async () => {
    renderToaster({ type: 'error', text: 'No pudimos guardar la tarjeta 4111 1111 1111 1111' });
    fireEvent.click(screen.getByRole('button', { name: 'show 0' }));
    await vi.waitFor(() => expect(dataLayer()).toHaveLength(1));
    expect(dataLayer()).toEqual([{ event: 'error', component: 'myProfile', error: 'unknown', code: 'not-available' }]);
    expect(JSON.stringify(dataLayer())).not.toMatch(/4111|tarjeta/);
  });

  it('records nothing for the other toast types', async () => {
    renderToaster(
      { type: 'success', text: saved },
      { type: 'error', text: 'Falló', errorKey: 'account:points.failed' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'show 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'show 1' }));
    await vi.waitFor(() => expect(dataLayer()).toHaveLength(1));
    expect(dataLayer()).toEqual([
      { event: 'error', component: 'myProfile', error: 'account:points.failed', code: 'not-available' },
    ]);
  });
});
