// What React's `autoFocus` prop did: focus the element once it is in the document. Preact, which renders the app since
// issue 17, writes the HTML attribute instead, and a browser honours that only for the first one a page has: a dialog's
// first button or a dropdown's search box opened later would not take the focus. Pass it as the element's `ref`.
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
