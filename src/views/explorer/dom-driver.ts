// Issue 9: the flows' drivers performed with plain DOM events, for the Flow Explorer's "play on the screen": a user event of
// a plan path is done on the preview the way a person would (typing in the field, clicking the button), so the real view
// sends it to the machine. The model tests perform the same drivers with user-event (model-tests/support/flow-harness.tsx).
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import type { FlowDriver } from '../../flows/flow-entry.types';

const ROLE_SELECTORS: Record<string, string> = {
  button: 'button, [role="button"], input[type="button"], input[type="submit"]',
  link: 'a[href], [role="link"]',
  checkbox: 'input[type="checkbox"], [role="checkbox"]',
  radio: 'input[type="radio"], [role="radio"]',
  tab: '[role="tab"]',
  option: 'option, [role="option"]',
  combobox: 'select, [role="combobox"]',
  switch: '[role="switch"]',
};

/** The accessible name, as far as these views need it: aria-label, aria-labelledby, a <label>, or the text. */
function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label) return label.trim();
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  if (element.id) {
    const forLabel = element.ownerDocument.querySelector(`label[for="${element.id}"]`);
    if (forLabel) return (forLabel.textContent ?? '').trim();
  }
  return (element.closest('label')?.textContent ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function setNativeValue(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const prototype = Object.getPrototypeOf(element) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(element, value);
  else element.value = value;
}

export function domDriver(
  root: HTMLElement,
  actor: AnyActorRef,
  translate: (key: string, options?: Record<string, unknown>) => string,
): FlowDriver {
  const field = (name: string) => {
    const element = root.querySelector<HTMLInputElement>(`[name="${name}"]`);
    if (!element) throw new Error(`no field named ${name} on screen`);
    return element;
  };
  const byRole = (name: string | RegExp, role: string) => {
    const candidates = [...root.querySelectorAll<HTMLElement>(ROLE_SELECTORS[role] ?? role)];
    const found = candidates.find((el) =>
      typeof name === 'string' ? accessibleName(el) === name : name.test(accessibleName(el)),
    );
    if (!found) throw new Error(`no ${role} named ${String(name)} on screen`);
    return found;
  };
  return {
    async fill(name, value) {
      const element = field(name);
      element.focus();
      setNativeValue(element, value);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    },
    async click(name, role = 'button') {
      byRole(name, role).click();
    },
    async clickSelector(selector) {
      const element = root.querySelector<HTMLElement>(selector);
      if (!element) throw new Error(`nothing matches ${selector}`);
      element.click();
    },
    async focus(name) {
      field(name).focus();
    },
    async blur(name) {
      field(name).blur();
    },
    async check(name, checked = true) {
      const element = field(name);
      if (element.checked !== checked) element.click();
    },
    async select(name, value) {
      const element = root.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
      if (!element) throw new Error(`no select named ${name} on screen`);
      setNativeValue(element, value);
      element.dispatchEvent(new Event('change', { bubbles: true }));
    },
    async press(key) {
      const target = root.ownerDocument.activeElement ?? root;
      const name = key.replace(/^\{|\}$/g, '');
      target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
      target.dispatchEvent(new KeyboardEvent('keyup', { key: name, bubbles: true }));
    },
    t: translate,
    snapshot: () => actor.getSnapshot() as AnyMachineSnapshot,
    async send(event) {
      actor.send(event);
    },
  };
}
