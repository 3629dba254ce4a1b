// spec §9: toaster. `toast.show` queues a toast; the visible one leaves after the named delay `toastDuration`
// (the §9 formula) or on `toast.dismiss`; then the next one shows.
import { assertEvent, assign, setup } from 'xstate';
import { toastDurationMs } from '../../rules/toast-duration';
import type { Toast, ToasterContext, ToasterEvent } from './toaster.types';

export const toasterMachine = setup({
  types: {
    context: {} as ToasterContext,
    events: {} as ToasterEvent,
  },
  delays: {
    toastDuration: ({ context }) =>
      context.current ? toastDurationMs(context.current.text, context.current.actions?.length ?? 0) : 0,
  },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
  },
  actions: {
    enqueue: assign(({ context, event }) => {
      assertEvent(event, 'toast.show');
      const toast: Toast = { ...event.toast, id: context.nextId };
      return { queue: [...context.queue, toast], nextId: context.nextId + 1 };
    }),
    showNext: assign(({ context }) => ({ current: context.queue[0] ?? null, queue: context.queue.slice(1) })),
    clear: assign({ current: null }),
  },
}).createMachine({
  id: 'toaster',
  context: { current: null, queue: [], nextId: 1 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'toast.show': { target: 'visible', actions: ['enqueue', 'showNext'] } },
    },
    visible: {
      after: { toastDuration: { target: 'next' } },
      on: {
        'toast.show': { actions: 'enqueue' },
        'toast.dismiss': { target: 'next' },
      },
    },
    next: {
      always: [
        { guard: 'hasQueued', target: 'visible', actions: 'showNext' },
        { target: 'idle', actions: 'clear' },
      ],
    },
  },
});
