// Issue 16: the preview's views move focus as they do on their own page (a dialog focuses its first field on mount, a
// confirmation its button, focus returns to the opener when a dialog closes). Inside the Explorer that would pull the
// keyboard out of the host page: a person zooming the diagram with + and − found their keys going to the preview's
// dialog as soon as it mounted, and a dialog's Tab trap then held them inside the iframe. So a focus request made inside
// the preview is honoured only when the person is already in the preview (the host's focus is on the iframe) or while the
// Explorer plays a step on the screen (the driver types and focuses as a person would).
// Only the page's own calls are guarded: a person's click or Tab moves focus natively, not through `focus()`.

const driving = new WeakMap<Window, number>();

/** Guards the focus requests of the document in `frame`; returns the function that lifts the guard. */
export function guardPreviewFocus(frame: HTMLIFrameElement): () => void {
  const view = frame.contentWindow as (Window & typeof globalThis) | null;
  if (!view) return () => {};
  const prototype = view.HTMLElement.prototype;
  const original = Object.getOwnPropertyDescriptor(prototype, 'focus');
  const focus = original?.value as HTMLElement['focus'] | undefined;
  if (!original || !focus) return () => {};
  Object.defineProperty(prototype, 'focus', {
    ...original,
    value: function guardedFocus(this: HTMLElement, options?: FocusOptions) {
      // (a DOM without separate realms, as in the unit tests, shares the prototype with the host page: its elements pass)
      const inPreview = this.ownerDocument === frame.contentDocument;
      if (!inPreview || frame.ownerDocument.activeElement === frame || (driving.get(view) ?? 0) > 0)
        focus.call(this, options);
    },
  });
  return () => Object.defineProperty(prototype, 'focus', original);
}

/** Runs a step the Explorer plays on the preview whose document is `doc`: its focus requests are honoured meanwhile. */
export async function drivingPreview<T>(doc: Document, step: () => Promise<T>): Promise<T> {
  const view = doc.defaultView;
  if (!view) return step();
  driving.set(view, (driving.get(view) ?? 0) + 1);
  try {
    return await step();
  } finally {
    driving.set(view, (driving.get(view) ?? 1) - 1);
  }
}
