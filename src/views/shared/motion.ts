// Issue 16: the modals' close delay as the user's system asks (prefers-reduced-motion), supplied to the machines with
// provide({ delays }) at the edge; the machine only names the delay.
import { modalCloseMs } from '../../rules/motion';

export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** `closeAnimation` for a modal machine's provide({ delays }): read when the modal starts closing. */
export const modalCloseDelays = { closeAnimation: () => modalCloseMs(prefersReducedMotion()) };
