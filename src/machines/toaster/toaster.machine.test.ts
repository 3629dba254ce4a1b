import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { toastDurationMs } from '../../rules/toast-duration';
import { connectToaster } from './toaster.connect';
import { toasterMachine } from './toaster.machine';

describe('toaster machine (spec §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = () => createActor(toasterMachine).start();

  it('shows a toast for the §9 duration, then hides it', () => {
    const actor = start();
    const text = 'Datos editados exitosamente.';
    actor.send({ type: 'toast.show', toast: { type: 'success', text } });
    expect(actor.getSnapshot().context.current?.text).toBe(text);
    vi.advanceTimersByTime(toastDurationMs(text) - 1);
    expect(actor.getSnapshot().matches('visible')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.current).toBeNull();
  });

  it('gives more time to a toast with buttons', () => {
    const actor = start();
    const text = 'Dirección eliminada';
    actor.send({
      type: 'toast.show',
      toast: { type: 'info', text, actions: [{ label: 'Deshacer', onSelect: () => {} }] },
    });
    vi.advanceTimersByTime(toastDurationMs(text, 0));
    expect(actor.getSnapshot().matches('visible')).toBe(true);
    vi.advanceTimersByTime(toastDurationMs(text, 1) - toastDurationMs(text, 0));
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('queues toasts and shows them one after another, each for its own time', () => {
    const actor = start();
    actor.send({ type: 'toast.show', toast: { type: 'error', text: 'Uno' } });
    actor.send({ type: 'toast.show', toast: { type: 'success', text: 'Dos palabras' } });
    expect(connectToaster(actor.getSnapshot(), actor.send).queued).toBe(1);
    vi.advanceTimersByTime(toastDurationMs('Uno'));
    expect(actor.getSnapshot().context.current).toMatchObject({ text: 'Dos palabras', id: 2 });
    vi.advanceTimersByTime(toastDurationMs('Dos palabras'));
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('dismisses the visible toast at once', () => {
    const actor = start();
    actor.send({ type: 'toast.show', toast: { type: 'warning', text: 'Atención' } });
    const api = connectToaster(actor.getSnapshot(), actor.send);
    expect(api).toMatchObject({ isVisible: true, live: 'polite' });
    api.dismiss();
    expect(connectToaster(actor.getSnapshot(), actor.send).isVisible).toBe(false);
  });

  it('announces errors assertively', () => {
    const actor = start();
    actor.send({ type: 'toast.show', toast: { type: 'error', text: 'Falló' } });
    expect(connectToaster(actor.getSnapshot(), actor.send).live).toBe('assertive');
  });
});
