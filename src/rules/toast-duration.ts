// spec §9: toaster display duration = 0.41 s + 0.3 s per word + 0.4 s + button allowance + 2.2 s,
// the button allowance being 0, 1, 2.5 or 4.5 s for 0, 1, 2, or 3 and more buttons. An older toaster lasts 10 s.
export const TOAST_TYPES = ['success', 'error', 'warning', 'info'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

const START_MS = 410;
const PER_WORD_MS = 300;
const READING_PAUSE_MS = 400;
const BUTTON_ALLOWANCE_MS = [0, 1000, 2500, 4500] as const;
const END_MS = 2200;

export const LEGACY_TOAST_DURATION_MS = 10_000;

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function buttonAllowanceMs(buttons: number): number {
  const index = Math.min(Math.max(0, Math.floor(buttons)), BUTTON_ALLOWANCE_MS.length - 1);
  return BUTTON_ALLOWANCE_MS[index];
}

/** How long a toast with this text and this many buttons stays on screen, in milliseconds. */
export function toastDurationMs(text: string, buttons = 0): number {
  return START_MS + PER_WORD_MS * countWords(text) + READING_PAUSE_MS + buttonAllowanceMs(buttons) + END_MS;
}
