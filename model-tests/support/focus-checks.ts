// Issue 30: where focus must be after a step, checked the same way in every model test that drives a form or a step flow:
// a failed submit puts it on the first invalid field (or in the group marked invalid), a step change on the new step's
// heading, and a modal keeps it inside.
import { expect } from 'vitest';
import { focusTargetOf, invalidControls } from '../../src/views/shared/validated-form';

/** After a failed submit: the first invalid control a user can reach has focus (never the submit button, never <body>). */
export function expectFocusOnFirstInvalid(root: HTMLElement = document.body): void {
  const first = invalidControls(root)[0];
  expect(first, 'a control is marked invalid').toBeTruthy();
  expect(document.activeElement, 'focus on the first invalid field').toBe(focusTargetOf(first!));
}

/** After a step change: a heading inside `scope` has focus (tabIndex -1, so it can take it). */
export function expectFocusOnHeading(scope: Element = document.body): void {
  const active = document.activeElement as HTMLElement | null;
  expect(active?.tagName, 'focus on the new step heading').toMatch(/^H[1-6]$/);
  expect(active!.getAttribute('tabindex')).toBe('-1');
  expect(scope.contains(active)).toBe(true);
}

/** In an open modal: focus is inside the dialog. */
export function expectFocusInside(dialog: Element): void {
  expect(dialog.contains(document.activeElement), 'focus inside the dialog').toBe(true);
}
