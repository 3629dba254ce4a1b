// Issue 29: the pieces of the account forms that ask for a password or an emailed code - login, password recovery and
// change, email change, the step-up (issue 31) and the registrations: the titled form, the code field, the busy submit and
// the link-styled actions under it. Render only: texts arrive translated, props come from the flow's connect. The titled
// form and the bot-check submit live in titled-form.tsx: the login and the registrations need only those, and a route pays
// for every module it imports (Rolldown inlines small shared modules whole).
import { Fragment, type ReactNode } from 'react';
import type { CompleteFieldProps } from '../../machines/shared/field-props';
import { LabelledField } from './form-field';
import { TitledForm } from './titled-form';
import type { ValidatedFormProps } from './validated-form';

/** The emailed one-time code: numeric, filled from the message where the device offers it, with its length as a hint. */
export function CodeField({
  field,
  label,
  error,
  maxLength,
  hintId,
  hint,
}: {
  field: CompleteFieldProps;
  label: string;
  error: string | null;
  maxLength: number;
  hintId: string;
  hint: string;
}) {
  return (
    <LabelledField field={field} label={label} error={error}>
      <input {...field.input} inputMode="numeric" autoComplete="one-time-code" maxLength={maxLength} />
      <span id={hintId} className="hint">
        {hint}
      </span>
    </LabelledField>
  );
}

/** The primary submit, disabled and marked busy while the machine works. */
export function BusySubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button className="button button--primary" type="submit" disabled={busy} aria-busy={busy}>
      {children}
    </button>
  );
}

/** Secondary actions as links on one line ("Resend the code · Start over"), disabled while the machine works. */
export function LinkActions({
  busy,
  actions,
}: {
  busy: boolean;
  actions: ReadonlyArray<{ label: string; onClick: () => void }>;
}) {
  return (
    <p>
      {actions.map((a, i) => (
        <Fragment key={a.label}>
          {i > 0 ? ' · ' : null}
          <button type="button" className="link" disabled={busy} onClick={a.onClick}>
            {a.label}
          </button>
        </Fragment>
      ))}
    </p>
  );
}

/**
 * Issue 29: the step that asks for the emailed code, as email change and password recovery render it: where the code
 * went, "sent again", the banner, the code field, the step's own fields (`children`), the submit and the link actions.
 */
export function CodeStepForm({
  className,
  onSubmit,
  titleId,
  title,
  step,
  sentText,
  resentText,
  banner,
  code,
  maxLength,
  hintId,
  hint,
  busy,
  submitLabel,
  actions,
  children,
}: {
  className: string;
  onSubmit: ValidatedFormProps['onSubmit'];
  titleId: string;
  title: string;
  step: string;
  sentText: string;
  /** the "sent again" status, null when the code was not resent */
  resentText: string | null;
  banner: ReactNode;
  code: { field: CompleteFieldProps; label: string; error: string | null };
  maxLength: number;
  hintId: string;
  hint: string;
  busy: boolean;
  submitLabel: string;
  actions: ReadonlyArray<{ label: string; onClick: () => void }>;
  children?: ReactNode;
}) {
  return (
    <TitledForm className={className} onSubmit={onSubmit} titleId={titleId} title={title} step={step}>
      <p>{sentText}</p>
      {resentText ? <p role="status">{resentText}</p> : null}
      {banner}
      <CodeField {...code} maxLength={maxLength} hintId={hintId} hint={hint} />
      {children}
      <BusySubmit busy={busy}>{submitLabel}</BusySubmit>
      <LinkActions busy={busy} actions={actions} />
    </TitledForm>
  );
}

/** Issue 29: a screen that ends a flow's path (locked, saved): its h1, what happened, one button, then any way out. */
export function ActionScreen({
  className,
  titleId,
  live,
  title,
  actionLabel,
  onAction,
  after,
  children,
}: {
  className: string;
  titleId?: string;
  /** announce the screen when it appears */
  live?: boolean;
  title: string;
  actionLabel: string;
  onAction: () => void;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={titleId} aria-live={live ? 'polite' : undefined}>
      <h1 id={titleId}>{title}</h1>
      {children}
      <button type="button" className="button" onClick={onAction}>
        {actionLabel}
      </button>
      {after}
    </section>
  );
}
