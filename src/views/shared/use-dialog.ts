// Issue 16: what every modal of the app does with the keyboard, written once: focus moves into the dialog when it opens,
// Tab and Shift+Tab stay inside it while it is open, Escape asks its machine to close (where the dialog allows it), and
// when the dialog leaves the page focus returns to the control that opened it. Only focus: the machine decides closing.
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden],[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Where focus goes back to: the opener if it is still on the page, else its successor, else the page's main heading. */
function returnFocus(opener: HTMLElement, doc: Document) {
  const target = opener.isConnected
    ? opener
    : ((opener.id ? doc.getElementById(opener.id) : null) ??
      (opener.dataset.action ? doc.querySelector<HTMLElement>(`[data-action="${opener.dataset.action}"]`) : null) ??
      doc.querySelector<HTMLElement>('main h1, h1'));
  if (!target) return;
  if (target.tagName === 'H1' && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  // the opener may still be disabled while its page leaves the modal's state (the list's add button): try again once the
  // page has rendered that
  if (doc.activeElement !== target) doc.defaultView?.requestAnimationFrame(() => target.focus());
}

// The control that last lost focus: an opener the page disables as the dialog opens (Chrome then moves focus to <body>)
// is still known. Installed once per document, on the first dialog.
const lastBlurred = new WeakMap<Document, HTMLElement>();
function trackBlur(doc: Document) {
  if (lastBlurred.has(doc)) return;
  lastBlurred.set(doc, doc.body);
  doc.addEventListener(
    'focusout',
    (event) => {
      if (event.target instanceof HTMLElement) lastBlurred.set(doc, event.target);
    },
    true,
  );
}

// from the moment a page with a dialog loads, before any dialog opens
if (typeof document !== 'undefined') trackBlur(document);

export interface DialogOptions {
  /** Escape closes the dialog (sends the machine's close event); leave out where Escape must not close it */
  onEscape?: () => void;
}

/**
 * Returns the dialog's ref and its onKeyDown. Focus enters on mount (the first field, else the first control, else the
 * dialog), Tab wraps inside, and focus returns to the opener on unmount.
 */
export function useDialog<T extends HTMLElement>({ onEscape }: DialogOptions = {}): {
  ref: RefObject<T | null>;
  onKeyDown: (event: KeyboardEvent<T>) => void;
} {
  const ref = useRef<T>(null);
  const opener = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const doc = dialog.ownerDocument;
    trackBlur(doc);
    const focused = doc.activeElement as HTMLElement | null;
    const active = focused && focused !== doc.body ? focused : (lastBlurred.get(doc) ?? null);
    opener.current = active && active !== doc.body && !dialog.contains(active) ? active : null;
    if (!dialog.contains(active)) {
      const first =
        focusableIn(dialog).find((el) => el.matches('input, select, textarea')) ?? focusableIn(dialog)[0] ?? dialog;
      if (first === dialog && !dialog.hasAttribute('tabindex')) dialog.setAttribute('tabindex', '-1');
      first.focus();
    }
  }, []);

  useEffect(
    () => () => {
      if (opener.current) returnFocus(opener.current, opener.current.ownerDocument);
    },
    [],
  );

  const onKeyDown = (event: KeyboardEvent<T>) => {
    if (event.key === 'Escape') {
      if (onEscape) {
        event.stopPropagation();
        onEscape();
      }
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = focusableIn(ref.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = ref.current.ownerDocument.activeElement;
    if (event.shiftKey && (active === first || !ref.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !ref.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return { ref, onKeyDown };
}
