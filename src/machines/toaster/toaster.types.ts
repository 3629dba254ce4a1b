// The toaster (spec §9): one toast on screen at a time, the others wait in order; each stays for the §9 duration.
import type { ToastType } from '../../rules/toast-duration';

export interface ToastAction {
  /** already translated label */
  label: string;
  /** called when the user chooses the action; the toast then closes */
  onSelect: () => void;
}

export interface ToastInput {
  type: ToastType;
  /** already translated text (its words set the display time) */
  text: string;
  actions?: readonly ToastAction[];
  /** spec §8: an error toast's message key (`account:profile.failed`), what analytics records instead of the text */
  errorKey?: string;
}

export interface Toast extends ToastInput {
  id: number;
}

export interface ToasterContext {
  current: Toast | null;
  queue: readonly Toast[];
  nextId: number;
}

export type ToasterEvent = { type: 'toast.show'; toast: ToastInput } | { type: 'toast.dismiss' };
