// Issue 16: the document a view's portals (dialogs at the end of <body>) render into. The page's own document by default;
// the Flow Explorer renders a view inside an iframe sized to a screen class and provides that iframe's document.
import { createContext, useContext } from 'react';

export const PortalDocument = createContext<Document | null>(null);

/** The <body> a portal of this view belongs in, or null outside a browser. */
export function usePortalBody(): HTMLElement | null {
  const own = useContext(PortalDocument);
  if (own) return own.body;
  return typeof document === 'undefined' ? null : document.body;
}
