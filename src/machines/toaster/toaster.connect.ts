// Pure props for the toaster view (STYLE.md §7).
import type { SnapshotFrom } from 'xstate';
import type { toasterMachine } from './toaster.machine';
import type { ToasterEvent, Toast } from './toaster.types';

export interface ToasterApi {
  toast: Toast | null;
  isVisible: boolean;
  queued: number;
  /** assertive for errors, polite for the rest */
  live: 'assertive' | 'polite';
  dismiss: () => void;
}

export function connectToaster(
  snapshot: SnapshotFrom<typeof toasterMachine>,
  send: (event: ToasterEvent) => void,
): ToasterApi {
  const toast = snapshot.context.current;
  return {
    toast,
    isVisible: snapshot.matches('visible') && toast !== null,
    queued: snapshot.context.queue.length,
    live: toast?.type === 'error' ? 'assertive' : 'polite',
    dismiss: () => send({ type: 'toast.dismiss' }),
  };
}
