// Issue 33 item 2: what a person sees on a flow's screen, as the QA export's expected results. `captureScreen` reads the
// rendered view (in the model tests' DOM: scripts/lib/qa-screens-record.ts) for its accessible texts: headings, open
// dialogs, messages (role=alert / status, live regions), the message under each field and the buttons with their state.
// `screenSentence` says it in words: the whole screen for the first step of a case, then what each step changed.
import { createHash } from 'node:crypto';
import type { QaLanguage } from '../../src/flows/qa-export';

export interface ScreenButton {
  name: string;
  disabled: boolean;
  pressed: boolean;
  /** what tells one button apart when its text changes (its id, name or being the form's submit), if anything */
  key?: string;
}

export interface ScreenText {
  headings: string[];
  dialogs: string[];
  /** alerts, statuses and live regions that are not a field's own message */
  messages: string[];
  /** the message shown under a field (its label, and the text its aria-describedby / aria-errormessage points to) */
  fields: { label: string; message: string }[];
  buttons: ScreenButton[];
}

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

const BLOCKS = new Set([
  'P',
  'DIV',
  'LI',
  'UL',
  'OL',
  'SECTION',
  'HEADER',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BR',
]);

/** An element's visible text, its blocks (paragraphs, list items) separated by ` · ` as a reader sees them apart. */
function textOf(element: Element): string {
  const parts: string[] = [''];
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts[parts.length - 1] += node.textContent ?? '';
    if (node.nodeType !== 1 || isHidden(node as Element)) return;
    const block = BLOCKS.has((node as Element).tagName);
    if (block) parts.push('');
    node.childNodes.forEach(walk);
    if (block) parts.push('');
  };
  element.childNodes.forEach(walk);
  return parts.map(clean).filter(Boolean).join(' · ');
}

function isHidden(element: Element): boolean {
  return element.closest('[hidden], [aria-hidden="true"], [inert], template') !== null;
}

function byIds(doc: Document, ids: string | null): Element[] {
  return clean(ids)
    .split(' ')
    .filter(Boolean)
    .map((id) => doc.getElementById(id))
    .filter((element): element is HTMLElement => element !== null);
}

/** The accessible name, as far as these views need it: aria-labelledby, aria-label, the label, else the text. */
function accessibleName(element: Element): string {
  const doc = element.ownerDocument;
  const labelledBy = byIds(doc, element.getAttribute('aria-labelledby'));
  if (labelledBy.length) return clean(labelledBy.map((e) => e.textContent).join(' '));
  const label = clean(element.getAttribute('aria-label'));
  if (label) return label;
  if (element.tagName === 'INPUT' && ['submit', 'button', 'reset'].includes(element.getAttribute('type') ?? ''))
    return clean((element as HTMLInputElement).value);
  const id = element.getAttribute('id');
  const labels = [
    ...(id ? [...doc.querySelectorAll(`label[for="${id.replace(/["\\]/g, '\\$&')}"]`)] : []),
    ...(element.closest('label') ? [element.closest('label')!] : []),
  ];
  if (labels.length) return clean(labels.map((l) => l.textContent).join(' '));
  if (['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName))
    return clean(element.getAttribute('placeholder') ?? element.getAttribute('name'));
  return clean(element.textContent) || clean(element.getAttribute('title'));
}

const HEADINGS = 'h1, h2, h3, h4, h5, h6, [role="heading"]';

/** A dialog's name: aria-labelledby, aria-label, else its first heading (never the whole dialog's text). */
function dialogName(dialog: Element): string {
  const labelledBy = byIds(dialog.ownerDocument, dialog.getAttribute('aria-labelledby'));
  if (labelledBy.length) return clean(labelledBy.map((e) => e.textContent).join(' '));
  return clean(dialog.getAttribute('aria-label')) || clean(dialog.querySelector(HEADINGS)?.textContent);
}

function buttonKey(button: Element): { key?: string } {
  const key =
    button.getAttribute('id') ??
    button.getAttribute('name') ??
    (button.getAttribute('type') === 'submit' ? 'submit' : null);
  return key ? { key } : {};
}

const MESSAGES = '[role="alert"], [role="status"], [aria-live="polite"], [aria-live="assertive"], output';
const BUTTONS = 'button, [role="button"], input[type="submit"], input[type="button"], input[type="reset"]';
const DIALOGS = '[role="dialog"], [role="alertdialog"], dialog[open]';

/** The visible texts of the screen under `root` (the view's container, or the document's body for portals). */
export function captureScreen(root: ParentNode): ScreenText {
  const visible = (selector: string) => [...root.querySelectorAll(selector)].filter((e) => !isHidden(e));
  const doc = (root as Node).ownerDocument ?? (root as Document);
  const fields: ScreenText['fields'] = [];
  const fieldMessages = new Set<Element>();
  for (const field of visible('input, select, textarea')) {
    if (field.getAttribute('type') === 'hidden') continue;
    const invalid = field.getAttribute('aria-invalid') === 'true';
    const described = [
      ...byIds(doc, field.getAttribute('aria-errormessage')),
      ...byIds(doc, field.getAttribute('aria-describedby')),
    ];
    // a field's message is an error it points to (an alert, or anything while it is invalid), not a standing hint
    const shown = described.filter(
      (e, i) => !isHidden(e) && described.indexOf(e) === i && (invalid || e.getAttribute('role') === 'alert'),
    );
    for (const e of shown) {
      const message = textOf(e);
      fieldMessages.add(e);
      // the label without its required-field mark
      if (message) fields.push({ label: accessibleName(field).replace(/\s*\*$/, ''), message });
    }
  }
  const messages: string[] = [];
  for (const element of visible(MESSAGES)) {
    if (fieldMessages.has(element) || [...fieldMessages].some((f) => f.contains(element) || element.contains(f)))
      continue;
    // a live region inside another one is said once, by the outer one
    if (element.parentElement?.closest(MESSAGES)) continue;
    const text = textOf(element);
    if (text && !messages.includes(text)) messages.push(text);
  }
  return {
    headings: visible(HEADINGS)
      .map((h) => clean(h.textContent))
      .filter(Boolean),
    dialogs: visible(DIALOGS).map((d, i) => dialogName(d) || `#${i + 1}`),
    messages,
    fields,
    buttons: visible(BUTTONS)
      .map((b) => ({
        name: accessibleName(b),
        disabled: b.hasAttribute('disabled') || b.getAttribute('aria-disabled') === 'true',
        pressed: b.getAttribute('aria-pressed') === 'true',
        ...buttonKey(b),
      }))
      .filter((b) => b.name !== ''),
  };
}

const WORDS = {
  es: {
    headings: (names: string[]) =>
      names.length === 1 ? `se ve el título ${names[0]}` : `se ven los títulos ${list(names, 'y')}`,
    headingGone: (name: string) => `ya no se ve el título ${name}`,
    headingChanged: (from: string, to: string) => `el título cambia de ${from} a ${to}`,
    dialogOpen: (name: string) => `se abre el diálogo ${name}`,
    dialogClosed: (name: string) => `se cierra el diálogo ${name}`,
    message: (text: string) => `se muestra ${text}`,
    messageGone: (text: string) => `ya no se muestra ${text}`,
    field: (label: string, text: string) => `el campo ${label} muestra ${text}`,
    fieldGone: (label: string, text: string) => `el campo ${label} ya no muestra ${text}`,
    buttons: (names: string[]) => `botones: ${names.join(', ')}`,
    disabled: 'deshabilitado',
    pressed: 'seleccionado',
    buttonAdded: (name: string) => `aparece el botón ${name}`,
    buttonGone: (name: string) => `desaparece el botón ${name}`,
    buttonRenamed: (from: string, to: string) => `el botón ${from} pasa a ${to}`,
    buttonDisabled: (name: string, disabled: boolean) =>
      `el botón ${name} queda ${disabled ? 'deshabilitado' : 'habilitado'}`,
    buttonPressed: (name: string, pressed: boolean) =>
      pressed ? `el botón ${name} queda seleccionado` : `el botón ${name} ya no está seleccionado`,
    unchanged: 'los textos y los botones no cambian',
    notRecorded: 'sin texto grabado de la pantalla',
  },
  'pt-BR': {
    headings: (names: string[]) =>
      names.length === 1 ? `aparece o título ${names[0]}` : `aparecem os títulos ${list(names, 'e')}`,
    headingGone: (name: string) => `o título ${name} some`,
    headingChanged: (from: string, to: string) => `o título muda de ${from} para ${to}`,
    dialogOpen: (name: string) => `abre o diálogo ${name}`,
    dialogClosed: (name: string) => `fecha o diálogo ${name}`,
    message: (text: string) => `aparece a mensagem ${text}`,
    messageGone: (text: string) => `a mensagem ${text} some`,
    field: (label: string, text: string) => `o campo ${label} mostra ${text}`,
    fieldGone: (label: string, text: string) => `o campo ${label} deixa de mostrar ${text}`,
    buttons: (names: string[]) => `botões: ${names.join(', ')}`,
    disabled: 'desabilitado',
    pressed: 'selecionado',
    buttonAdded: (name: string) => `aparece o botão ${name}`,
    buttonGone: (name: string) => `some o botão ${name}`,
    buttonRenamed: (from: string, to: string) => `o botão ${from} passa a ${to}`,
    buttonDisabled: (name: string, disabled: boolean) =>
      `o botão ${name} fica ${disabled ? 'desabilitado' : 'habilitado'}`,
    buttonPressed: (name: string, pressed: boolean) =>
      pressed ? `o botão ${name} fica selecionado` : `o botão ${name} deixa de estar selecionado`,
    unchanged: 'os textos e os botões não mudam',
    notRecorded: 'sem texto gravado da tela',
  },
} as const;

const quote = (text: string) => `«${text}»`;

function list(items: string[], and: string): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** Items of `after` not in `before` and of `before` not in `after`, counting repeats (two «Eliminar» buttons are two). */
function multisetDiff<T>(before: readonly T[], after: readonly T[], key: (item: T) => string) {
  const counts = new Map<string, number>();
  for (const item of before) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  const added: T[] = [];
  for (const item of after) {
    const n = counts.get(key(item)) ?? 0;
    if (n > 0) counts.set(key(item), n - 1);
    else added.push(item);
  }
  const left = new Map<string, number>();
  for (const item of after) left.set(key(item), (left.get(key(item)) ?? 0) + 1);
  const removed: T[] = [];
  for (const item of before) {
    const n = left.get(key(item)) ?? 0;
    if (n > 0) left.set(key(item), n - 1);
    else removed.push(item);
  }
  return { added, removed };
}

function buttonText(button: ScreenButton, words: (typeof WORDS)[QaLanguage]): string {
  const marks = [button.pressed ? words.pressed : '', button.disabled ? words.disabled : ''].filter(Boolean);
  return `${quote(button.name)}${marks.length ? ` (${marks.join(', ')})` : ''}`;
}

/** The whole screen in words (the first step of a case). */
function wholeScreen(screen: ScreenText, words: (typeof WORDS)[QaLanguage]): string[] {
  return [
    ...(screen.headings.length ? [words.headings(screen.headings.map(quote))] : []),
    ...screen.dialogs.map((d) => words.dialogOpen(quote(d))),
    ...screen.messages.map((m) => words.message(quote(m))),
    ...screen.fields.map((f) => words.field(quote(f.label), quote(f.message))),
    ...(screen.buttons.length ? [words.buttons(screen.buttons.map((b) => buttonText(b, words)))] : []),
  ];
}

/** What changed from `before` to `after`, in words. */
function changes(before: ScreenText, after: ScreenText, words: (typeof WORDS)[QaLanguage]): string[] {
  const out: string[] = [];
  const same = (s: string) => s;
  const headings = multisetDiff(before.headings, after.headings, same);
  if (headings.added.length === 1 && headings.removed.length === 1)
    out.push(words.headingChanged(quote(headings.removed[0]!), quote(headings.added[0]!)));
  else {
    out.push(...headings.removed.map((h) => words.headingGone(quote(h))));
    if (headings.added.length) out.push(words.headings(headings.added.map(quote)));
  }
  const dialogs = multisetDiff(before.dialogs, after.dialogs, same);
  out.push(...dialogs.removed.map((d) => words.dialogClosed(quote(d))));
  out.push(...dialogs.added.map((d) => words.dialogOpen(quote(d))));
  const messages = multisetDiff(before.messages, after.messages, same);
  out.push(...messages.removed.map((m) => words.messageGone(quote(m))));
  out.push(...messages.added.map((m) => words.message(quote(m))));
  const fieldKey = (f: ScreenText['fields'][number]) => `${f.label}\u0000${f.message}`;
  const fields = multisetDiff(before.fields, after.fields, fieldKey);
  out.push(...fields.removed.map((f) => words.fieldGone(quote(f.label), quote(f.message))));
  out.push(...fields.added.map((f) => words.field(quote(f.label), quote(f.message))));
  // buttons by name: one that stays may change state; one gone and one new in the same place is a relabelled button
  const names = multisetDiff(before.buttons, after.buttons, (b) => b.name);
  // a button that only changed its text: the same key (the submit), or the one gone and the one new
  const paired = new Set<ScreenButton>();
  for (const from of names.removed) {
    const to =
      (from.key && names.added.find((b) => b.key === from.key && !paired.has(b))) ||
      (names.removed.length === 1 && names.added.length === 1 ? names.added[0] : undefined);
    if (!to) continue;
    paired.add(from).add(to);
    out.push(words.buttonRenamed(quote(from.name), buttonText(to, words)));
  }
  out.push(...names.removed.filter((b) => !paired.has(b)).map((b) => words.buttonGone(quote(b.name))));
  out.push(...names.added.filter((b) => !paired.has(b)).map((b) => words.buttonAdded(buttonText(b, words))));
  const earlier = new Map<string, ScreenButton[]>();
  for (const b of before.buttons)
    if (!names.removed.includes(b)) earlier.set(b.name, [...(earlier.get(b.name) ?? []), b]);
  for (const b of after.buttons) {
    if (names.added.includes(b)) continue;
    const was = earlier.get(b.name)?.shift();
    if (!was) continue;
    if (was.disabled !== b.disabled) out.push(words.buttonDisabled(quote(b.name), b.disabled));
    if (was.pressed !== b.pressed) out.push(words.buttonPressed(quote(b.name), b.pressed));
  }
  return out;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The expected result of a step: what the screen shows (all of it when `before` is null, else what changed) and then
 * `stateSentence` ("La pantalla queda en el estado «editing»"). Without a recorded screen it says so.
 */
export function screenSentence(
  before: ScreenText | null,
  after: ScreenText | undefined,
  stateSentence: string,
  language: QaLanguage,
): string {
  const words = WORDS[language];
  const parts = !after ? [words.notRecorded] : before ? changes(before, after, words) : wholeScreen(after, words);
  if (!parts.length) parts.push(words.unchanged);
  return capitalize([...parts, lowerFirst(stateSentence)].join('; '));
}

/** How a path's steps are told apart in a recording: a path of the same id with other steps was recorded for other code. */
export function pathSignature(steps: readonly { event: unknown; state: string }[]): string {
  return createHash('sha1')
    .update(JSON.stringify(steps.map((s) => [s.event, s.state])))
    .digest('hex')
    .slice(0, 16);
}

/** One path's screens: `screens[k]` indexes the screen after k steps (0: as the view opens); short when a step failed. */
export interface PathScreens {
  signature: string;
  screens: number[];
  /** why the path could not be played to its end */
  error?: string;
}

/** What `scripts/lib/qa-screens.record.ts` writes per machine and tenant (test-results/qa-screens/<machine>.<tenant>.json). */
export interface MachineScreens {
  machine: string;
  tenant: string;
  recordedAt: string;
  /** each distinct screen once; paths index into it */
  screens: ScreenText[];
  paths: Record<string, PathScreens>;
}
