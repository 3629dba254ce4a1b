// The saved-card dialogs render at the end of <body>, above the shell's sticky header (a z-index inside the page's stacking
// context cannot rise above it). In the Flow Explorer's preview that <body> is the preview iframe's (issue 16).
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { usePortalBody } from '../shared/portal-document';

export function ModalPortal({ children }: { children: ReactNode }) {
  const body = usePortalBody();
  return body ? createPortal(children, body) : children;
}
