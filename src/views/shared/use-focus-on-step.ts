// Issue 30: what a step change does with focus, written once for every multi-step view (cancellation, the address and
// add-card modals). The button that moved the flow on leaves the page with its step, so the browser would drop focus to
// <body>; instead the new step's heading (tabIndex -1) takes it, and a screen reader starts from there. Keyed on the step the
// machine reports: the view keeps no flow state. The first step a view shows is where the page starts, so it is left alone
// (a modal's useDialog or the page places that focus); `null` is a step that places its own focus (an autoFocus button).
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** A ref for the current step's heading; focus moves to it whenever `stepKey` changes after the first step. */
export function useFocusOnStep<T extends HTMLElement = HTMLHeadingElement>(
  stepKey: string | number | null,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const started = useRef(false);
  useLayoutEffect(() => {
    if (stepKey === null) return;
    if (!started.current) {
      started.current = true;
      return;
    }
    const heading = ref.current;
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  }, [stepKey]);
  return ref;
}
