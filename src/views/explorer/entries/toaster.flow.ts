// Issue 6: registry entry for the toaster (spec §9); the view is the shell's ToasterView, driven by the Explorer's actor.
import { toasterMachine } from '../../../machines/toaster/toaster.machine';
import { defineFlow } from '../../../flows/define-flow';

export const toasterFlow = defineFlow({
  name: 'toaster',
  description: 'Toasts one at a time, queued in order, each shown for the spec §9 duration or until closed.',
  machine: toasterMachine,
  loadView: () => import('../../shell/toaster').then((m) => m.ToasterView),
  samples: {
    common: [
      { type: 'toast.show', toast: { type: 'success', text: 'Guardamos tu dirección.' } },
      { type: 'toast.show', toast: { type: 'error', text: 'No pudimos guardar tu dirección. Inténtalo nuevamente.' } },
      { type: 'toast.dismiss' },
    ],
  },
  namespaces: [],
  driver: {
    // pages raise toasts (useToaster().show); the person closes one with its button
    'toast.show': (d, event) => d.send(event),
    'toast.dismiss': (d) => d.click(d.t('common:toaster.close')),
  },
  delays: { toastDuration: 3_000 },
  input: () => undefined,
  // the queue only matters as empty or not; toast ids count up forever
  graphContext: (c) => ({ showing: c.current?.type ?? null, queued: Math.min(c.queue.length, 1) }),
  complete: true,
});
