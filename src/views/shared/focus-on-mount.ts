// Focus an element once it is in the document, through its `ref`. React's `autoFocus` covers form controls only; a
// registration's end screen moves the focus to its heading (tabIndex -1) so that a screen reader and a keyboard user start
// from the message a long form scrolled out of view.
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
