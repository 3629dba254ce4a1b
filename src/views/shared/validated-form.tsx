// Issue 16: every form's behaviour after a failed submit, written once. After a submit (Enter or the submit button) the form
// waits until the machine has answered (no `aria-busy` left inside it); if fields are then marked invalid - by the
// client-side rules or by a server error with field details, as the connects already mark them with aria-invalid - focus
// moves to the first one and an error summary listing every invalid field (links to them) is announced. The form reads
// only what the connect already rendered (aria-invalid, the label, the error under aria-describedby; a group marked invalid
// as a whole hands focus to its first control, issue 30): it decides no validity itself and keeps no flow state; values
// stay in the machine, so nothing typed is lost.
import {
  Children,
  isValidElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type SubmitEvent,
  type FormHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { restoreDraft } from './form-draft';
import './forms.css';

export interface SummaryItem {
  id: string;
  label: string;
  error: string;
}

const byId = (doc: Document, ids: string | null) =>
  (ids ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => doc.getElementById(id))
    .filter((el): el is HTMLElement => el !== null);

const clean = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/\s*\*\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The label a user sees for a control: its <label>, aria-labelledby, aria-label or its group's legend. */
export function labelOf(el: HTMLElement): string {
  const labelled = byId(el.ownerDocument, el.getAttribute('aria-labelledby'));
  if (labelled.length) return clean(labelled.map((l) => l.textContent).join(' '));
  const labels = (el as HTMLInputElement).labels;
  if (labels && labels.length) return clean(labels[0]!.textContent);
  const aria = el.getAttribute('aria-label');
  if (aria) return clean(aria);
  const legend = el.closest('fieldset')?.querySelector('legend');
  return clean(legend?.textContent ?? el.getAttribute('name'));
}

/** The error text a control points at (aria-describedby, or aria-errormessage). */
export function errorOf(el: HTMLElement): string {
  const described = byId(el.ownerDocument, el.getAttribute('aria-errormessage') ?? el.getAttribute('aria-describedby'));
  const errors = described.filter((d) => d.classList.contains('field__error') || d.getAttribute('role') === 'alert');
  return clean((errors.length ? errors : described).map((d) => d.textContent).join(' '));
}

/** The invalid controls of a form, in document order, that a user can reach (not hidden, not disabled). */
export function invalidControls(form: HTMLElement): HTMLElement[] {
  return Array.from(form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')).filter(
    (el) => !(el as HTMLInputElement).disabled && !el.closest('[hidden],[inert]'),
  );
}

/**
 * Where focus goes for an invalid control: the control itself, or for a group marked invalid as a whole (a fieldset of
 * checkboxes or radios with "choose at least one", issue 30) its first control a user can reach.
 */
export function focusTargetOf(el: HTMLElement): HTMLElement {
  if (!el.matches('fieldset, [role="group"], [role="radiogroup"]')) return el;
  const controls = Array.from(
    el.querySelectorAll<HTMLElement>(
      'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])',
    ),
  ).filter((control) => !control.closest('[hidden],[inert]'));
  return controls.find((control) => (control as HTMLInputElement).checked) ?? controls[0] ?? el;
}

function ensureId(el: HTMLElement, index: number): string {
  if (!el.id) el.id = `invalid-field-${index}-${el.getAttribute('name') ?? 'control'}`;
  return el.id;
}

const sameItems = (a: SummaryItem[], b: SummaryItem[]) =>
  a.length === b.length && a.every((item, i) => item.id === b[i]!.id && item.error === b[i]!.error);

export function ErrorSummary({ items, attempt }: { items: SummaryItem[]; attempt: number }) {
  const { t } = useTranslation('common');
  const focusField = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = event.currentTarget.ownerDocument.getElementById(id);
    if (!target) return;
    event.preventDefault();
    focusTargetOf(target).focus();
  };
  // the live region is always in the page (a region added with its text is not reliably announced); its content changes
  // after each failed submit (keyed by the attempt, so the same errors twice are announced twice)
  return (
    <div className="error-summary" aria-live="assertive" aria-atomic="true" data-open={items.length > 0 || undefined}>
      {items.length ? (
        <div key={attempt} className="error-summary__box">
          <p className="error-summary__title">{t('forms.errorSummary.title', { count: items.length })}</p>
          <ul className="error-summary__list">
            {items.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`} onClick={(event) => focusField(event, item.id)}>
                  {item.error
                    ? t('forms.errorSummary.item', { label: item.label, error: item.error })
                    : t('forms.errorSummary.itemNoText', { label: item.label })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

export type ValidatedFormProps = FormHTMLAttributes<HTMLFormElement> & { children?: ReactNode };

/**
 * A <form> with the error summary and the focus move. Drop-in for <form>: the summary renders after the form's first
 * heading (or first when it has none).
 */
export function ValidatedForm({ children, onSubmit, ...props }: ValidatedFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useRef(false);
  const [attempt, setAttempt] = useState(0);
  const [items, setItems] = useState<SummaryItem[]>([]);

  // after every render (no dependency list on purpose: the machine's answer arrives as any re-render): a submit waiting for
  // its answer settles here; an open summary follows the fields as they are fixed. Each setItems is guarded, so it ends.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if (pending.current) {
      const invalid = invalidControls(form);
      if (invalid.length) {
        pending.current = false;
        setItems(invalid.map((el, i) => ({ id: ensureId(el, i), label: labelOf(el), error: errorOf(el) })));
        focusTargetOf(invalid[0]!).focus();
      } else if (!form.querySelector('[aria-busy="true"]') && form.getAttribute('aria-busy') !== 'true') {
        pending.current = false;
        if (items.length) setItems([]);
      }
      return;
    }
    if (items.length) {
      const next = invalidControls(form).map((el, i) => ({
        id: ensureId(el, i),
        label: labelOf(el),
        error: errorOf(el),
      }));
      if (!sameItems(items, next)) setItems(next);
    }
  });

  // what the user was typing when the session expired on this page is typed back once the form shows again (form-draft.ts)
  useEffect(() => {
    const form = formRef.current;
    const view = form?.ownerDocument.defaultView;
    if (form && view) restoreDraft(form, view.sessionStorage, view.location.pathname);
  }, []);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    pending.current = true;
    setAttempt((n) => n + 1);
    onSubmit?.(event);
  };

  const nodes = Children.toArray(children);
  const first = nodes[0];
  const headingFirst = isValidElement(first) && (first.type === 'h1' || first.type === 'h2');
  const summary = <ErrorSummary key="error-summary" items={items} attempt={attempt} />;
  return (
    <form ref={formRef} onSubmit={submit} {...props}>
      {headingFirst ? [first, summary, ...nodes.slice(1)] : [summary, ...nodes]}
    </form>
  );
}
