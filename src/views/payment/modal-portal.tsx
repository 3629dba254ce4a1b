// The saved-card dialogs render at the end of <body>, above the shell's sticky header (a z-index inside the page's stacking
// context cannot rise above it).
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

export function ModalPortal({ children }: { children: ReactNode }) {
  return typeof document === 'undefined' ? children : createPortal(children, document.body);
}
