// Issue 16: what the user was typing when the session expired is not lost. Spec §4 sends an expired session to login
// (the re-login modal only where configured), which unmounts the page and its machines; so on expiry the session flow
// keeps the page's form fields in sessionStorage (this tab only, gone when it closes), and after login, when the same page
// shows its form again, ValidatedForm types them back through the fields' own change events: the machines receive
// ordinary `field.change` events and validate as usual. Secrets are never kept: passwords, card data, codes.
const KEY = 'cuenta.formDraft';

interface DraftField {
  name: string;
  value: string;
  checked?: boolean;
}

interface Draft {
  path: string;
  fields: DraftField[];
}

const SECRET = /password|card|security|cvv|cvc|otp|code|token|pin/i;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function controlsOf(root: ParentNode): Control[] {
  return Array.from(root.querySelectorAll<Control>('form input[name], form select[name], form textarea[name]')).filter(
    (el) =>
      !SECRET.test(el.name) &&
      !(el instanceof HTMLInputElement && ['password', 'hidden', 'file', 'submit', 'button'].includes(el.type)) &&
      !(el.getAttribute('autocomplete') ?? '').startsWith('cc-'),
  );
}

const pathOf = (path: string) => path.split(/[?#]/)[0]!;

/** On session expiry: keep the fields of the page's forms for `path` (what the user was typing). */
export function keepDraft(doc: Document, storage: Storage, path: string): void {
  const fields = controlsOf(doc)
    .filter((el) => !(el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox') && !el.checked))
    .map((el) =>
      el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
        ? { name: el.name, value: el.value, checked: true }
        : { name: el.name, value: el.value },
    );
  if (fields.length === 0) return;
  try {
    storage.setItem(KEY, JSON.stringify({ path: pathOf(path), fields } satisfies Draft));
  } catch {
    // storage full or off: nothing kept, the page still goes to login
  }
}

function setValue(el: Control, value: string) {
  const proto = Object.getPrototypeOf(el) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  setter?.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * When a form shows on the page a draft was kept for: types the kept values back into its fields that differ, then
 * forgets the draft. Returns how many fields were restored.
 */
export function restoreDraft(form: HTMLFormElement, storage: Storage, path: string): number {
  let draft: Draft | null;
  try {
    draft = JSON.parse(storage.getItem(KEY) ?? 'null') as Draft | null;
  } catch {
    draft = null;
  }
  if (!draft || draft.path !== pathOf(path)) return 0;
  let restored = 0;
  const controls = controlsOf(form.parentNode ?? form).filter((el) => form.contains(el));
  for (const field of draft.fields) {
    const el = controls.find(
      (c) => c.name === field.name && (field.checked === undefined || (c as HTMLInputElement).value === field.value),
    );
    if (!el) continue;
    if (field.checked !== undefined) {
      const box = el as HTMLInputElement;
      if (!box.checked) {
        box.click();
        restored += 1;
      }
    } else if (el.value !== field.value) {
      setValue(el, field.value);
      restored += 1;
    }
  }
  if (restored > 0 || controls.length > 0) storage.removeItem(KEY);
  return restored;
}
